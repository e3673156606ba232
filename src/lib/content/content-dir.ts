import path from "node:path";

/**
 * The folder the site is built from: `content/`, the author's, unless the environment variable
 * CONTENT_DIR names another one (relative to the project, e.g. the fixture content under
 * `__tests__/fixtures/`). The one place that setting is read: the Gatsby config and node APIs, the
 * checker, the font subsetter, the CMS build, the browser tests and the bench all ask here.
 */
export const CONTENT_DIR_VARIABLE = "CONTENT_DIR";

export const DEFAULT_CONTENT_DIR = "content";

/** Absolute path of the content folder for a project rooted at `root`. */
export function contentDir(root: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(root, env[CONTENT_DIR_VARIABLE] || DEFAULT_CONTENT_DIR);
}

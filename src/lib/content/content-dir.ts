import { existsSync, realpathSync } from "node:fs";
import path from "node:path";

/** The folder the site is built from: `content/`, or the one CONTENT_DIR names (the one place it is read). */
const CONTENT_DIR_VARIABLE = "CONTENT_DIR";

export const DEFAULT_CONTENT_DIR = "content";

/** Absolute path of the content folder for a project rooted at `root`. */
export function contentDir(root: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(root, env[CONTENT_DIR_VARIABLE] || DEFAULT_CONTENT_DIR);
}

/** The content folder as the author reads it: content/, or another one inside the project. */
export function shownDir(contentDir: string): string {
  const fromProject = path.relative(process.cwd(), contentDir).split(path.sep).join("/");
  return isInside(process.cwd(), contentDir) ? fromProject : DEFAULT_CONTENT_DIR;
}

/** A file in the content folder (relative to it, or absolute) as the author reads it: "content/books/my-book.json". */
export function shownPath(contentDir: string, file: string): string {
  const relative = path.relative(contentDir, path.resolve(contentDir, file)).split(path.sep).join("/");
  return path.posix.join(shownDir(contentDir), relative);
}

/** The file a content file's path names, or undefined outside the content folder: the one rule for every path. */
export function contentFilePath(contentDir: string, from: string, value: string): string | undefined {
  const root = path.resolve(contentDir);
  const absolute = path.resolve(root, path.dirname(from), value);
  if (!isInside(root, absolute)) return undefined;
  // A link on the way may point elsewhere: where the file really is must be inside too.
  if (existsSync(absolute) && !isInside(realpathSync(root), realpathSync(absolute))) return undefined;
  return absolute;
}

function isInside(root: string, absolute: string): boolean {
  const relative = path.relative(root, absolute);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

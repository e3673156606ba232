/**
 * The HTML pages of the build in public/ and where the host serves each of them, read from the
 * files themselves so a new page is covered without naming it here.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ADMIN_PATH, FRAGMENTS_PATH } from "../../plugins/site-host/host-files";
import { unknownPath } from "./content";

/** The build under test: public/, or the one E2E_SITE_DIR names (the fixture content's, see playwright.config.ts). */
export const publicDir = path.resolve(__dirname, "..", "..", process.env.E2E_SITE_DIR ?? "public");

export interface BuiltPage {
  /** The file, relative to public/ ("home/index.html"). */
  file: string;
  html: string;
  /** A path the host answers with this page. */
  path: string;
  status: 200 | 404;
  /**
   * The host answers `path` with a redirect from _redirects (the page at "/"): the page itself is
   * served only by hosts that do not read _redirects.
   */
  redirected: boolean;
}

/**
 * What the browser tests that write a file into the served folder (csp.spec) name it with, so the
 * tests that list the built files, which may run at the same time, leave it out.
 */
export const PROBE_MARK = "__e2e-probe";

const topFolder = (urlPath: string) => urlPath.replace(/^\/|\/$/g, "");

/** The paths _redirects sends elsewhere. */
export const redirectSources = (): string[] =>
  readFileSync(path.join(publicDir, "_redirects"), "utf8")
    .split("\n")
    .map((line) => line.trim().split(/\s+/)[0])
    .filter(Boolean);

/** Every HTML page of the build: all HTML files but the CMS's and Gatsby's fragments. */
export function builtPages(): BuiltPage[] {
  const skipped = [ADMIN_PATH, FRAGMENTS_PATH].map(topFolder);
  const sources = redirectSources();
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(publicDir, full).split(path.sep).join("/");
      if (entry.isDirectory() && !skipped.includes(relative)) walk(full);
      else if (entry.isFile() && entry.name.endsWith(".html")) files.push(relative);
    }
  };
  walk(publicDir);
  return files.sort().map((file) => {
    // The host answers any path it has no file for with 404.html; it serves "x/index.html" at
    // "/x/" and "x.html" at "/x".
    const notFound = file === "404.html";
    const urlPath = notFound ? unknownPath : `/${file.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "")}`;
    return {
      file,
      html: readFileSync(path.join(publicDir, file), "utf8"),
      path: urlPath,
      status: notFound ? 404 : 200,
      redirected: sources.includes(urlPath),
    };
  });
}

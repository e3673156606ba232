/**
 * The HTML pages of the build in public/ and where the host serves each of them, read from the
 * files themselves so a new page is covered without naming it here.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ADMIN_PATH, FRAGMENTS_PATH } from "../../plugins/site-host/host-files";
import { unknownPath } from "./content";

/** The build under test: public/, or the one E2E_SITE_DIR names (the fixture content's, see playwright.config.ts). */
export const publicDir = path.resolve(__dirname, "..", "..", process.env.E2E_SITE_DIR ?? "public");

/**
 * What the browser tests that write a file into the served folder (csp.spec) name it with, so the
 * tests that list the built files, which may run at the same time, leave it out.
 */
export const PROBE_MARK = "__e2e-probe";

/** The paths _redirects sends elsewhere. */
export const redirectSources = (): string[] =>
  readFileSync(path.join(publicDir, "_redirects"), "utf8")
    .split("\n")
    .map((line) => line.trim().split(/\s+/)[0])
    .filter(Boolean);

/** Every file of the build, relative to public/ ("home/index.html"), but those under the top folders `skipped` and the probes. */
export function builtFiles(skipped: string[] = []): string[] {
  return (readdirSync(publicDir, { recursive: true, encoding: "utf8" }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => !file.includes(PROBE_MARK) && !skipped.includes(file.split("/")[0]))
    .filter((file) => statSync(path.join(publicDir, file)).isFile())
    .sort();
}

/** Where the host serves a built file: "x/index.html" at "/x/", "x.html" at "/x", any other file at its own path. */
export const servedPath = (file: string): string =>
  `/${file.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "")}`;

/**
 * Every HTML page of the build (all HTML files but the CMS's and Gatsby's fragments), with the path
 * the host answers with it; `redirected`: a redirect from _redirects answers there (the page at "/"),
 * so only hosts that do not read _redirects serve the page itself.
 */
export function builtPages() {
  const sources = redirectSources();
  const skipped = [ADMIN_PATH, FRAGMENTS_PATH].map((urlPath) => urlPath.replace(/^\/|\/$/g, ""));
  return builtFiles(skipped)
    .filter((file) => file.endsWith(".html"))
    .map((file) => {
      // The host answers any path it has no file for with 404.html.
      const notFound = file === "404.html";
      const urlPath = notFound ? unknownPath : servedPath(file);
      return {
        file,
        html: readFileSync(path.join(publicDir, file), "utf8"),
        path: urlPath,
        status: notFound ? 404 : 200,
        redirected: sources.includes(urlPath),
      };
    });
}

export type BuiltPage = ReturnType<typeof builtPages>[number];

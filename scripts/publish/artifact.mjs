#!/usr/bin/env node
/**
 * Deploy only the site: the publish workflow's step before `wrangler pages deploy`
 * (.github/workflows/deploy.yml), run from the default branch's scripts/publish, never from the
 * checked commit. The artifact it inspects was built by the checked commit's own code (a
 * collaborator's branch for a preview), so it may hold anything.
 *
 * Cloudflare Pages runs server-side code, with the project's bindings for that environment, when
 * the upload holds it: `_worker.js` at the root of the uploaded folder (a file, or a folder of
 * modules; wrangler reads it through a symbolic link too) is deployed as the Pages Worker, and
 * `_routes.json` routes requests to it. Pages Functions come from a `functions/` folder: wrangler
 * 4 reads it from the folder it runs in (`process.cwd()`), and leaves one at the root of the
 * uploaded folder out of the static files; other tools (Cloudflare's own builds) treat it as
 * Functions. So the site folder may hold none of the three at its root, and wrangler's working
 * folder must be empty, with no wrangler configuration in it or above it.
 *
 * Refused, not stripped: the site's own build never writes any of these names (Gatsby writes
 * pages, `static/`, `page-data/` and the host files `_headers` and `_redirects`), so one in the
 * artifact means the checked code is not the site's; failing the upload says so, where stripping
 * would publish something other than what was checked, in silence. Nested look-alikes
 * (`static/functions/x.js`, a page `/functions-of-love/`) are static files and pass.
 *
 * Usage: node scripts/publish/artifact.mjs <site folder> <wrangler's working folder>
 * Exits 1, with an ::error:: line and a paragraph in GITHUB_STEP_SUMMARY, when anything would run.
 */
import { appendFileSync, lstatSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** What Cloudflare Pages would run, by its name at the root of the uploaded folder. */
export const SERVER_CODE = new Map([
  ["_worker.js", "a Pages Worker (server code)"],
  ["_routes.json", "the routes of Pages Functions"],
  ["functions", "Pages Functions (server code)"],
]);

/** The files wrangler reads its configuration from, in its working folder or any folder above it. */
export const WRANGLER_CONFIG = ["wrangler.json", "wrangler.jsonc", "wrangler.toml", ".wrangler/deploy/config.json"];

const kindOf = (stats) =>
  stats.isSymbolicLink()
    ? "a symbolic link"
    : stats.isDirectory()
      ? "a folder"
      : stats.isFile()
        ? "a file"
        : "an entry";

/**
 * What the host would run from the site folder `folder`: one { name, kind, what } for each of
 * `_worker.js`, `_routes.json` and `functions` at its root, whatever it is (file, folder, symbolic
 * link, even a broken one). Nothing below the root counts. Throws when `folder` is not a folder.
 */
export function serverCode(folder) {
  const stats = lstatSync(folder);
  if (!stats.isDirectory()) throw new Error(`${folder} is ${kindOf(stats)}, not the site's folder`);
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => SERVER_CODE.has(entry.name))
    .map((entry) => ({
      name: entry.name,
      kind: kindOf(lstatSync(path.join(folder, entry.name))),
      what: SERVER_CODE.get(entry.name),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function exists(file) {
  try {
    return lstatSync(file, { throwIfNoEntry: false }) !== undefined;
  } catch (error) {
    // Below a file ("wrangler/wrangler.toml" when wrangler is a file): nothing there.
    if (error.code === "ENOTDIR") return false;
    throw error;
  }
}

/**
 * Why wrangler's working folder `folder` is no place to run it from, as sentences ([] when it is):
 * it must not exist yet or be empty (a `functions/` there would be deployed as Pages Functions),
 * and no folder from it up to the root may hold a wrangler configuration (wrangler looks upward).
 */
export function workFolderProblems(folder) {
  const problems = [];
  const absolute = path.resolve(folder);
  const stats = lstatSync(absolute, { throwIfNoEntry: false });
  if (stats && !stats.isDirectory()) problems.push(`${absolute} is ${kindOf(stats)}, not an empty folder`);
  else if (stats && readdirSync(absolute).length > 0) {
    problems.push(`${absolute} is not empty: ${readdirSync(absolute).sort().join(", ")}`);
  }
  for (let dir = absolute; ; dir = path.dirname(dir)) {
    for (const name of WRANGLER_CONFIG) {
      if (exists(path.join(dir, name))) problems.push(`wrangler would read ${path.join(dir, name)}`);
    }
    if (path.dirname(dir) === dir) break;
  }
  return problems;
}

function main([site, workFolder] = [], env = process.env) {
  if (!site || !workFolder) {
    throw new Error("Usage: node scripts/publish/artifact.mjs <site folder> <wrangler's working folder>");
  }
  const found = serverCode(site);
  const problems = [
    ...found.map(({ name, kind, what }) => `${name} (${kind}) at the root of the site: ${what}`),
    ...workFolderProblems(workFolder),
  ];
  if (problems.length === 0) {
    console.log(`Only static files: no ${[...SERVER_CODE.keys()].join(", ")} in ${site}; ${workFolder} is empty.`);
    return [];
  }
  for (const problem of problems) console.log(`::error::Not uploaded: ${problem}.`);
  if (env.GITHUB_STEP_SUMMARY) {
    appendFileSync(
      env.GITHUB_STEP_SUMMARY,
      `## Not uploaded: the site holds server code\n\nThe publish uploads static files only. The checked commit's build made what Cloudflare Pages would run on its servers, which the site's own build never makes:\n\n${problems.map((problem) => `- ${problem}`).join("\n")}\n\nThis comes from a change to the site's code, not from content.\n`,
    );
  }
  process.exitCode = 1;
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`::error::${error.message}`);
    process.exit(1);
  }
}

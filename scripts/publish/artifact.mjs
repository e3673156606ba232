#!/usr/bin/env node
/**
 * deploy.yml's step before `wrangler pages deploy`: refuses (never strips) server code in the artifact, and a
 * working folder wrangler would read functions/ or a configuration from (docs/SECURITY.md).
 * Usage: node scripts/publish/artifact.mjs <site folder> <wrangler's working folder>
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

/** What the host would run from the root of `folder`, whatever each entry is (even a broken link). */
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

/** Why wrangler may not run in `folder`: it is not empty, or it or a folder above holds a configuration. */
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

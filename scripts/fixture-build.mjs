#!/usr/bin/env node
/**
 * Runs the publish gate on the fixture content in a copy of the project at .fixture/ (its own cache: Gatsby drops it
 * when a source path changes), generating the GraphQL types the tests compare with src/gatsby-types.d.ts.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The fixture content, relative to the project (the value CONTENT_DIR takes for it). */
export const FIXTURE_CONTENT = "__tests__/fixtures/content";
export const FIXTURE_ROOT = path.join(ROOT, ".fixture");
export const FIXTURE_PUBLIC = path.join(FIXTURE_ROOT, "public");

export const TYPES_FILE = "src/gatsby-types.d.ts";

/** What the copy keeps between runs: Gatsby's state, and what the build makes. */
const KEPT = new Set([
  ".cache",
  "public",
  "node_modules",
  "static/admin",
  "static/fonts",
  "src/fonts/generated",
  ".wrangler",
]);

/** Every file of the checkout as it is (committed or not, minus what git ignores). */
function projectFiles() {
  return execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: ROOT, encoding: "utf8" })
    .split("\0")
    .filter((file) => file && existsSync(path.join(ROOT, file)));
}

/** Removes files from the copy that the checkout no longer has (a deleted page must not survive). */
function prune(dir, wanted, relative = "") {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = relative ? `${relative}/${entry.name}` : entry.name;
    if (KEPT.has(rel)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) prune(full, wanted, rel);
    else if (!wanted.has(rel)) rmSync(full, { force: true });
  }
}

export function buildFixture() {
  // The copy brought up to date with the checkout, copying only the files that changed.
  mkdirSync(FIXTURE_ROOT, { recursive: true });
  const files = projectFiles();
  prune(FIXTURE_ROOT, new Set(files));
  for (const file of files) {
    const from = path.join(ROOT, file);
    const to = path.join(FIXTURE_ROOT, file);
    if (existsSync(to) && readFileSync(to).equals(readFileSync(from))) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    cpSync(from, to, { preserveTimestamps: true });
  }
  if (!existsSync(path.join(FIXTURE_ROOT, "node_modules")))
    symlinkSync(path.join(ROOT, "node_modules"), path.join(FIXTURE_ROOT, "node_modules"), "dir");

  // Articles imported from a feed on the loopback, as the daily import adds them (e2e: "@imported").
  const imported = spawnSync(
    process.execPath,
    ["--import", "tsx", "__tests__/fixtures/import-fixture-feed.ts", FIXTURE_CONTENT],
    { cwd: FIXTURE_ROOT, stdio: "inherit" },
  );
  if (imported.status !== 0) throw new Error(`importing the fixture feed failed (exit ${imported.status})`);

  // Types generated on build, from scratch, so a stale committed file cannot pass for a new one.
  const configFile = path.join(FIXTURE_ROOT, "gatsby-config.ts");
  const config = readFileSync(configFile, "utf8");
  if (!config.includes("generateOnBuild: false"))
    throw new Error("gatsby-config.ts no longer sets generateOnBuild: false; update scripts/fixture-build.mjs");
  writeFileSync(configFile, config.replace("generateOnBuild: false", "generateOnBuild: true"));
  rmSync(path.join(FIXTURE_ROOT, TYPES_FILE), { force: true });

  const started = Date.now();
  const gate = spawnSync(process.execPath, [path.join(FIXTURE_ROOT, "scripts", "check-publish.mjs")], {
    cwd: FIXTURE_ROOT,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CONTENT_DIR: FIXTURE_CONTENT },
  });
  if (gate.status !== 0) throw new Error(`the publish gate failed on the fixture content (exit ${gate.status})`);
  console.log(`Fixture site built and gated in ${((Date.now() - started) / 1000).toFixed(0)} s: ${FIXTURE_PUBLIC}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildFixture();

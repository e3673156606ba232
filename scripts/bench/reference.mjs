/** The bench's reference: 9699eb0 with Gatsby's own <script async> tags, built once in .bench/ so it never drifts. */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

export const REFERENCE_COMMIT = "9699eb0";
const DIR = path.resolve(".bench", `reference-${REFERENCE_COMMIT}`);
const MARKER = path.join(DIR, ".bench-built");

// The one change to the reference: its post-build step no longer swaps Gatsby's script tags
// for the loader (the rest of that step, the host files, stays).
const LOADER_REWRITE =
  "const pages = builtPages(publicDir).map((page) => ({ ...page, html: loadScriptsAfterFirstPaint(page.html) }));\n  pages.forEach((page) => writeFileSync(page.file, page.html));";
const STOCK_SCRIPTS = "const pages = builtPages(publicDir);";

/** The reference's public/ directory, built first if it is not there yet. */
export function referencePublicDir({ rebuild = false } = {}) {
  const publicDir = path.join(DIR, "public");
  if (!rebuild && existsSync(MARKER)) return publicDir;
  console.log(`Building the reference (${REFERENCE_COMMIT}, Gatsby's own script tags) in ${DIR}…`);
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  execSync(`git archive ${REFERENCE_COMMIT} | tar -x -C "${DIR}"`, { stdio: "inherit" });

  const gatsbyNode = path.join(DIR, "gatsby-node.ts");
  const source = readFileSync(gatsbyNode, "utf8");
  if (!source.includes(LOADER_REWRITE)) throw new Error(`${gatsbyNode}: the loader's rewrite was not found`);
  writeFileSync(gatsbyNode, source.replace(LOADER_REWRITE, STOCK_SCRIPTS));

  // Same lock file: share this checkout's node_modules rather than installing a second copy.
  const sameLock =
    readFileSync(path.join(DIR, "package-lock.json"), "utf8") === readFileSync("package-lock.json", "utf8");
  if (sameLock) symlinkSync(path.resolve("node_modules"), path.join(DIR, "node_modules"), "dir");
  else execSync("npm ci --no-audit --no-fund", { cwd: DIR, stdio: "inherit" });
  execSync("npx gatsby build", { cwd: DIR, stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } });
  const html = readFileSync(path.join(publicDir, "home", "index.html"), "utf8");
  if (html.includes("after-first-paint") || !/<script[^>]+async/.test(html))
    throw new Error("The reference build still carries the script loader");
  writeFileSync(MARKER, new Date().toISOString());
  return publicDir;
}

/**
 * Builds the site from a copy of this checkout (`npm run test:build`: Node's test runner, as a
 * whole build is no Jest unit test), changed in two ways, and checks what comes out:
 * - its siteUrl ends in a slash (the content schema accepts "https://example.com/"): every
 *   absolute URL in the built pages must still have exactly one slash after the origin;
 * - it generates the GraphQL types on build (gatsby-config turns that off, see there): they must
 *   be the committed src/gatsby-types.d.ts, i.e. nobody changed a query without regenerating them.
 */
import { execFileSync, execSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import assert from "node:assert/strict";

const root = path.resolve(import.meta.dirname, "../..");
const settingsFile = "content/settings/site.json";
const typesFile = "src/gatsby-types.d.ts";
const settings = JSON.parse(readFileSync(path.join(root, settingsFile), "utf8"));
const origin = settings.siteUrl.replace(/\/+$/, "");
let copy;

const built = (file) => readFileSync(path.join(copy, "public", file), "utf8");

/** Every built text file (HTML, XML, robots.txt) with its contents. */
function builtTextFiles(dir = path.join(copy, "public")) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "static" ? [] : builtTextFiles(full);
    return /\.(html|xml|txt)$/.test(entry.name) ? [{ file: full, text: readFileSync(full, "utf8") }] : [];
  });
}

before(() => {
  copy = mkdtempSync(path.join(os.tmpdir(), "site-url-"));
  // The checkout as it is (committed or not, minus what git ignores), with its node_modules and
  // Gatsby's cache, so only what the site URL touches is rebuilt.
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    try {
      cpSync(path.join(root, file), path.join(copy, file));
    } catch (error) {
      if (error.code !== "ENOENT") throw error; // a file deleted but not yet committed
    }
  }
  cpSync(path.join(root, ".cache"), path.join(copy, ".cache"), { recursive: true, force: true, errorOnExist: false });
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
  writeFileSync(path.join(copy, settingsFile), JSON.stringify({ ...settings, siteUrl: `${origin}/` }, null, 2));
  const config = readFileSync(path.join(copy, "gatsby-config.ts"), "utf8");
  assert.ok(config.includes("generateOnBuild: false"), "gatsby-config.ts sets generateOnBuild: false");
  writeFileSync(path.join(copy, "gatsby-config.ts"), config.replace("generateOnBuild: false", "generateOnBuild: true"));
  rmSync(path.join(copy, typesFile));
  execSync("npx gatsby build", { cwd: copy, stdio: "ignore", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } });
});

after(() => copy && rmSync(copy, { recursive: true, force: true }));

test("canonical and og:url of /home have one slash after the origin", () => {
  const html = built("home/index.html");
  assert.match(html, new RegExp(`<link rel="canonical" href="${origin}/home/"`));
  assert.match(html, new RegExp(`<meta property="og:url" content="${origin}/home/"`));
});

test("the structured data names URLs with one slash after the origin", () => {
  const html = built("home/index.html");
  const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? "";
  assert.ok(jsonLd.includes(`"${origin}/home/"`), "JSON-LD names the home page");
  assert.ok(jsonLd.includes(`"${origin}/#author"`), "JSON-LD names the author");
});

test("no built page, sitemap or robots.txt has a double slash after the origin", () => {
  const files = builtTextFiles();
  assert.ok(files.some(({ file }) => file.endsWith("robots.txt")));
  assert.ok(files.some(({ file }) => file.endsWith("sitemap-0.xml")));
  for (const { file, text } of files) assert.ok(!text.includes(`${origin}//`), `${file} has ${origin}//`);
});

test("the committed GraphQL types are the ones Gatsby generates from the current queries", () => {
  const generated = readFileSync(path.join(copy, typesFile), "utf8");
  const committed = readFileSync(path.join(root, typesFile), "utf8");
  assert.ok(generated.includes("type HomePageQuery ="), "the generated types hold the page queries");
  assert.ok(
    generated === committed,
    `${typesFile} is out of date: run \`npm run develop\` once (it rewrites the file) and commit it`,
  );
});

/** @jest-environment node */
/**
 * scripts/publish/artifact.mjs on real folders: server code at the site's root (also as links) and a wrangler
 * working folder that is not empty or sits under a configuration are refused; look-alikes deeper in pass.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runScript } from "../../fixtures/fake-github";

// Each test runs node, slow on a busy machine.
jest.setTimeout(60_000);

const script = path.join(__dirname, "..", "..", "..", "scripts", "publish", "artifact.mjs");
const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A runner's temporary folder: the downloaded site (with `files`; null, a folder) in site/, wrangler's not made yet. */
function runnerTemp(files: Record<string, string | null> = {}) {
  const temp = mkdtempSync(path.join(tmpdir(), "artifact-"));
  temporary.push(temp);
  const site = path.join(temp, "site");
  const put = (file: string, text: string | null) => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    if (text === null) mkdirSync(path.join(site, file));
    else writeFileSync(path.join(site, file), text);
  };
  put("index.html", "<!doctype html><title>Home</title>");
  put("_headers", "/*\n  X-Frame-Options: DENY\n");
  put("_redirects", "/ /home/ 301\n");
  for (const [file, text] of Object.entries(files)) put(file, text);
  return { temp, site, wrangler: path.join(temp, "wrangler") };
}

const inspect = ({ temp, site, wrangler }: ReturnType<typeof runnerTemp>) =>
  runScript(script, [site, wrangler], { cwd: temp, env: {} });

const WORKER = "export default { fetch: () => new Response(process.env.SECRET) };\n";

describe("the site folder: only static files are uploaded", () => {
  it("passes the site as its build makes it, with static look-alikes below the root", async () => {
    const folders = runnerTemp({
      "static/functions/x.js": "console.log(1);\n",
      "functions-of-love/index.html": "<!doctype html><title>Functions of love</title>",
      "page-data/functions/page-data.json": "{}",
      "static/_worker.js": "// a file of the site, not at its root\n",
      "articles/_routes.json": "{}",
      "functions.html": "<!doctype html>",
      "_worker.js.map": "{}",
    });
    const run = await inspect(folders);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Only static files");
    expect(run.summary).toBe("");
  });

  // Files to add (null: an empty folder), links to make (name: target), and how the refusal names it.
  it.each<[string, Record<string, string | null>, Record<string, string>, string]>([
    ["_worker.js as a file", { "_worker.js": WORKER }, {}, "_worker.js (a file)"],
    ["_worker.js as a folder of modules", { "_worker.js/index.js": WORKER }, {}, "_worker.js (a folder)"],
    [
      "_worker.js as a symbolic link to a file in the site",
      { "static/w.js": WORKER },
      { "_worker.js": "static/w.js" },
      "_worker.js (a symbolic link)",
    ],
    ["_worker.js as a broken link", {}, { "_worker.js": "/nowhere/worker.js" }, "_worker.js (a symbolic link)"],
    ["_routes.json", { "_routes.json": '{"version":1,"include":["/*"],"exclude":[]}' }, {}, "_routes.json (a file)"],
    ["functions/", { "functions/[[path]].js": "export const onRequest = () => null;\n" }, {}, "functions (a folder)"],
    ["an empty functions/", { functions: null }, {}, "functions (a folder)"],
    ["functions as a symbolic link to a folder", {}, { functions: "static" }, "functions (a symbolic link)"],
  ])("refuses %s at the root, loudly", async (_what, files, links, named) => {
    const folders = runnerTemp({ "static/x.js": "1;\n", ...files });
    for (const [name, target] of Object.entries(links)) symlinkSync(target, path.join(folders.site, name));
    const run = await inspect(folders);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`::error::Not uploaded: ${named} at the root of the site`);
    expect(run.summary).toContain("## Not uploaded: the site holds server code");
    expect(run.summary).toContain(named);
  });

  it("names every one it finds", async () => {
    const folders = runnerTemp({ "_worker.js": WORKER, "_routes.json": "{}", "functions/a.js": WORKER });
    const run = await inspect(folders);
    expect(run.code).toBe(1);
    for (const name of ["_worker.js (a file)", "_routes.json (a file)", "functions (a folder)"]) {
      expect(run.stdout).toContain(`::error::Not uploaded: ${name}`);
    }
  });

  it("fails when there is no site folder, or it is not a folder", async () => {
    const missing = runnerTemp();
    rmSync(missing.site, { recursive: true });
    expect((await inspect(missing)).code).toBe(1);
    const file = runnerTemp();
    rmSync(file.site, { recursive: true });
    writeFileSync(file.site, "not a folder");
    const run = await inspect(file);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("not the site's folder");
    expect((await runScript(script, [], { cwd: file.temp, env: {} })).code).toBe(1);
  });
});

describe("wrangler's working folder: nothing there for wrangler to pick up", () => {
  // wrangler 4 builds Pages Functions from functions/ in the folder it runs in, and reads a
  // wrangler.json(c)/.toml there or in any folder above.
  it("passes a folder that is not made yet, or made and empty", async () => {
    const folders = runnerTemp();
    expect((await inspect(folders)).code).toBe(0);
    mkdirSync(folders.wrangler);
    expect((await inspect(folders)).code).toBe(0);
  });

  it("refuses a working folder that holds functions/ or anything else", async () => {
    const folders = runnerTemp();
    mkdirSync(path.join(folders.wrangler, "functions"), { recursive: true });
    writeFileSync(path.join(folders.wrangler, "functions", "index.js"), WORKER);
    const run = await inspect(folders);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`::error::Not uploaded: ${folders.wrangler} is not empty: functions`);
  });

  it("refuses a working folder under a wrangler configuration, or that is a file", async () => {
    for (const config of ["wrangler.toml", "wrangler.json", "wrangler.jsonc", ".wrangler/deploy/config.json"]) {
      const folders = runnerTemp();
      mkdirSync(path.dirname(path.join(folders.temp, config)), { recursive: true });
      writeFileSync(path.join(folders.temp, config), "{}");
      const run = await inspect(folders);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(`wrangler would read ${path.join(folders.temp, config)}`);
    }
    const file = runnerTemp();
    writeFileSync(file.wrangler, "");
    expect((await inspect(file)).stdout).toContain("is a file, not an empty folder");
  });
});

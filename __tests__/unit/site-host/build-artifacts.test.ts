import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { publishedFileProblems, removeBuildOnlyFiles } from "../../../plugins/site-host/build-artifacts";

/** A build's folder: its public/, and where the records go. */
let dir: string;
let publicDir: string;
const write = (file: string, text = "x") => {
  mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  writeFileSync(path.join(publicDir, file), text);
};
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "build-artifacts-"));
  publicDir = path.join(dir, "public");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("removeBuildOnlyFiles", () => {
  it("moves Gatsby's records of the scripts out, removes every source map, wherever it is, and names them", () => {
    const site = [
      "index.html",
      "app-0123.js",
      "app-0123.js.LICENSE.txt",
      "styles.abc.css",
      "page-data/home/page-data.json",
      "_gatsby/slices/_gatsby-scripts-1.html",
      "admin/cms.js",
      "sitemap-0.xml",
      // Names that only look like the build's own files.
      "static/webpack.stats.json.jpg",
      "static/map",
      "static/a.mapping.json",
    ];
    const buildOnly = [
      "webpack.stats.json",
      "chunk-map.json",
      "app-0123.js.map",
      "styles.abc.css.map",
      "~partytown/debug/partytown.js.map",
      "admin/chunks/x.js.map",
    ];
    [...site, ...buildOnly].forEach((file) => write(file));
    writeFileSync(path.join(publicDir, "webpack.stats.json"), '{"namedChunkGroups":{}}');
    const records = path.join(dir, "records");
    expect(removeBuildOnlyFiles(publicDir, records)).toEqual([...buildOnly].sort());
    // Gatsby's records are kept for the project's tools, out of public/; source maps are not.
    expect(readFileSync(path.join(records, "webpack.stats.json"), "utf8")).toBe('{"namedChunkGroups":{}}');
    expect(readdirSync(records).sort()).toEqual(["chunk-map.json", "webpack.stats.json"]);
    for (const file of site) expect(existsSync(path.join(publicDir, file))).toBe(true);
    for (const file of buildOnly) expect(existsSync(path.join(publicDir, file))).toBe(false);
  });

  it("removes nothing from a public/ without them, and can run again", () => {
    ["index.html", "home/index.html"].forEach((file) => write(file));
    expect(removeBuildOnlyFiles(publicDir, path.join(publicDir, "records"))).toEqual([]);
    expect(removeBuildOnlyFiles(publicDir, path.join(publicDir, "records"))).toEqual([]);
    expect(existsSync(path.join(publicDir, "records"))).toBe(false);
    expect(existsSync(path.join(publicDir, "home/index.html"))).toBe(true);
  });
});

describe("publishedFileProblems", () => {
  it("passes a build of the site's types of file alone", () => {
    [
      "index.html",
      "app-1.js",
      "app-1.js.LICENSE.txt",
      "_headers",
      "_redirects",
      "static/a.avif",
      "admin/x.wasm",
      "events/a-reading/a-reading.ics",
    ].forEach((file) => write(file));
    expect(publishedFileProblems(publicDir, "/build/project")).toEqual([]);
  });

  it("names the build's own files, other types and extensionless files, and any file holding the build's path", () => {
    write("app-1.js.map");
    write("webpack.stats.json");
    write("static/logo.svg");
    write("README");
    write("app-2.js", 'icon:"/build/project/content/images/logo.png"');
    expect(publishedFileProblems(publicDir, "/build/project")).toEqual([
      "public/README is of a type the site does not publish",
      "public/app-1.js.map is the build's own file, not the site's",
      "public/app-2.js holds the build's path /build/project",
      "public/static/logo.svg is of a type the site does not publish",
      "public/webpack.stats.json is the build's own file, not the site's",
    ]);
  });
});

import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readScriptManifest, SCRIPT_MANIFEST, scriptManifest } from "../../../src/lib/page-scripts";

describe("scriptManifest", () => {
  it("keeps each chunk group's scripts in their load order, and nothing else", () => {
    // The shape of webpack 5's stats.namedChunkGroups (assets as objects; plain names accepted too).
    const namedChunkGroups = {
      app: {
        assets: [
          { name: "webpack-runtime-1.js" },
          { name: "framework-2.js" },
          { name: "styles.3.css" },
          { name: "app-4.js" },
        ],
      },
      "component---src-pages-home-tsx": { assets: ["shared-5.js", "component---src-pages-home-tsx-6.js"] },
      "component---src-pages-404-tsx": {},
      gone: undefined,
    };
    expect(scriptManifest(namedChunkGroups)).toEqual({
      app: ["webpack-runtime-1.js", "framework-2.js", "app-4.js"],
      "component---src-pages-home-tsx": ["shared-5.js", "component---src-pages-home-tsx-6.js"],
      "component---src-pages-404-tsx": [],
      gone: [],
    });
  });
});

describe("readScriptManifest", () => {
  it("reads the manifest the build wrote into public/", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "public-"));
    writeFileSync(path.join(dir, SCRIPT_MANIFEST), JSON.stringify({ app: ["app-1.js"] }));
    expect(readScriptManifest(dir)).toEqual({ app: ["app-1.js"] });
  });

  it("is null without a build", () => {
    expect(readScriptManifest(mkdtempSync(path.join(tmpdir(), "public-")))).toBeNull();
  });
});

/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  buildRecord,
  prunePublic,
  staleBundles,
  staleItemFiles,
  staleFolders,
  staleIcons,
} from "../../../plugins/site-host/prune-public";
import { filesUnder } from "../../../plugins/site-host/files-under";

const KEPT = "0123456789abcdef0123456789abcdef";
const GONE = "fedcba9876543210fedcba9876543210";
const file = (contentDigest: string) => ({ internal: { contentDigest } });
/** A build's record with these content files, a CMS of one file and no web manifest. */
const record = (...files: ReturnType<typeof file>[]) => ({ files, adminFiles: ["index.html"], icons: [] });

/** A build's folder: its public/, static/ and .cache/. */
let dir: string;
const publicDir = () => path.join(dir, "public");
const write = (relative: string, text = "x") => {
  mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  writeFileSync(path.join(dir, relative), text);
};
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "prune-public-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("staleFolders", () => {
  it("names the folders of content files no longer there, and only those, keeping one two files share", () => {
    expect(staleFolders([KEPT, GONE], [file(KEPT), file(KEPT), file("another")])).toEqual([GONE]);
  });

  it("leaves every other name alone: fonts, webpack's files, folders that are no digest", () => {
    const names = ["fraunces-normal-643b6bbe815059684b4d079ae9ac4677.woff2", "images", GONE.toUpperCase(), `${GONE}0`];
    expect(staleFolders(names, [file(KEPT)])).toEqual([]);
  });
});

describe("prunePublic", () => {
  it("does nothing without public/static/, with nothing stale, or for a file named like a digest (no image folder)", () => {
    mkdirSync(publicDir());
    expect(prunePublic(publicDir(), record(file(KEPT)))).toEqual([]);
    write(`public/static/${KEPT}/cover.jpg`);
    write(`public/static/${GONE}`);
    expect(prunePublic(publicDir(), record(file(KEPT)))).toEqual([]);
    expect(existsSync(path.join(publicDir(), "static", GONE))).toBe(true);
  });

  it("refuses to run without any content file, rather than delete every image", () => {
    write(`public/static/${GONE}/cover.jpg`);
    expect(() => prunePublic(publicDir(), record())).toThrow(/no content files/);
    expect(existsSync(path.join(publicDir(), "static", GONE, "cover.jpg"))).toBe(true);
  });
});

const icons = [`icons/icon-48x48-${KEPT}.png`, `icons/icon-96x96-${KEPT}.png`];

it("staleIcons names an icon the manifest no longer lists, even of the same logo", () => {
  expect(staleIcons([`icon-48x48-${KEPT}.png`, `icon-512x512-${KEPT}.png`], [], icons)).toEqual([
    `icons/icon-512x512-${KEPT}.png`,
  ]);
});

describe("a build's record, and pruning by it", () => {
  beforeEach(() => {
    // The build's CMS: a new logo type and a new chunk.
    write("static/admin/index.html");
    write("static/admin/logo.jpg");
    write("static/admin/chunks/new-BBBB.js");
    // The fonts cut for this build's content, beside those of the last.
    write("static/fonts/inter-normal.new.woff2");
    write("public/fonts/inter-normal.new.woff2");
    write("public/fonts/inter-normal.old.woff2");
    // public/ as the restored one plus this build: the old logo's icons and CMS files are still there.
    write("public/admin/index.html");
    write("public/admin/logo.jpg");
    write("public/admin/logo.png");
    write("public/admin/chunks/new-BBBB.js");
    write("public/admin/chunks/old-AAAA.js");
    write(`public/icons/icon-48x48-${KEPT}.png`);
    write(`public/icons/icon-48x48-${GONE}.png`);
    write(`public/favicon-32x32-${KEPT}.png`);
    write(`public/favicon-32x32-${GONE}.png`);
    write(`public/static/${KEPT}/a/cover.avif`);
    write(`public/static/${GONE}/a/cover.avif`);
    write("public/home/index.html");
    write("public/app-new.js");
    write("public/app-new.js.LICENSE.txt");
    write("public/app-old.js");
    write(".cache/build-records/webpack-assets.json", JSON.stringify(["app-new.js", "app-new.js.LICENSE.txt"]));
    write(
      "public/manifest.webmanifest",
      JSON.stringify({ name: "A", icons: [{ src: `icons/icon-48x48-${KEPT}.png`, sizes: "48x48" }] }),
    );
  });

  it("reads the record from what the build wrote, and removes exactly what it does not account for", () => {
    const built = buildRecord(dir, [file(KEPT)]);
    expect(built).toEqual({
      files: [file(KEPT)],
      adminFiles: ["chunks/new-BBBB.js", "index.html", "logo.jpg"],
      fontFiles: ["inter-normal.new.woff2"],
      icons: [`icons/icon-48x48-${KEPT}.png`],
      bundles: ["app-new.js", "app-new.js.LICENSE.txt"],
    });
    expect(prunePublic(publicDir(), built).sort()).toEqual([
      "admin/chunks/old-AAAA.js",
      "admin/logo.png",
      "app-old.js",
      `favicon-32x32-${GONE}.png`,
      "fonts/inter-normal.old.woff2",
      `icons/icon-48x48-${GONE}.png`,
      `static/${GONE}`,
    ]);
    expect(filesUnder(publicDir())).toEqual([
      "admin/chunks/new-BBBB.js",
      "admin/index.html",
      "admin/logo.jpg",
      "app-new.js",
      "app-new.js.LICENSE.txt",
      `favicon-32x32-${KEPT}.png`,
      "fonts/inter-normal.new.woff2",
      "home/index.html",
      `icons/icon-48x48-${KEPT}.png`,
      "manifest.webmanifest",
      `static/${KEPT}/a/cover.avif`,
    ]);
  });

  it("refuses to run when the build made no CMS, rather than delete it all", () => {
    expect(() => prunePublic(publicDir(), { files: [file(KEPT)], adminFiles: [], icons: [] })).toThrow(/no CMS/);
    expect(existsSync(path.join(publicDir(), "admin", "logo.png"))).toBe(true);
  });
});

it("staleBundles names the root's scripts and styles this build's compilation did not make, and nothing else", () => {
  const made = ["app-new.js", "app-new.js.LICENSE.txt", "918-abc.js", "styles.new.css"];
  const old = ["app-old.js", "app-old.js.LICENSE.txt", "app-old.js.map", "styles.old.css"];
  const others = ["index.html", "robots.txt", "manifest.webmanifest", "chunk-map.json", "_headers"];
  expect(staleBundles([...made, ...old, ...others], [...made, "static/font-1.woff2"])).toEqual(old);
});

it("staleItemFiles names the files of a collection's type in its folder this build did not write, and nothing else there", () => {
  for (const file of ["kept/kept.ics", "kept/index.html", "deleted/deleted.ics", "renamed/old-name.ics"])
    write(`public/events/${file}`);
  write("public/events/deleted/index.html");
  // The collection's own file (its `all`) is one of them, and so are the pages' share cards.
  write("public/events.ics");
  write("public/cards/kept.jpg");
  write("public/cards/gone.jpg");
  // Another folder's file of that type is not a collection's (only the declared folders are read).
  write("public/static/other.ics");
  const written = ["cards/kept.jpg", "events.ics", "events/kept/kept.ics", "events/renamed/renamed.ics"];
  expect(staleItemFiles(publicDir(), written)).toEqual([
    "cards/gone.jpg",
    "events/deleted/deleted.ics",
    "events/renamed/old-name.ics",
  ]);
  // An empty list is a list: every one of them is stale.
  expect(staleItemFiles(publicDir(), [])).toEqual([
    "cards/gone.jpg",
    "cards/kept.jpg",
    "events.ics",
    "events/deleted/deleted.ics",
    "events/kept/kept.ics",
    "events/renamed/old-name.ics",
  ]);
});

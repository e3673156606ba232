/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { prunePublic, staleFolders } from "../../../src/lib/prune-public";

const KEPT = "0123456789abcdef0123456789abcdef";
const GONE = "fedcba9876543210fedcba9876543210";
const file = (contentDigest: string) => ({ internal: { contentDigest } });

describe("staleFolders", () => {
  it("names the folders of content files no longer there, and only those", () => {
    expect(staleFolders([KEPT, GONE], [file(KEPT), file("another")])).toEqual([GONE]);
  });

  it("leaves every other name alone: fonts, webpack's files, folders that are no digest", () => {
    const names = ["fraunces-normal-643b6bbe815059684b4d079ae9ac4677.woff2", "images", GONE.toUpperCase(), `${GONE}0`];
    expect(staleFolders(names, [file(KEPT)])).toEqual([]);
  });

  it("keeps a folder that another content file shares (the same picture twice)", () => {
    expect(staleFolders([KEPT], [file(KEPT), file(KEPT)])).toEqual([]);
  });
});

describe("prunePublic", () => {
  let publicDir: string;
  const staticDir = () => path.join(publicDir, "static");
  const put = (relative: string) => {
    mkdirSync(path.dirname(path.join(staticDir(), relative)), { recursive: true });
    writeFileSync(path.join(staticDir(), relative), "x");
  };

  beforeEach(() => {
    publicDir = mkdtempSync(path.join(tmpdir(), "prune-public-"));
  });
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  it("deletes the stale folders with everything in them and returns them", () => {
    put(`${KEPT}/1a2b3/cover.avif`);
    put(`${GONE}/1a2b3/cover.avif`);
    put(`${GONE}/cover.jpg`);
    put("inter-normal-f849ba9fb5cc7e5f4b19d36683614ff0.woff2");
    expect(prunePublic(publicDir, [file(KEPT)])).toEqual([`static/${GONE}`]);
    expect(readdirSync(staticDir()).sort()).toEqual([KEPT, "inter-normal-f849ba9fb5cc7e5f4b19d36683614ff0.woff2"]);
    expect(existsSync(path.join(staticDir(), KEPT, "1a2b3/cover.avif"))).toBe(true);
  });

  it("leaves a file named like a digest: it is no image folder", () => {
    put(GONE);
    expect(prunePublic(publicDir, [file(KEPT)])).toEqual([]);
    expect(existsSync(path.join(staticDir(), GONE))).toBe(true);
  });

  it("does nothing when there is nothing stale, or no public/static/ yet", () => {
    expect(prunePublic(publicDir, [file(KEPT)])).toEqual([]);
    put(`${KEPT}/cover.jpg`);
    expect(prunePublic(publicDir, [file(KEPT)])).toEqual([]);
  });

  it("refuses to run without any content file, rather than delete every image", () => {
    put(`${GONE}/cover.jpg`);
    expect(() => prunePublic(publicDir, [])).toThrow(/no content files/);
    expect(existsSync(path.join(staticDir(), GONE, "cover.jpg"))).toBe(true);
  });
});

/** contentFilePath, the one rule for a file path in the content (docs/SECURITY.md). */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { contentFilePath } from "../../../src/lib/content/content-dir";

let base: string;
let content: string;
beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), "content-path-"));
  content = path.join(base, "content");
  mkdirSync(path.join(content, "images"), { recursive: true });
  mkdirSync(path.join(content, "settings"));
  writeFileSync(path.join(content, "images", "logo.png"), "");
  // A neighbour whose name starts like the content folder's.
  mkdirSync(path.join(base, "content-secret"));
  writeFileSync(path.join(base, "content-secret", "x.png"), "");
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

it("gives the file a path inside the content folder names, relative to the file that names it", () => {
  expect(contentFilePath(content, "settings/site.json", "../images/logo.png")).toBe(
    path.join(content, "images", "logo.png"),
  );
  expect(contentFilePath(content, "carousel.json", "./images/logo.png")).toBe(path.join(content, "images", "logo.png"));
  // Out and back in again is still inside; a file that is not there yet is the caller's to report.
  expect(contentFilePath(content, "settings/site.json", "../../content/images/new.png")).toBe(
    path.join(content, "images", "new.png"),
  );
});

it("refuses every path that leads outside it", () => {
  for (const value of [
    "../../content-secret/x.png",
    path.join(base, "content-secret", "x.png"),
    "/etc/passwd",
    "../..",
    "..",
  ])
    expect(contentFilePath(content, "settings/site.json", value)).toBeUndefined();
  expect(contentFilePath(content, "carousel.json", ".")).toBeUndefined();
});

it("refuses a path that is inside only until a symbolic link is followed", () => {
  symlinkSync(path.join(base, "content-secret"), path.join(content, "images", "elsewhere"));
  expect(contentFilePath(content, "carousel.json", "./images/elsewhere/x.png")).toBeUndefined();
});

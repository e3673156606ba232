/**
 * What a build over a restored public/ must remove beyond a gone page's HTML and data, which Gatsby deletes itself
 * (docs/SECURITY.md): by the build's record, read from what it wrote, so it holds after Gatsby drops its cache.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Compiler } from "webpack";
import { filesUnder } from "./files-under";
import { FOLDER_COLLECTIONS } from "../../src/lib/content/collections";
import { CARDS_FOLDER } from "../../src/lib/site-path";

/** A content file as Gatsby knows it (a File node): its content digest names its folder. */
export interface ContentFile {
  internal: { contentDigest: string };
}

/** What this build made, in the parts of public/ that Gatsby does not clear itself. */
export interface BuildRecord {
  files: readonly ContentFile[];
  /** Every file of the build's static/admin/, relative to it with "/". */
  adminFiles: readonly string[];
  /** Every file of the build's static/fonts/, when it wrote them. */
  fontFiles?: readonly string[];
  /** The icons the web manifest this build wrote lists, relative to public/ ("icons/icon-48x48-….png"). */
  icons: readonly string[];
  /** What the production scripts' compilation made, when it wrote its list (WebpackAssetsRecord). */
  bundles?: readonly string[];
  /** The collections' own files this build wrote (ITEM_FILES_RECORD), relative to public/, when it wrote its list. */
  itemFiles?: readonly string[];
}

/** The name Gatsby gives a content file's folder under public/static/: the file's MD5, in hex. */
const DIGEST_FOLDER = /^[0-9a-f]{32}$/;
/** gatsby-plugin-manifest's favicon, at the root of public/, named after the logo's digest. */
const FAVICON = /^favicon-\d+x\d+-([0-9a-f]{32})\.png$/;
const DIGEST_IN_NAME = /-([0-9a-f]{32})\.png$/;

/** The digest folders of public/static/ of no current content file (other names are never stale). */
export function staleFolders(names: readonly string[], files: readonly ContentFile[]): string[] {
  const current = new Set(files.map((file) => file.internal.contentDigest));
  return names.filter((name) => DIGEST_FOLDER.test(name) && !current.has(name)).sort();
}

/** The icons in public/icons/ and favicons at its root (paths relative to it) that `icons` does not account for. */
export function staleIcons(
  iconFiles: readonly string[],
  rootFiles: readonly string[],
  icons: readonly string[],
): string[] {
  const listed = new Set(icons);
  const digests = new Set(icons.map((icon) => DIGEST_IN_NAME.exec(icon)?.[1]).filter(Boolean));
  return [
    ...iconFiles.map((name) => `icons/${name}`).filter((file) => !listed.has(file)),
    ...rootFiles.filter((name) => {
      const digest = FAVICON.exec(name)?.[1];
      return digest !== undefined && !digests.has(digest);
    }),
  ].sort();
}

/** The record of the build of the project at `root`, read from what it wrote. */
export function buildRecord(root: string, files: readonly ContentFile[]): BuildRecord {
  const manifest = path.join(root, "public", "manifest.webmanifest");
  const { icons = [] } = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, "utf8")) as { icons?: { src: string }[] })
    : {};
  return {
    files,
    adminFiles: filesUnder(path.join(root, "static", "admin")),
    fontFiles: filesUnder(path.join(root, "static", "fonts")),
    icons: icons.map((icon) => icon.src.replace(/^\//, "")),
    bundles: readList(root, WEBPACK_ASSETS_FILE),
    itemFiles: readList(root, ITEM_FILES_RECORD),
  };
}

/** Deletes and returns what `record` does not account for; throws, deleting nothing, with no content or CMS file. */
export function prunePublic(publicDir: string, record: BuildRecord): string[] {
  if (record.files.length === 0) throw new Error("prunePublic: no content files were given; public/ was left as it is");
  if (record.adminFiles.length === 0)
    throw new Error("prunePublic: the build made no CMS in static/admin/; public/ was left as it is");
  const staticDir = path.join(publicDir, "static");
  const folders = existsSync(staticDir)
    ? readdirSync(staticDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  const iconsDir = path.join(publicDir, "icons");
  const iconFiles = existsSync(iconsDir) ? readdirSync(iconsDir) : [];
  const rootFiles = readdirSync(publicDir);
  /** The files of public/<folder>/ (relative to public/) that the build's static/<folder>/ does not have. */
  const staleCopies = (folder: string, built: readonly string[]) =>
    filesUnder(path.join(publicDir, folder))
      .filter((file) => !built.includes(file))
      .map((file) => `${folder}/${file}`);
  // Without a part of the record (no manifest, fonts, compilation's list or item files written), nothing to tell by.
  const stale = [
    ...staleFolders(folders, record.files).map((name) => `static/${name}`),
    ...(record.icons.length > 0 ? staleIcons(iconFiles, rootFiles, record.icons) : []),
    ...staleCopies("admin", record.adminFiles),
    ...(record.fontFiles?.length ? staleCopies("fonts", record.fontFiles) : []),
    ...(record.bundles ? staleBundles(rootFiles, record.bundles) : []),
    ...(record.itemFiles ? staleItemFiles(publicDir, record.itemFiles) : []),
  ];
  for (const file of stale) rmSync(path.join(publicDir, file), { recursive: true, force: true });
  return stale;
}

/** The files webpack writes at the root of public/: scripts and styles, with their licences and maps. */
const BUNDLE_FILE = /^[^/]+\.(js|css)(\.LICENSE\.txt|\.map)?$/;

/** Where WebpackAssetsRecord and recordItemFiles write their lists, relative to the project (.cache/ is never published). */
const WEBPACK_ASSETS_FILE = ".cache/build-records/webpack-assets.json";
export const ITEM_FILES_RECORD = ".cache/build-records/item-files.json";

/** Writes a build record: a sorted list of names, under the project `root`. */
function writeList(root: string, record: string, names: readonly string[]): void {
  const file = path.join(root, record);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify([...names].sort(), null, 1));
}

function readList(root: string, record: string): string[] | undefined {
  const file = path.join(root, record);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as string[]) : undefined;
}

/** Writes the files the production scripts' compilation made (plugins/site-host's onCreateWebpackConfig). */
export class WebpackAssetsRecord {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap("WebpackAssetsRecord", ({ compilation }) =>
      writeList(compiler.context, WEBPACK_ASSETS_FILE, Object.keys(compilation.assets)),
    );
  }
}

/** The scripts and styles at the root of public/ (their names) that this build's compilation did not make. */
export function staleBundles(rootFiles: readonly string[], assets: readonly string[]): string[] {
  const made = new Set(assets);
  return rootFiles.filter((name) => BUNDLE_FILE.test(name) && !made.has(name)).sort();
}

/** Records the collections' own files the build under `root` wrote (relative to public/); none is a list too. */
export const recordItemFiles = (root: string, written: readonly string[]) =>
  writeList(root, ITEM_FILES_RECORD, written);

/**
 * The collections' own files in `publicDir` (of their type, in their address's first folder, and each
 * collection's `all`) and the share cards that `written` does not list.
 */
export function staleItemFiles(publicDir: string, written: readonly string[]): string[] {
  return (
    FOLDER_COLLECTIONS.flatMap(({ files }) => {
      if (!files) return [];
      const folder = files.path("address").split("/").filter(Boolean)[0];
      const all = files.all?.replace(/^\//, "");
      return [
        ...filesUnder(path.join(publicDir, folder))
          .filter((file) => file.endsWith(`.${files.extension}`))
          .map((file) => `${folder}/${file}`),
        ...(all && existsSync(path.join(publicDir, all)) ? [all] : []),
      ];
    })
      // The pages' share cards, which belong to no collection.
      .concat(filesUnder(path.join(publicDir, CARDS_FOLDER)).map((file) => `${CARDS_FOLDER}/${file}`))
      .filter((file) => !written.includes(file))
      .sort()
  );
}

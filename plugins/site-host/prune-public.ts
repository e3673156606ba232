/**
 * What a build over a restored public/ must remove: Gatsby deletes a gone page's HTML and page data
 * and nothing else. So these go, by the build's own record (read from what this build wrote, so it
 * holds after Gatsby drops its cache): public/static/<digest>/ of no current content file (a kept
 * file's folder stays: Gatsby's cache would not make its images again); the logo's icons the web
 * manifest does not list; files of public/admin/ and public/fonts/ this build's static/ copy lacks;
 * root scripts and styles webpack did not make this build; and the collections' own files (an
 * event's .ics) this build did not write.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Compiler } from "webpack";
import { filesUnder } from "./files-under";
import { FOLDER_COLLECTIONS } from "../../src/lib/content/collections";

/** A content file as Gatsby knows it (a File node): its content digest names its folder. */
export interface ContentFile {
  internal: { contentDigest: string };
}

/** What this build made, in the parts of public/ that Gatsby does not clear itself. */
export interface BuildRecord {
  /** The content files (Gatsby's File nodes). */
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

/** The files of public/<folder>/ (relative to public/) that the build's static/<folder>/ does not have. */
export function staleCopies(folder: string, publicFiles: readonly string[], builtFiles: readonly string[]): string[] {
  const current = new Set(builtFiles);
  return publicFiles.filter((file) => !current.has(file)).map((file) => `${folder}/${file}`);
}

/** The icons the web manifest in `publicDir` lists, relative to it. */
export function manifestIcons(publicDir: string): string[] {
  const file = path.join(publicDir, "manifest.webmanifest");
  if (!existsSync(file)) return [];
  const { icons = [] } = JSON.parse(readFileSync(file, "utf8")) as { icons?: { src: string }[] };
  return icons.map((icon) => icon.src.replace(/^\//, ""));
}

/** The record of the build of the project at `root`, read from what it wrote. */
export function buildRecord(root: string, files: readonly ContentFile[]): BuildRecord {
  const publicDir = path.join(root, "public");
  return {
    files,
    adminFiles: filesUnder(path.join(root, "static", "admin")),
    fontFiles: filesUnder(path.join(root, "static", "fonts")),
    icons: manifestIcons(publicDir),
    bundles: webpackAssets(root),
    itemFiles: itemFilesWritten(root),
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
  const stale = [
    ...staleFolders(folders, record.files).map((name) => `static/${name}`),
    // Without a manifest (none written) there is nothing to tell the logo's icons by.
    ...(record.icons.length > 0 ? staleIcons(iconFiles, rootFiles, record.icons) : []),
    ...staleCopies("admin", filesUnder(path.join(publicDir, "admin")), record.adminFiles),
    // Without the fonts' list (a build that wrote none) there is nothing to tell this build's fonts by.
    ...(record.fontFiles?.length
      ? staleCopies("fonts", filesUnder(path.join(publicDir, "fonts")), record.fontFiles)
      : []),
    // Without the compilation's list there is nothing to tell this build's scripts by.
    ...(record.bundles ? staleBundles(rootFiles, record.bundles) : []),
    // Without the list there is nothing to tell this build's own files by.
    ...(record.itemFiles ? staleItemFiles(publicDir, record.itemFiles) : []),
  ];
  for (const file of stale) rmSync(path.join(publicDir, file), { recursive: true, force: true });
  return stale;
}

/** The files webpack writes at the root of public/: scripts and styles, with their licences and maps. */
const BUNDLE_FILE = /^[^/]+\.(js|css)(\.LICENSE\.txt|\.map)?$/;

/** Where WebpackAssetsRecord writes its list, relative to the project (Gatsby's .cache/ is never published). */
export const WEBPACK_ASSETS_FILE = ".cache/build-records/webpack-assets.json";

/** Writes a build record: a sorted list of names, under the project `root`. */
function writeList(root: string, record: string, names: readonly string[]): void {
  const file = path.join(root, record);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify([...names].sort(), null, 1));
}

/** The list a build record holds, or undefined when there is none. */
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

/** The list WebpackAssetsRecord wrote under `root`, or undefined when there is none. */
export const webpackAssets = (root: string) => readList(root, WEBPACK_ASSETS_FILE);

/** The scripts and styles at the root of public/ (their names) that this build's compilation did not make. */
export function staleBundles(rootFiles: readonly string[], assets: readonly string[]): string[] {
  const made = new Set(assets);
  return rootFiles.filter((name) => BUNDLE_FILE.test(name) && !made.has(name)).sort();
}

/** Where the build lists the files the collections wrote beside their pages, relative to the project. */
export const ITEM_FILES_RECORD = ".cache/build-records/item-files.json";

/** Records the collections' own files the build under `root` wrote (relative to public/); none is a list too. */
export const recordItemFiles = (root: string, written: readonly string[]) =>
  writeList(root, ITEM_FILES_RECORD, written);

/** The list of the collections' own files the build under `root` wrote, or undefined when there is none. */
export const itemFilesWritten = (root: string) => readList(root, ITEM_FILES_RECORD);

/** Where the collections' own files are: the first folder of their address ("events"), and their extension. */
export const ITEM_FILE_PLACES = FOLDER_COLLECTIONS.flatMap(({ files }) =>
  files ? [{ folder: files.path("address").split("/").filter(Boolean)[0], extension: files.extension }] : [],
);

/** The collections' own files in `publicDir` (of their type, in their folder) that `written` does not list. */
export function staleItemFiles(
  publicDir: string,
  written: readonly string[],
  places: readonly { folder: string; extension: string }[] = ITEM_FILE_PLACES,
): string[] {
  const listed = new Set(written);
  return places
    .flatMap(({ folder, extension }) =>
      filesUnder(path.join(publicDir, folder))
        .filter((file) => file.endsWith(`.${extension}`))
        .map((file) => `${folder}/${file}`),
    )
    .filter((file) => !listed.has(file))
    .sort();
}

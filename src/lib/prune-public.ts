/**
 * What a build over a restored cache must remove from public/: the images of content files that
 * are gone.
 *
 * The workflow restores Gatsby's .cache/ and public/ and builds over them, and public/ is what is
 * deployed. Gatsby deletes the HTML and page data of a page that is gone, also when it drops its
 * cache (a change to gatsby-node.ts or package.json: it keeps track of the pages it wrote), but it
 * never removes anything from public/static/. Every image made from a content file
 * (gatsby-plugin-sharp's sizes and formats, or a File's publicURL copy) is written to
 * public/static/<the file's content digest>/, and would stay there, and online at its old address,
 * after the author deletes the file or replaces it with another picture.
 *
 * So after each build, every such folder whose digest is no current content file's is removed
 * (gatsby-node's onPostBuild, with Gatsby's File nodes). Only those: the folder of a file still in
 * the content stays even when no page shows it any more, because Gatsby remembers the images it
 * made in its cache and would not make them again if a page used the file later. Gatsby forgets
 * them once the file is gone or changed (its stale jobs), so a file that comes back is processed
 * again.
 */
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

/** A content file as Gatsby knows it (a File node): its content digest names its folder. */
export interface ContentFile {
  internal: { contentDigest: string };
}

/** The name Gatsby gives a content file's folder under public/static/: the file's MD5, in hex. */
const DIGEST_FOLDER = /^[0-9a-f]{32}$/;

/**
 * The folders of public/static/ (their names) that hold what was made from a content file no
 * longer there. Other names (the fonts and other files the scripts import) are never stale here.
 */
export function staleFolders(names: readonly string[], files: readonly ContentFile[]): string[] {
  const current = new Set(files.map((file) => file.internal.contentDigest));
  return names.filter((name) => DIGEST_FOLDER.test(name) && !current.has(name)).sort();
}

/**
 * Deletes the stale folders of `publicDir`/static/ (see staleFolders) and returns them, relative to
 * `publicDir` ("static/<digest>"). With no content file at all it deletes nothing and throws: a site
 * always has some, so something went wrong, and every image of the site would go.
 */
export function prunePublic(publicDir: string, files: readonly ContentFile[]): string[] {
  if (files.length === 0) throw new Error("prunePublic: no content files were given; public/ was left as it is");
  const staticDir = path.join(publicDir, "static");
  if (!existsSync(staticDir)) return [];
  const folders = readdirSync(staticDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return staleFolders(folders, files).map((name) => {
    rmSync(path.join(staticDir, name), { recursive: true, force: true });
    return `static/${name}`;
  });
}

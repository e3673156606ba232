import { readdirSync } from "node:fs";
import { CLOUDFLARE_MAX_FILES } from "../../host-limits";
import { shownPath } from "../content-dir";
import type { FolderCollection } from "../collection-types";
import type { Problem } from "../rule";

/**
 * How many files the built site would be, counted from the content as the check reads it, before a
 * build can make more than the host deploys. Each figure is an upper bound of what a build makes today.
 */
const FILES_PER_PAGE = 3; // its HTML, its page data and its share card
const FILES_PER_PICTURE = 32; // sizes and formats: a cover's several crops make 31 today
const SITE_FILES = 1_000; // scripts, styles, fonts, icons, the CMS and the host files: 475 today
/** Pages that belong to no collection: /, /home/, /press/, /404/ and /404.html. */
const OTHER_PAGES = 5;

const PICTURE = /\.(jpe?g|png|webp|avif|gif|tiff?)$/i;

/** Every picture file under `dir`, each the source of several built sizes. */
const picturesUnder = (dir: string): number =>
  (readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[]).filter((file) => PICTURE.test(file)).length;

/** An error when the content would make more files than Cloudflare Pages deploys, at the collection with the most items. */
export function hostFileProblems(
  contentDir: string,
  folders: readonly { collection: FolderCollection; items: number }[],
  pictures = picturesUnder(contentDir),
): Problem[] {
  const pages =
    OTHER_PAGES +
    folders.reduce((sum, { collection, items }) => sum + items + (collection.listing?.exists(items) ? 1 : 0), 0);
  const itemFiles = folders.reduce(
    (sum, { collection, items }) => sum + (collection.files ? items + (collection.files.all && items > 0 ? 1 : 0) : 0),
    0,
  );
  const total = SITE_FILES + pages * FILES_PER_PAGE + itemFiles + pictures * FILES_PER_PICTURE;
  if (total <= CLOUDFLARE_MAX_FILES) return [];
  const largest = [...folders].sort((a, b) => b.items - a.items)[0];
  return [
    {
      severity: "error",
      file: shownPath(contentDir, largest?.collection.folder ?? "."),
      message: `the site would be up to ${total.toLocaleString("en")} files (${pages} pages, ${pictures} pictures in several sizes each): Cloudflare Pages deploys at most ${CLOUDFLARE_MAX_FILES.toLocaleString("en")}, so remove some items or pictures`,
    },
  ];
}

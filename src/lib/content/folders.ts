import { existsSync, readdirSync, type Dirent } from "node:fs";
import path from "node:path";
import type { FolderCollection } from "./collection-types";

/** A folder collection's files as paths under content/ ("books/my-book.json"), by name; none if missing. */
export function collectionFiles(
  contentDir: string,
  collection: Pick<FolderCollection, "folder" | "extension">,
): string[] {
  const absolute = path.join(contentDir, collection.folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(`.${collection.extension}`))
    .map((entry) => path.posix.join(collection.folder, entry.name))
    .sort();
}

/** Every entry under `dir`, with its path; a link is listed, never followed (Node's own recursive walk). */
export const entriesUnder = (dir: string): { full: string; item: Dirent }[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).map((item) => ({
    full: path.join(item.parentPath, item.name),
    item,
  }));

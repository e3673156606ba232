import { existsSync, readdirSync } from "node:fs";
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

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

/** Every entry under `dir`, depth first, with its path; a link is listed, never followed. */
export function* entriesUnder(dir: string): Generator<{ full: string; item: Dirent }> {
  for (const item of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, item.name);
    yield { full, item };
    if (item.isDirectory()) yield* entriesUnder(full);
  }
}

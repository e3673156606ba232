import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * The JSON files of a folder collection (content/books/), as paths under content/
 * ("books/my-book.json"), by name; none if the folder is missing.
 */
export function folderFiles(contentDir: string, folder: string): string[] {
  const absolute = path.join(contentDir, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) => path.posix.join(folder, entry.name))
    .sort();
}

/** "books/my-book.json" → "my-book": a collection item's file is named after its address. */
export const addressOfFile = (relative: string) => path.posix.basename(relative, ".json");

import path from "node:path";
import { FILE_COLLECTIONS, FOLDER_COLLECTIONS } from "../collections";
import { shownDir, shownPath } from "../content-dir";
import { collectionFiles, entriesUnder } from "../folders";
import type { Problem } from "../rule";

/** Files under content/ the site would not read as meant: JSON no collection reads, MDX out of its folder. */
export function unknownFiles(contentDir: string): Problem[] {
  const known = new Set<string>([
    ...FILE_COLLECTIONS.map((collection) => collection.file),
    ...FOLDER_COLLECTIONS.flatMap((collection) => collectionFiles(contentDir, collection)),
  ]);
  const expected = (extension: string) => [
    ...FILE_COLLECTIONS.filter((collection) => collection.file.endsWith(`.${extension}`)).map(({ file }) => file),
    ...FOLDER_COLLECTIONS.filter((collection) => collection.extension === extension).map(
      (collection) => `${collection.folder}/*.${extension}`,
    ),
  ];
  const problems: Problem[] = [];
  for (const { full, item } of entriesUnder(contentDir)) {
    const relative = path.relative(contentDir, full).split(path.sep).join("/");
    const extension = path.extname(item.name).slice(1);
    if (!item.isDirectory() && (extension === "json" || extension === "mdx") && !known.has(relative)) {
      // An MDX file has one place to go: its collection's folder.
      const [only, ...others] = FOLDER_COLLECTIONS.filter((collection) => collection.extension === extension);
      const message =
        extension === "mdx" && only && others.length === 0
          ? `is outside ${shownDir(contentDir)}/${only.folder}/: move it there to publish it as ${/^[aeiou]/.test(only.item) ? "an" : "a"} ${only.item}, or delete it`
          : `is not a content file the site reads (expected: ${expected(extension).join(", ")})`;
      problems.push({ severity: "error", file: shownPath(contentDir, relative), message });
    }
  }
  return problems;
}

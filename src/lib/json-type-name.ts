import path from "node:path";
import { FILE_COLLECTIONS, FOLDER_COLLECTIONS } from "./content/collections";

/** Each content JSON file's GraphQL type, after its collection (`SiteSettings`, `Book`); others throw. */
const JSON_TYPES: Readonly<Record<string, string>> = Object.fromEntries(
  FILE_COLLECTIONS.map(({ file, type }) => [file, type]),
);

const JSON_FOLDERS = FOLDER_COLLECTIONS.filter((collection) => collection.extension === "json");

export function jsonTypeName({ node }: { node: { relativePath?: string } }): string {
  const relativePath = node.relativePath ?? "";
  const folder = JSON_FOLDERS.find(
    (collection) => path.posix.dirname(relativePath) === collection.folder && relativePath.endsWith(".json"),
  );
  // Own names only: "constructor" or "__proto__" is not a content file.
  const type = folder?.type ?? (Object.hasOwn(JSON_TYPES, relativePath) ? JSON_TYPES[relativePath] : undefined);
  if (!type) {
    throw new Error(
      `content/${node.relativePath ?? "?"}: unknown content file. Content JSON files are: ${[...Object.keys(JSON_TYPES), ...JSON_FOLDERS.map((collection) => `${collection.folder}/*.json`)].join(", ")}.`,
    );
  }
  return type;
}

import path from "node:path";
import { FILE_COLLECTIONS, FOLDER_COLLECTIONS } from "./content/collections";

/**
 * Names the GraphQL type of each content JSON file after its collection (content/collections.ts), so that
 * content/settings/site.json becomes `SiteSettings` rather than `SettingsJson`, and every file of a
 * folder collection (content/books/*.json) its item type (`Book`).
 * An unknown file stops the build: every content type is declared in the schema.
 */
export const JSON_TYPES: Readonly<Record<string, string>> = Object.fromEntries(
  FILE_COLLECTIONS.map(({ file, type }) => [file, type]),
);

const JSON_FOLDERS = FOLDER_COLLECTIONS.filter((collection) => collection.extension === "json");

interface JsonTypeNameArgs {
  node: { relativePath?: string };
}

export function jsonTypeName({ node }: JsonTypeNameArgs): string {
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

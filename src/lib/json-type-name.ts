import path from "node:path";
import { CONTENT_FILES, CONTENT_FOLDERS } from "./content/schema";

/**
 * Names the GraphQL type of each content JSON file after the content schema, so that
 * content/settings/site.json becomes `SiteSettings` rather than `SettingsJson`, and every file of a
 * folder collection (content/books/*.json) its item type (`Book`).
 * An unknown file stops the build: every content type is declared in the schema.
 */
export const JSON_TYPES: Readonly<Record<string, string>> = Object.fromEntries(
  CONTENT_FILES.map(({ file, type }) => [file, type]),
);

interface JsonTypeNameArgs {
  node: { relativePath?: string };
}

export function jsonTypeName({ node }: JsonTypeNameArgs): string {
  const relativePath = node.relativePath ?? "";
  const folder = CONTENT_FOLDERS.find(
    (collection) => path.posix.dirname(relativePath) === collection.folder && relativePath.endsWith(".json"),
  );
  // Own names only: "constructor" or "__proto__" is not a content file.
  const type = folder?.type ?? (Object.hasOwn(JSON_TYPES, relativePath) ? JSON_TYPES[relativePath] : undefined);
  if (!type) {
    throw new Error(
      `content/${node.relativePath ?? "?"}: unknown content file. Content JSON files are: ${[...Object.keys(JSON_TYPES), ...CONTENT_FOLDERS.map((collection) => `${collection.folder}/*.json`)].join(", ")}.`,
    );
  }
  return type;
}

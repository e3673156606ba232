import { CONTENT_FILES } from "./content/schema";

/**
 * Names the GraphQL type of each content JSON file after the content schema, so that
 * content/settings/book.json becomes `Book` rather than `SettingsJson`.
 * An unknown file stops the build: every content type is declared in the schema.
 */
export const JSON_TYPES: Readonly<Record<string, string>> = Object.fromEntries(
  CONTENT_FILES.map(({ file, type }) => [file, type]),
);

interface JsonTypeNameArgs {
  node: { relativePath?: string };
}

export function jsonTypeName({ node }: JsonTypeNameArgs): string {
  const type = node.relativePath ? JSON_TYPES[node.relativePath] : undefined;
  if (!type) {
    throw new Error(
      `content/${node.relativePath ?? "?"}: unknown content file. Content JSON files are: ${Object.keys(JSON_TYPES).join(", ")}.`,
    );
  }
  return type;
}

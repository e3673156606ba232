/**
 * Names the GraphQL type of each content JSON file after the file, so that
 * content/settings/book.json becomes `Book` rather than `SettingsJson`.
 * An unknown file name stops the build: every content type is declared in gatsby-node.
 */
export const JSON_TYPES: Readonly<Record<string, string>> = {
  site: "SiteSettings",
  home: "HomeSettings",
  book: "Book",
  articles: "Article",
  carousel: "CarouselSlide",
};

interface JsonTypeNameArgs {
  node: { name?: string; relativePath?: string };
}

export function jsonTypeName({ node }: JsonTypeNameArgs): string {
  const type = node.name ? JSON_TYPES[node.name] : undefined;
  if (!type) {
    const known = Object.keys(JSON_TYPES)
      .map((name) => `${name}.json`)
      .join(", ");
    throw new Error(
      `content/${node.relativePath ?? node.name ?? "?"}: unknown content file. Content JSON files are: ${known}.`,
    );
  }
  return type;
}

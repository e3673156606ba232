/** The collections' declaration against what reads it: sort orders, GraphQL types, addresses. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { COLLECTIONS, FOLDER_COLLECTIONS, inOrder, itemAddress } from "../../../src/lib/content/collections";
import type { FolderCollection } from "../../../src/lib/content/collection-types";
import { contentTypeDefs } from "../../../src/lib/content/graphql-sdl";

const root = path.join(__dirname, "..", "..", "..");
const source = (file: string) => readFileSync(path.join(root, file), "utf8");

/** The GraphQL sort the declared order makes: `[{ releaseDate: DESC }, { address: ASC }]`. */
function graphqlSort(collection: FolderCollection): string {
  const mdx = collection.extension === "mdx";
  const key = (field: string, direction: string) =>
    mdx ? `{ frontmatter: { ${field}: ${direction} } }` : `{ ${field}: ${direction} }`;
  const address = mdx ? "{ fields: { slug: ASC } }" : `{ ${collection.address.field}: ASC }`;
  return `[${[...collection.order.map(({ field, direction }) => key(field, direction.toUpperCase())), address].join(", ")}]`;
}

/** The `sort:` of every query in a file that lists the collection's nodes. */
const sortsIn = (text: string, collection: FolderCollection) =>
  [...text.matchAll(new RegExp(`all${collection.type}\\(sort: (\\[.*?\\])(?:, limit: \\d+)?\\)`, "g"))].map(
    (match) => match[1],
  );

describe("the collections' declaration", () => {
  it.each(FOLDER_COLLECTIONS.filter((collection) => collection.listing))(
    "$label: the listing page (and the menu, where it lists them) in the declared order",
    (collection) => {
      const expected = graphqlSort(collection);
      const listing = sortsIn(source(collection.listing?.template ?? ""), collection);
      const menu = sortsIn(source("src/hooks/use-site-settings.ts"), collection);
      expect(listing).toEqual([expected]);
      for (const sort of menu) expect(sort).toBe(expected);
    },
  );

  it("orders items by the declared fields, then by address", () => {
    const books = [
      { address: "b", releaseDate: "2025-01-01" },
      { address: "a", releaseDate: "2025-01-01" },
      { address: "c", releaseDate: "2026-01-01" },
    ];
    expect([...books].sort(inOrder(COLLECTIONS.books)).map((book) => book.address)).toEqual(["c", "a", "b"]);
    // An interview's address is its host made a slug, and ties sort by it.
    const interviews = [
      { host: "Zoë", date: "2025-08-02" },
      { host: "Ama", date: "2025-08-02" },
      { host: "Ngozi", date: "2024-01-01" },
    ];
    expect([...interviews].sort(inOrder(COLLECTIONS.interviews)).map((item) => item.host)).toEqual([
      "Ama",
      "Zoë",
      "Ngozi",
    ]);
    expect(itemAddress(COLLECTIONS.interviews, { host: "Grace Ọkà" })).toBe("grace-oka");
    expect(COLLECTIONS.interviews.path(itemAddress(COLLECTIONS.interviews, { host: "Grace" }))).toBe(
      "/interview-with-grace/",
    );
    // Own fields only: an inherited name is no address.
    expect(itemAddress(COLLECTIONS.books, {})).toBe("");
    expect(itemAddress(COLLECTIONS.books, Object.create({ address: "inherited" }) as object)).toBe("");
  });

  // Every collection's CMS entry: cms-config.test.ts lists them all.
  it("gives every JSON collection a GraphQL node type", () => {
    const sdl = contentTypeDefs();
    for (const collection of Object.values(COLLECTIONS)) {
      if (collection.kind === "file" || collection.extension === "json")
        expect(sdl).toContain(`type ${collection.type} implements Node @dontInfer {`);
    }
  });
});

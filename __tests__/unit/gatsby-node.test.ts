/** @jest-environment node */
/** The pages, resolvers and nodes plugins/site-content/gatsby-node.ts makes from the content. */
import path from "node:path";
import { createPages, createResolvers, sourceNodes } from "../../plugins/site-content/gatsby-node";
import { BOOKS_PATH } from "../../src/lib/site-path";
import { EVENTS_PATH } from "../../src/lib/event-site";

type CreatePagesArgs = Parameters<NonNullable<typeof createPages>>[0];

const HOME_TEMPLATE = path.resolve("src/templates/home.tsx");

type Page = { path: string; component: string; context: Record<string, unknown> };

/** The pages createPages makes from these books and events, with the content's limit and featured book. */
async function pagesFor({ books = [] as object[], events = [] as object[], limit = 8 }) {
  const actions = { createPage: jest.fn(), deletePage: jest.fn(), createRedirect: jest.fn() };
  const args = {
    actions,
    getNodesByType: (type: string) =>
      type === "HomeSettings" ? [{ articles: { limit }, books: { featured: "the-book" } }] : [],
    graphql: jest.fn().mockResolvedValue({
      data: {
        allMdx: { totalCount: 0, nodes: [] },
        allBook: { totalCount: books.length, nodes: books },
        allEvent: { totalCount: events.length, nodes: events },
      },
    }),
    reporter: { panicOnBuild: jest.fn() },
  };
  await createPages?.(args as unknown as CreatePagesArgs, { plugins: [] }, () => undefined);
  expect(actions.deletePage).not.toHaveBeenCalled();
  return actions.createPage.mock.calls.map(([page]) => page as Page);
}

it("createPages creates /home/ once, from src/templates/home.tsx, with the content's current limit and featured book", async () => {
  const pages = await pagesFor({ limit: 12 });
  expect(pages.filter((page) => page.path === "/home/")).toEqual([
    { path: "/home/", component: HOME_TEMPLATE, context: { articleLimit: 12, featuredBook: "the-book" } },
  ]);
});

it("the event pages makes one page an event at /events/{address}/, and /events/ with the time of the build", async () => {
  const before = Date.now();
  const pages = await pagesFor({
    events: [
      { id: "e1", address: "lagos-launch", book: "my-book" },
      { id: "e2", address: "online-talk", book: "" },
    ],
  });
  // Its page query takes the book it features ("" for none), and /home's, whose cover stands in for one.
  const eventPages = pages.filter((page) => /^\/events\/.+\//.test(page.path));
  expect(eventPages.map(({ path, context }) => ({ path, context }))).toEqual([
    { path: "/events/lagos-launch/", context: { id: "e1", book: "my-book", featuredBook: "the-book" } },
    { path: "/events/online-talk/", context: { id: "e2", book: "", featuredBook: "the-book" } },
  ]);
  const builtAt = Date.parse(String(pages.find((page) => page.path === "/events/")?.context.builtAt));
  expect(builtAt).toBeGreaterThanOrEqual(before - 1);
  expect(builtAt).toBeLessThanOrEqual(Date.now());
});

const BOOK_TEMPLATE = path.resolve("src/templates/book.tsx");
const BOOKS_TEMPLATE = path.resolve("src/templates/books.tsx");
const book = (id: string, address: string, series = "") => ({ id, address, series });

it("the book pages makes one page a book at /books/{address}/ with its id and series, and /books/ from two books on", async () => {
  const pages = await pagesFor({ books: [book("b1", "the-book")] });
  expect(pages.filter((page) => page.component === BOOK_TEMPLATE)).toEqual([
    { path: "/books/the-book/", component: BOOK_TEMPLATE, context: { id: "b1", series: "" } },
  ]);
  expect(pages.filter((page) => page.component === BOOKS_TEMPLATE)).toEqual([]);
  // /books/ once there are two.
  const two = await pagesFor({ books: [book("b1", "one", "Kettles"), book("b2", "two", "Kettles")] });
  expect(two.filter((page) => page.component === BOOK_TEMPLATE).map((page) => page.context)).toEqual([
    { id: "b1", series: "Kettles" },
    { id: "b2", series: "Kettles" },
  ]);
  expect(two.filter((page) => page.component === BOOKS_TEMPLATE)).toEqual([
    { path: "/books/", component: BOOKS_TEMPLATE, context: {} },
  ]);
});

/** The resolvers createResolvers adds, by type and field. */
const resolvers = (() => {
  let made: Record<string, Record<string, { resolve: (...args: never[]) => unknown }>> = {};
  const args = { createResolvers: (value: typeof made) => (made = value) };
  createResolvers?.(args as never, { plugins: [] }, () => undefined);
  return made;
})();

describe("Book.sampleHtml", () => {
  type Resolve = (source: { sample: string; address: string }) => string;
  const sampleHtml = (sample: string) =>
    (resolvers.Book.sampleHtml.resolve as Resolve)({ sample, address: "the-book" });

  it("renders the sample under the interviews' allowlist, and nothing for none", () => {
    expect(sampleHtml("## A stop\n\nThe train *stopped*.")).toMatch(
      /^<h2>A stop<\/h2>\s*<p>The train <em>stopped<\/em>\.<\/p>$/,
    );
    expect(sampleHtml("")).toBe("");
  });

  it("refuses what the allowlist refuses, naming the book's file, and never runs it", () => {
    expect(() => sampleHtml("<script>alert(1)</script>")).toThrow("content/books/the-book.json, sample:");
    expect(() => sampleHtml("{alert(1)}")).toThrow("content/books/the-book.json, sample:");
  });
});

describe("SiteListing: the pages listing a collection, for the footer", () => {
  const listings = (() => {
    const nodes: { name: string; path: string; order: number }[] = [];
    const args = {
      actions: { createNode: (node: (typeof nodes)[number]) => nodes.push(node) },
      createNodeId: (key: string) => key,
      createContentDigest: () => "digest",
    };
    sourceNodes?.(args as never, { plugins: [] }, () => undefined);
    return nodes;
  })();
  type Resolve = (source: { name: string }, args: unknown, context: unknown) => Promise<unknown>;
  const resolve = (field: string, name: string, counts: Record<string, number>) =>
    (resolvers.SiteListing[field].resolve as Resolve)({ name }, {}, context(counts));
  const context = (counts: Record<string, number>) => ({
    nodeModel: {
      findAll: async ({ type }: { type: string }) => ({ totalCount: async () => counts[type] ?? 0 }),
      findOne: async () => ({ booksPage: { allBooks: "Every book" }, eventsPage: { allEvents: "Every event" } }),
    },
  });

  it("has one node for each listing the declaration puts in the footer, in the collections' order", () => {
    expect(listings.map(({ name, path, order }) => ({ name, path, order }))).toEqual([
      { name: "books", path: BOOKS_PATH, order: 0 },
      { name: "events", path: EVENTS_PATH, order: 1 },
    ]);
  });

  it("exists as its listing page does (/books/ from two books, /events/ from one event), with its label", async () => {
    await expect(resolve("exists", "books", { Book: 1 })).resolves.toBe(false);
    await expect(resolve("exists", "books", { Book: 2 })).resolves.toBe(true);
    await expect(resolve("exists", "events", { Event: 0 })).resolves.toBe(false);
    await expect(resolve("exists", "events", { Event: 1 })).resolves.toBe(true);
    // Labelled with the text its declaration names in site.json.
    await expect(resolve("label", "books", {})).resolves.toBe("Every book");
    await expect(resolve("label", "events", {})).resolves.toBe("Every event");
  });
});

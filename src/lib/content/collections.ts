import type { z } from "zod";
import { slugify } from "../slugify";
import { BOOKS_PATH, bookPath, hasBooksPage, hasInterviewsPage, INTERVIEWS_PATH, interviewPathOf } from "../site-path";
import { INTERVIEWS_IN_MENU } from "../constants";
import { articleRules, bookRules, featuredBookRules } from "./rules";
import type { Collection, FileCollection, FolderCollection } from "./collection-types";
import { object } from "./fields";
import {
  articlesSchema,
  importedArticlesSchema,
  bookPageCopy,
  bookSchema,
  booksPageCopy,
  carouselSchema,
  homeSettingsSchema,
  interviewFrontmatterSchema,
  interviewsPageCopy,
  pressKitSchema,
  siteSettingsSchema,
} from "./schema";
import { EVENTS } from "./events";

/** The site's content, declared once: all else is made from it (docs/MAINTENANCE.md, "Add a collection"). */

const fileCollection = <Schema extends z.ZodType>(entry: Omit<FileCollection<Schema>, "kind">) =>
  ({ kind: "file", ...entry }) as FileCollection<Schema>;
const folderCollection = <Schema extends z.ZodType>(entry: Omit<FolderCollection<Schema>, "kind">) =>
  ({ kind: "folder", ...entry }) as FolderCollection<Schema>;

/** Hints are Markdown in the CMS, so the signs they explain are escaped. */
const INTERVIEW_BODY_HINT =
  "Markdown: a line starting with ## is a section heading, \\*\\*Name:\\*\\* makes a speaker's name bold, an empty line starts a new paragraph. In ordinary text write \\< as &amp;lt; and \\{ as \\\\{.";

const INTERVIEWS = {
  folder: "interviews",
  extension: "mdx",
  type: "Mdx",
  label: "Interviews",
  item: "interview",
  schema: interviewFrontmatterSchema,
  address: { field: "host", from: "slug" },
  path: interviewPathOf,
  order: [{ field: "date", direction: "desc" }],
  copy: { interviewsPage: interviewsPageCopy },
  page: {
    template: "src/templates/interview.tsx",
    context: ["featuredBook"],
    budget: { html: 12000, css: 4000, js: 90000, pageData: 12000, imagesAt375: 8000 },
  },
  listing: {
    path: INTERVIEWS_PATH,
    template: "src/templates/interviews.tsx",
    exists: hasInterviewsPage,
    budget: { html: 12000, css: 4000, js: 100000, pageData: 3000, imagesAt375: 8000 },
  },
  cms: {
    description: `One page each, at /interview-with-{host}/. With two or more, the menu lists them, newest first; with more than ${INTERVIEWS_IN_MENU}, the newest ${INTERVIEWS_IN_MENU} and a page with them all.`,
    summary: "{{title}} ({{host}}, {{date}})",
    sortable: ["date", "title", "host"],
    body: { label: "Interview text", hint: INTERVIEW_BODY_HINT },
  },
} satisfies Omit<FolderCollection<typeof interviewFrontmatterSchema>, "kind">;

const BOOKS = {
  folder: "books",
  extension: "json",
  type: "Book",
  label: "Books",
  item: "book",
  schema: bookSchema,
  address: { field: "address", from: "field" },
  path: bookPath,
  order: [{ field: "releaseDate", direction: "desc" }],
  copy: { bookPage: bookPageCopy, booksPage: booksPageCopy },
  page: {
    template: "src/templates/book.tsx",
    context: ["series", "upcomingEvents"],
    budget: { html: 13000, css: 5500, js: 106000, pageData: 12000, imagesAt375: 45000 },
  },
  listing: {
    path: BOOKS_PATH,
    template: "src/templates/books.tsx",
    exists: hasBooksPage,
    footer: { section: "booksPage", field: "allBooks" },
    budget: { html: 12000, css: 4500, js: 102000, pageData: 3000, imagesAt375: 8000 },
  },
  rules: bookRules,
  cms: {
    description:
      "One page each, at /books/{address}/. The home page features the one Settings → Home page → Books section names; with two or more, /books/ lists them all, newest first.",
    summary: "{{title}} ({{status}}, {{releaseDate}})",
    sortable: ["releaseDate", "title"],
    identifier: "title",
  },
} satisfies Omit<FolderCollection<typeof bookSchema>, "kind">;

/** The folders of items, each with its pages; their entries are written above and in their own modules. */
const FOLDERS = { interviews: INTERVIEWS, books: BOOKS, events: EVENTS };

type Copies = {
  [Name in keyof typeof FOLDERS]: (typeof FOLDERS)[Name] extends { copy: infer Copy } ? Copy : never;
}[keyof typeof FOLDERS];
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** content/settings/site.json: the site's fields, each collection's `copy`, then the CMS's settings. */
const { cms: cmsSettings, ...siteFields } = siteSettingsSchema.shape;
export const SITE_SCHEMA = object("SiteSettings", {
  ...siteFields,
  ...(Object.assign({}, ...Object.values(FOLDERS).map((entry) => entry.copy)) as Intersection<Copies>),
  cms: cmsSettings,
});

/** content/settings/site.json as the schema has it, every collection's texts included. */
export type SiteContent = z.infer<typeof SITE_SCHEMA>;

export const COLLECTIONS = {
  site: fileCollection({
    file: "settings/site.json",
    type: "SiteSettings",
    label: "Site",
    schema: SITE_SCHEMA,
    cms: { group: "settings", name: "site", previewPath: "home/" },
  }),
  home: fileCollection({
    file: "settings/home.json",
    type: "HomeSettings",
    label: "Home page",
    schema: homeSettingsSchema,
    acrossFiles: featuredBookRules,
    context: ["upcomingEvents"],
    cms: { group: "settings", name: "home", previewPath: "home/" },
  }),
  press: fileCollection({
    file: "settings/press.json",
    type: "PressKit",
    label: "Press kit",
    schema: pressKitSchema,
    cms: { group: "settings", name: "press", previewPath: "press/" },
  }),
  articles: fileCollection({
    file: "articles.json",
    type: "Article",
    label: "Articles",
    item: "article",
    schema: articlesSchema,
    rules: articleRules,
    cms: {
      group: "articles",
      name: "articles",
      description:
        "Your newsletter articles, in any order: the home page shows the newest first, as many as Settings → Home page → Articles section → Articles shown says.",
      previewPath: "home/#articles",
    },
  }),
  importedArticles: fileCollection({
    file: "imported-articles.json",
    type: "ImportedArticle",
    label: "Imported posts",
    item: "post",
    schema: importedArticlesSchema,
    cms: {
      group: "articles",
      name: "importedArticles",
      description:
        "The newsletter posts the daily import has added to Articles, so one you delete there is not brought back. Remove a post here to let the import add it again.",
      previewPath: "home/#articles",
    },
  }),
  carousel: fileCollection({
    file: "carousel.json",
    type: "CarouselSlide",
    label: "Carousel",
    item: "image",
    schema: carouselSchema,
    cms: {
      group: "carousel",
      name: "carousel",
      description: "The pictures that rotate beside the book, in this order.",
      previewPath: "home/#books",
    },
  }),
  interviews: folderCollection(FOLDERS.interviews),
  books: folderCollection(FOLDERS.books),
  events: folderCollection(FOLDERS.events),
} satisfies Record<string, Collection>;

export type CollectionName = keyof typeof COLLECTIONS;

const entries = Object.entries(COLLECTIONS) as [CollectionName, Collection][];

/** The single files, in the order above, each with its collection's name. */
export const FILE_COLLECTIONS = entries.flatMap(([name, entry]) =>
  entry.kind === "file" ? [{ name, ...entry }] : [],
) as readonly (FileCollection & { name: CollectionName })[];

/** The folders of items, in the order above, each with its collection's name. */
export const FOLDER_COLLECTIONS = entries.flatMap(([name, entry]) =>
  entry.kind === "folder" ? [{ name, ...entry }] : [],
) as readonly (FolderCollection & { name: CollectionName })[];

/** The collection a name from content or code stands for, if it is one (own names only). */
export const collectionNamed = (name: string): Collection | undefined =>
  Object.hasOwn(COLLECTIONS, name) ? COLLECTIONS[name as CollectionName] : undefined;

/** "books", "my-book" → "books/my-book.json": the file of a JSON folder's item, under content/. */
export const itemFile = (collection: FolderCollection, address: string) =>
  `${collection.folder}/${address}.${collection.extension}`;

/** An item's address from its data: its address field as written, or made from it by slugify ("" if it has none). */
export function itemAddress(collection: FolderCollection, data: unknown): string {
  const value =
    data && typeof data === "object" && Object.hasOwn(data, collection.address.field)
      ? (data as Record<string, unknown>)[collection.address.field]
      : undefined;
  if (typeof value !== "string") return "";
  return collection.address.from === "slug" ? slugify(value) : value;
}

const compare = (a: unknown, b: unknown) => {
  const [left, right] = [String(a ?? ""), String(b ?? "")];
  return left < right ? -1 : left > right ? 1 : 0;
};

/** Compares two items by the collection's order, then address, as the GraphQL queries sort. */
export const inOrder =
  (collection: FolderCollection) =>
  (a: object, b: object): number => {
    for (const { field, direction } of collection.order) {
      const [left, right] = [a, b].map((item) => (item as Record<string, unknown>)[field]);
      const order = direction === "asc" ? compare(left, right) : compare(right, left);
      if (order !== 0) return order;
    }
    return compare(itemAddress(collection, a), itemAddress(collection, b));
  };

import type { z } from "zod";
import type { CollectionRule, FilesRule } from "./rule";

/**
 * What a collection of the content declares: its files, schema, addresses, order, pages and CMS
 * entry. The declaration (collections.ts) and the entries written in modules of their own
 * (events.ts), which it imports, both read these from here.
 */

/**
 * What a page's size budget holds, in brotli-compressed bytes: the figures scripts/check-budget.ts
 * measures of each page (src/lib/budgets.ts). A collection declares one for its item and listing
 * pages as plain data.
 */
export const BUDGET_FIGURES = ["html", "css", "js", "pageData", "imagesAt375"] as const;
export type PageBudget = Record<(typeof BUDGET_FIGURES)[number], number>;

/** One file under content/: a settings file (an object), or a list edited as one (articles). */
export interface FileCollection<Schema extends z.ZodType = z.ZodType> {
  kind: "file";
  /** The file, under content/. */
  file: string;
  /** The GraphQL node type (one node per list item for a list). */
  type: string;
  /** The CMS's and the checker's name for it. */
  label: string;
  /** What a list item is called in messages ("article 3"). */
  item?: string;
  schema: Schema;
  /** Rules the schema cannot state, across the fields of the file. */
  rules?: CollectionRule<z.infer<Schema>>;
  /** Rules across this file and others (a name another collection must know). */
  acrossFiles?: FilesRule;
  /**
   * What the page it sets (/home/) takes in its context from the collections' builds
   * (plugins/site-content/collection-builds.ts): "upcomingEvents", left out when there are none.
   */
  context?: readonly string[];
  cms: {
    /** The CMS collection it is edited in: its own, or a group of files ("settings"). */
    group: string;
    /** The CMS entry's name (the part of its URL in the CMS). */
    name: string;
    /** Shown above the collection in the CMS (its own collection only). */
    description?: string;
    /** Where it shows on the site, from the root: the CMS's "View on Live Site". */
    previewPath: string;
  };
}

/** One way an item sorts: by a field (of the front matter, for MDX), or by the item's address. */
export interface OrderKey {
  field: string;
  direction: "asc" | "desc";
}

/** A folder of items, one file each, each with its own address (and its page, if it has a template). */
export interface FolderCollection<Schema extends z.ZodType = z.ZodType> {
  kind: "folder";
  /** The folder under content/. */
  folder: string;
  /** "json": one JSON file an item; "mdx": front matter (the schema) and a text. */
  extension: "json" | "mdx";
  /** The GraphQL node type ("Mdx" for front matter, whose fields sit under `frontmatter`). */
  type: string;
  label: string;
  /** One item, in messages and in the CMS ("book"). */
  item: string;
  schema: Schema;
  /**
   * Where an item's address comes from: a field holding it as is, which names the file too
   * ("address" → books/my-book.json), or a field it is made from by slugify ("host" → "grace").
   */
  address: { field: string; from: "field" | "slug" };
  /** The item's page address, from its address. */
  path: (address: string) => string;
  /** The order every list of the items shows them in; the address settles a tie. */
  order: readonly OrderKey[];
  /**
   * The sections of content/settings/site.json its pages' texts are in ("booksPage"), by name: the
   * site file's schema takes them (SITE_SCHEMA), so the CMS and the checker know them.
   */
  copy?: Readonly<Record<string, z.ZodObject>>;
  /**
   * The item's page: its template, its size budget (scripts/check-budget.ts; budgets.json holds the
   * other pages'), and what its page takes besides the item's id: fields of the item ("series"),
   * the site's "featuredBook" (the book /home features), or what a collection's build provides
   * (plugins/site-content/collection-builds.ts: "upcomingEvents", left out when there are none).
   */
  page: { template: string; budget: PageBudget; context?: readonly string[] };
  /**
   * The page listing every item, from the count of items on; `context` is what its page query takes
   * besides (the time of the build, for a list split into to come and past); `footer`, the text in
   * content/settings/site.json of the footer's link to it (a section and its field), if the footer
   * links it while it exists.
   */
  listing?: {
    path: string;
    template: string;
    budget: PageBudget;
    exists: (count: number) => boolean;
    context?: () => Record<string, unknown>;
    footer?: { section: string; field: string };
  };
  /**
   * A file the build writes for each item besides its page (an event's calendar file): its
   * extension, the Content-Type the host serves it with, and its address, from the item's. What
   * writes it is the collection's build (plugins/site-content/collection-builds.ts); the host's
   * headers, the published-file check and pruning are made from this.
   */
  files?: { extension: string; contentType: string; path: (address: string) => string };
  /**
   * Fields the build computes from an item's own, for the pages' queries (GraphQL resolvers): name →
   * GraphQL type and value. A formatted text's HTML needs none: every formatted field `x` has `xHtml`.
   */
  computed?: Readonly<Record<string, { type: string; resolve: (item: Record<string, unknown>) => unknown }>>;
  rules?: CollectionRule<z.infer<Schema>>;
  acrossFiles?: FilesRule;
  cms: {
    description: string;
    /** The list's line per item, from its fields ("{{title}} ({{status}})"). */
    summary: string;
    /** The fields the CMS's list can be sorted by (the first of `order` is the default). */
    sortable: readonly string[];
    /** The field whose value names the item in the CMS (the CMS's default: "title"). */
    identifier?: string;
    /** A text below the front matter (MDX only): its label and hint. */
    body?: { label: string; hint: string };
  };
}

export type Collection = FileCollection | FolderCollection;

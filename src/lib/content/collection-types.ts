import type { z } from "zod";
import type { CollectionRule, FilesRule } from "./rule";

/** What a collection of the content declares (collections.ts, events.ts). */

/** A page's size budget in brotli-compressed bytes, as scripts/check-budget.ts measures it. */
export const BUDGET_FIGURES = ["html", "css", "js", "pageData", "imagesAt375"] as const;
export type PageBudget = Record<(typeof BUDGET_FIGURES)[number], number>;

/** One file under content/: a settings file (an object), or a list edited as one (articles). */
export interface FileCollection<Schema extends z.ZodType = z.ZodType> {
  kind: "file";
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
  /** What the page it sets (/home/) takes from the collections' builds ("upcomingEvents"). */
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

/** A folder of items, one file each, each with its own address (and its page, if it has a template). */
export interface FolderCollection<Schema extends z.ZodType = z.ZodType> {
  kind: "folder";
  folder: string;
  /** "json": one JSON file an item; "mdx": front matter (the schema) and a text. */
  extension: "json" | "mdx";
  /** The GraphQL node type ("Mdx" for front matter, whose fields sit under `frontmatter`). */
  type: string;
  label: string;
  /** One item, in messages and in the CMS ("book"). */
  item: string;
  schema: Schema;
  /** The field holding the address as is (and naming the file), or slugified into it ("host" → "grace"). */
  address: { field: string; from: "field" | "slug" };
  path: (address: string) => string;
  /** The order of every list of the items, by fields (of the front matter, for MDX); the address settles a tie. */
  order: readonly { field: string; direction: "asc" | "desc" }[];
  /** Its pages' texts: sections of content/settings/site.json ("booksPage"), taken by SITE_SCHEMA. */
  copy?: Readonly<Record<string, z.ZodObject>>;
  /** The item's page; `context`: the item's fields, "featuredBook", or what a build provides ("upcomingEvents"). */
  page: { template: string; budget: PageBudget; context?: readonly string[] };
  /** The page listing every item; `footer` names the site.json text of the footer's link to it. */
  listing?: {
    path: string;
    template: string;
    budget: PageBudget;
    exists: (count: number) => boolean;
    context?: () => Record<string, unknown>;
    footer?: { section: string; field: string };
  };
  /** Files the collection's build writes besides its pages: one per item, and `all`, the collection's own (calendars). */
  files?: { extension: string; contentType: string; path: (address: string) => string; all?: string };
  /** Fields the build computes for the pages' queries (a formatted field `x` has `xHtml` anyway). */
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

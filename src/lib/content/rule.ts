/** What a collection's rules are given and give back. */

/** One problem, in the author's terms: file, line, which item and field, and a plain sentence. */
export interface Problem {
  severity: "error" | "warning";
  /** Path shown to the author, e.g. "content/articles.json". */
  file: string;
  line?: number;
  column?: number;
  /** Which item and field, e.g. 'article 3 ("Finding joy"), link'. */
  where?: string;
  message: string;
}

export type Segment = string | number;

/** Names a place in a file as a problem (its line, and the item and field in words). */
export type ProblemAt = (segments: readonly Segment[], message: string, severity?: Problem["severity"]) => Problem;

/** Content as read, beside the schema: its names, every field optional, every value of any type. */
export type Unchecked<T> = T extends readonly (infer Item)[]
  ? readonly (Unchecked<Item> | undefined)[]
  : T extends object
    ? { readonly [Key in keyof T]?: Unchecked<T[Key]> }
    : unknown;

/** Whether the author filled a field in: a text with more than spaces (a rule's value may be of any type). */
export const filled = (value: unknown): boolean => typeof value === "string" && value.trim() !== "";

/** A file's or an item's rules across its own fields. */
export type CollectionRule<T> = (data: Unchecked<T>, at: ProblemAt) => Problem[];

/** One read file of the content: its data and a way to name a place in it. */
export interface ReadFile {
  data: unknown;
  problem: ProblemAt;
}

/** The content as read, for rules across files: a single file, or the items of a folder by address. */
export interface ContentRead {
  file(name: string): ReadFile | undefined;
  items(name: string): ReadonlyMap<string, ReadFile>;
  /** A folder item's file as the author reads it ("content/books/my-book.json"). */
  shownFile(name: string, address: string): string;
}

/** Rules across files: one file's field that must agree with another's. */
export type FilesRule = (content: ContentRead) => Problem[];

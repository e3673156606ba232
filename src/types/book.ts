/** What a book's page and the list of books render (src/lib/book-page-props.ts, books-page-props.ts). */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { LinkContent } from "./home";

type BookNode = NonNullable<Queries.BookPageQuery["book"]>;

/** The texts around every book's page (content/settings/site.json, bookPage). */
export type BookPageCopy = NonNullable<Queries.BookPageQuery["siteSettings"]>["bookPage"];

/** A book's front cover, ready to draw; a coming-soon book may have none. */
export interface BookCover {
  image: IGatsbyImageData;
  alt: string;
}

/** A book's fields as its page reads them: from the page query, or from the CMS's entry. */
export type BookFields = Pick<
  BookNode,
  | "title"
  | "subtitle"
  | "address"
  | "status"
  | "isoDate"
  | "displayDate"
  | "pitch"
  | "synopsis"
  | "stories"
  | "formats"
  | "buyLinks"
  | "universalLink"
  | "praise"
  | "series"
  | "seriesNumber"
> & {
  cover: BookCover | null;
  /** Whether the book has a sample to read (the page then links down to it). */
  hasSample: boolean;
};

/** Another book of the same series, as its card shows it. */
export type SeriesBookFields = Pick<BookNode, "title" | "address" | "series" | "seriesNumber"> & {
  cover: BookCover | null;
};

/** "Out now, since July 11, 2025", with the date it speaks of. */
export interface BookDateLine {
  isoDate: string;
  text: string;
}

/** Where to buy (or pre-order) the book: its universal link, then each format's label, ISBN line and stores. */
export interface BookBuyContent {
  heading: string;
  universal: LinkContent | null;
  /** `isbnLine`: "ISBN 978-…", or null while the format has none. */
  formats: readonly { label: string; isbnLine: string | null; stores: readonly { store: string; href: string }[] }[];
}

export interface PraiseQuote {
  quote: string;
  source: string;
  /** Where the review can be read; null when none is given. */
  href: string | null;
}

export interface SeriesEntry {
  title: string;
  path: string;
  /** "Book 1 of …". */
  line: string;
  cover: BookCover | null;
}

/** A book's page, block by block; a null block is left out. */
export interface BookPageContent {
  path: string;
  title: string;
  subtitle: string;
  /** "Book 2 of …", for a book in a series. */
  seriesLine: string | null;
  /** The one-line pitch, under the title. */
  pitch: string;
  dateLine: BookDateLine;
  cover: BookCover | null;
  /** The link down to the sample, when the book has one. */
  sampleLink: LinkContent | null;
  buy: BookBuyContent | null;
  /** A coming-soon book's link to the newsletter sign-up. */
  notify: LinkContent | null;
  newTabLabel: string;
  synopsis: { heading: string; paragraphs: readonly string[] } | null;
  stories: { heading: string; stories: BookNode["stories"] } | null;
  praise: { heading: string; quotes: readonly PraiseQuote[] } | null;
  sampleHeading: string;
  series: { heading: string; books: readonly SeriesEntry[] } | null;
}

/** A book as the list of books shows it. */
export interface BookSummary {
  path: string;
  title: string;
  subtitle: string;
  dateLine: BookDateLine;
  pitch: string;
  cover: BookCover | null;
}

import type {
  BookCover,
  BookDateLine,
  BookFields,
  BookPageContent,
  BookPageCopy,
  SeriesBookFields,
  SeriesEntry,
} from "../types/book";
import { fillTemplate } from "./fill-template";
import type { ImageFile } from "./require-image";
import { SITE_PLACEHOLDERS } from "./placeholders";
import { bookPath, HOME_PATH } from "./site-path";

/** The id of a book page's sample, which the link near the top leads to. */
export const SAMPLE_ID = "sample";

/** Where a coming-soon book sends readers to be told when it is out: the newsletter's sign-up on /home. */
const NOTIFY_PATH = `${HOME_PATH}#newsletter`;

/** Each status's date line in content/settings/site.json, bookPage (the statuses of the content schema). */
const DATE_LINES = {
  published: "publishedLine",
  "pre-order": "preorderLine",
  "coming soon": "comingSoonLine",
} as const;

/** "Out now, since {date}", "Out {date}: …" or "Expected {date}", by the book's status, with its date filled in. */
export function bookDateLine(
  copy: Pick<BookPageCopy, (typeof DATE_LINES)[keyof typeof DATE_LINES]>,
  book: { status: string; isoDate: string; displayDate: string; address: string },
): BookDateLine {
  if (!Object.hasOwn(DATE_LINES, book.status))
    throw new Error(`content/books/${book.address}.json, status: "${book.status}"`);
  const field = DATE_LINES[book.status as keyof typeof DATE_LINES];
  const text = fillTemplate(copy[field], SITE_PLACEHOLDERS.bookPage[field], { date: book.displayDate });
  return { isoDate: book.isoDate, text };
}

/** "Book {number} of {series}", for a book in a series. */
function seriesLine(copy: BookPageCopy, book: { series: string; seriesNumber: number }): string | null {
  if (book.series === "") return null;
  return fillTemplate(copy.seriesLine, SITE_PLACEHOLDERS.bookPage.seriesLine, {
    number: book.seriesNumber,
    series: book.series,
  });
}

/** A book's page from its fields and the texts around it: every block follows from the content. */
export function toBookPageProps(
  book: BookFields,
  copy: BookPageCopy,
  newTabLabel: string,
  seriesBooks: readonly SeriesBookFields[],
): BookPageContent {
  const formats = book.formats
    .map((format) => ({
      label: format.label,
      isbnLine:
        format.isbn === ""
          ? null
          : fillTemplate(copy.isbnLine, SITE_PLACEHOLDERS.bookPage.isbnLine, { isbn: format.isbn }),
      stores: book.buyLinks
        .filter((link) => link.format === format.format)
        .map((link) => ({ store: link.store, href: link.url })),
    }))
    // A format with neither a store nor an ISBN has nothing to tell a buyer yet.
    .filter((format) => format.stores.length > 0 || format.isbnLine !== null);
  const universal = book.universalLink === "" ? null : { href: book.universalLink, label: copy.universalLink };
  const canBuy = universal !== null || formats.some((format) => format.stores.length > 0);
  const series: SeriesEntry[] = seriesBooks.map((other) => ({
    title: other.title,
    path: bookPath(other.address),
    line: seriesLine(copy, other) ?? "",
    cover: other.cover,
  }));
  return {
    path: bookPath(book.address),
    title: book.title,
    subtitle: book.subtitle,
    seriesLine: seriesLine(copy, book),
    pitch: book.pitch,
    dateLine: bookDateLine(copy, book),
    cover: book.cover,
    sampleLink: book.hasSample ? { href: `#${SAMPLE_ID}`, label: copy.sampleLink } : null,
    buy: canBuy
      ? {
          heading: book.status === "published" ? copy.buyHeading : copy.preorderHeading,
          universal,
          formats,
        }
      : null,
    notify: book.status === "coming soon" ? { href: NOTIFY_PATH, label: copy.notifyLink } : null,
    newTabLabel,
    synopsis: book.synopsis.length > 0 ? { heading: copy.synopsisHeading, paragraphs: book.synopsis } : null,
    stories: book.stories.length > 0 ? { heading: copy.storiesHeading, stories: book.stories } : null,
    praise:
      book.praise.length > 0
        ? {
            heading: copy.praiseHeading,
            quotes: book.praise.map((entry) => ({
              quote: entry.quote,
              source: entry.source,
              href: entry.link === "" ? null : entry.link,
            })),
          }
        : null,
    sampleHeading: copy.sampleHeading,
    series:
      book.series !== "" && series.length > 0
        ? {
            heading: fillTemplate(copy.seriesHeading, SITE_PLACEHOLDERS.bookPage.seriesHeading, {
              series: book.series,
            }),
            books: series,
          }
        : null,
  };
}

/** A book's cover from the query: its processed front cover and description, or null while it has none. */
export function coverOf(
  covers: { readonly alt: string; readonly portrait: ImageFile | null },
  address: string,
): BookCover | null {
  if (!covers.portrait) return null;
  const image = covers.portrait.childImageSharp?.gatsbyImageData;
  if (!image) throw new Error(`content/books/${address}.json, covers.portrait: the file is not an image`);
  return { image, alt: covers.alt };
}

/** Maps a book page's query (src/templates/book.tsx) to its blocks. */
export function fromBookPageQuery(data: Queries.BookPageQuery, newTabLabel: string): BookPageContent {
  const copy = data.siteSettings?.bookPage;
  if (!copy) throw new Error("content/settings/site.json is missing");
  const { book } = data;
  if (!book) throw new Error("A book in content/books/ could not be loaded");
  return toBookPageProps(
    { ...book, cover: coverOf(book.covers, book.address), hasSample: book.sampleHtml !== "" },
    copy,
    newTabLabel,
    data.series.nodes.map((other) => ({ ...other, cover: coverOf(other.covers, other.address) })),
  );
}

import { bookDateLine, fromBookPageQuery, toBookPageProps } from "../../../src/lib/book-page-props";
import { toBooksPageProps } from "../../../src/lib/books-page-props";
import type { BookFields } from "../../../src/types/book";
import { bookPageCopyFixture as copy, bookPageQueryFixture as data } from "../../fixtures/book-page-query";

const NEW_TAB = "(opens in a new tab)";
const queried = data.book;
if (!queried) throw new Error("fixture");

/** The fixture's book as the page reads it, with `changes`. */
const fields = (changes: Partial<BookFields> = {}): BookFields => ({
  ...queried,
  cover: null,
  hasSample: false,
  ...changes,
});

describe("bookDateLine", () => {
  const book = { isoDate: "2030-10-01", displayDate: "October 1, 2030", address: "a-book" };

  it.each([
    ["published", "Out since October 1, 2030"],
    ["pre-order", "Out October 1, 2030, pre-order now"],
    ["coming soon", "Expected October 1, 2030"],
  ])("fills the %s line with the date the site shows elsewhere", (status, text) => {
    expect(bookDateLine(copy, { ...book, status })).toEqual({ isoDate: "2030-10-01", text });
  });

  it("refuses a status the content schema does not know, naming the file", () => {
    expect(() => bookDateLine(copy, { ...book, status: "toString" })).toThrow("content/books/a-book.json");
  });
});

describe("fromBookPageQuery", () => {
  const props = fromBookPageQuery(data, NEW_TAB);

  // Its title, subtitle, pitch, place in the series, date line and cover's description as the page shows them: book.test.tsx.
  it("gives the page its address and the cover at the page's size", () => {
    expect(props).toMatchObject({ path: "/books/the-second-kettle/", cover: { image: { width: 360, height: 540 } } });
  });

  // The stores by format, the sample link, synopsis, praise and the series' books as the page shows them, and a
  // book on its own without them: book.test.tsx ("sells it by format", "has the synopsis, ...", "sends readers ...").
  it("gives each other book of the series its own line and cover, and a book on its own no series line", () => {
    expect(props.series?.books.map(({ path, line }) => ({ path, line }))).toEqual([
      { path: "/books/the-first-kettle/", line: "Book 1 of Kettles" },
      { path: "/books/the-third-kettle/", line: "Book 3 of Kettles" },
    ]);
    expect(props.series?.books[1].cover).toBeNull();
    const alone = fromBookPageQuery({ ...data, book: { ...queried, series: "", seriesNumber: 0 } }, NEW_TAB);
    expect(alone.seriesLine).toBeNull();
  });

  it("fails naming the settings file, or the book, when either is missing", () => {
    expect(() => fromBookPageQuery({ ...data, siteSettings: null }, NEW_TAB)).toThrow("content/settings/site.json");
    expect(() => fromBookPageQuery({ ...data, book: null }, NEW_TAB)).toThrow("content/books/");
  });
});

describe("toBookPageProps by status", () => {
  it("heads a pre-order book's stores with the pre-order heading", () => {
    expect(toBookPageProps(fields({ status: "pre-order" }), copy, NEW_TAB, []).buy?.heading).toBe(copy.preorderHeading);
  });

  it("shows a format's ISBN beside the universal link before any store sells it; with no link at all, no buy box", () => {
    const props = toBookPageProps(fields({ buyLinks: [], universalLink: "" }), copy, NEW_TAB, []);
    expect(props.buy).toBeNull();
    const withUniversal = toBookPageProps(fields({ buyLinks: [] }), copy, NEW_TAB, []);
    expect(withUniversal.buy?.formats).toEqual([
      { label: "Paperback", isbnLine: "ISBN 978-0-00-000001-5", stores: [] },
    ]);
  });
});

describe("toBooksPageProps", () => {
  it("lists the books as queried, newest first, each with its date line, pitch, cover and page", () => {
    const props = toBooksPageProps({
      siteSettings: {
        booksPage: { title: "Books", heading: "All the books", intro: "Every one." },
        bookPage: copy,
      },
      allBook: {
        nodes: [
          {
            title: "Later",
            subtitle: "",
            address: "later",
            status: "coming soon",
            isoDate: "2032-01-01",
            displayDate: "January 1, 2032",
            pitch: "Soon.",
            covers: { alt: "", portrait: null },
          },
          {
            title: "Earlier",
            subtitle: "A novel",
            address: "earlier",
            status: "published",
            isoDate: "2030-01-01",
            displayDate: "January 1, 2030",
            pitch: "Out.",
            covers: { alt: "Cover", portrait: queried.covers?.portrait ?? { childImageSharp: null } },
          },
        ],
      },
    });
    expect(props).toMatchObject({ title: "Books", heading: "All the books", intro: "Every one." });
    expect(
      props.items.map(({ path, title, dateLine, pitch }) => ({ path, title, text: dateLine.text, pitch })),
    ).toEqual([
      { path: "/books/later/", title: "Later", text: "Expected January 1, 2032", pitch: "Soon." },
      { path: "/books/earlier/", title: "Earlier", text: "Out since January 1, 2030", pitch: "Out." },
    ]);
    expect(props.items[0].cover).toBeNull();
    expect(props.items[1].cover?.alt).toBe("Cover");
  });
});

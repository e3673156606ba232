import type { ArticleContent, BookContent, HomeSettingsContent } from "./schema";
import { filled, type CollectionRule, type FilesRule, type Problem, type Unchecked } from "./rule";

/** The collections' rules across fields and files; they get the content as read, so test each type. */

/** Cards clamp the excerpt to three lines (about 140 characters); far longer text is never seen. */
const EXCERPT_WARNING_LENGTH = 300;

/** Every article has its own id, and an excerpt readers will see most of. */
export const articleRules: CollectionRule<ArticleContent[]> = (articles, problem) => {
  if (!Array.isArray(articles)) return [];
  const problems: Problem[] = [];
  const seen = new Map<unknown, number>();
  articles.forEach((article: Unchecked<ArticleContent> | undefined, index) => {
    const { id, excerpt } = article ?? {};
    const first = seen.get(id);
    if (id !== undefined && first !== undefined)
      problems.push(
        problem(
          [index, "id"],
          `${String(id)} is already the id of article ${first + 1}: every article needs its own id`,
        ),
      );
    else if (id !== undefined) seen.set(id, index);
    if (typeof excerpt === "string" && excerpt.length > EXCERPT_WARNING_LENGTH) {
      problems.push(
        problem(
          [index, "excerpt"],
          `is ${excerpt.length} characters; cards show about the first 140, so readers will never see most of it`,
          "warning",
        ),
      );
    }
  });
  return problems;
};

/** A book's rules across its fields: what is for sale, its covers, its formats and its series. */
export const bookRules: CollectionRule<BookContent> = (book, problem) => {
  const problems: Problem[] = [];
  const buyLinks = Array.isArray(book.buyLinks) ? book.buyLinks : [];
  if (book.status === "coming soon" && buyLinks.length > 0) {
    problems.push(
      problem(
        ["buyLinks"],
        'a coming-soon book cannot be bought yet: remove its store links, or set its status to "pre-order"',
      ),
    );
  }
  if (book.status === "coming soon" && filled(book.universalLink)) {
    problems.push(
      problem(
        ["universalLink"],
        'a coming-soon book cannot be bought yet: empty its universal link, or set its status to "pre-order"',
      ),
    );
  }
  if (book.status !== "coming soon" && book.covers && !filled(book.covers.portrait)) {
    problems.push(problem(["covers", "portrait"], "is empty: a published or pre-order book needs its front cover"));
  }
  if (book.covers && filled(book.covers.portrait) && !filled(book.covers.alt)) {
    problems.push(problem(["covers", "alt"], "alt text is empty: describe the cover for readers who cannot see it"));
  }
  const formats = new Set((Array.isArray(book.formats) ? book.formats : []).map((format) => format?.format));
  buyLinks.forEach((link, index) => {
    if (typeof link?.format === "string" && !formats.has(link.format)) {
      problems.push(
        problem(
          ["buyLinks", index, "format"],
          `is "${link.format}", which is not one of this book's formats: add it under formats, or pick another`,
        ),
      );
    }
  });
  const inSeries = filled(book.series);
  if (inSeries && typeof book.seriesNumber === "number" && book.seriesNumber < 1) {
    problems.push(problem(["seriesNumber"], "must be 1 or more for a book in a series"));
  }
  if (!inSeries && typeof book.seriesNumber === "number" && book.seriesNumber > 0) {
    problems.push(
      problem(
        ["series"],
        `is empty, but the book is number ${book.seriesNumber}: name the series, or set the number to 0`,
      ),
    );
  }
  return problems;
};

/** The book /home features can be pre-ordered or bought, and has the hero's pictures. */
export const featuredBookRules: FilesRule = (content) => {
  const home = content.file("home");
  const address = (home?.data as Unchecked<HomeSettingsContent> | undefined)?.books?.featured;
  if (!home || typeof address !== "string") return [];
  const read = content.items("books").get(address);
  const book = read?.data as Unchecked<BookContent> | undefined;
  if (!book || typeof book !== "object") return [];
  const where = ["books", "featured"];
  const problems: Problem[] = [];
  if (book.status === "coming soon")
    problems.push(
      home.problem(where, "names a coming-soon book: the home page features a book readers can pre-order or buy"),
    );
  const missing = (["tablet", "phone", "flat"] as const).filter((key) => !filled(book.covers?.[key]));
  if (book.covers && filled(book.covers.portrait) && missing.length > 0)
    problems.push(
      home.problem(
        where,
        `names a book without its hero pictures (${missing.join(", ")}): add them to ${content.shownFile("books", address)}`,
      ),
    );
  return problems;
};

import type { BookSummary } from "../types/book";
import { bookDateLine, coverOf } from "./book-page-props";
import { bookPath } from "./site-path";

export interface BooksPageProps {
  title: string;
  heading: string;
  intro: string;
  /** Newest first, as queried. */
  books: BookSummary[];
}

/** Maps the /books/ page query to the page's texts and its list, newest first as queried. */
export function toBooksPageProps(data: Queries.BooksPageQuery): BooksPageProps {
  const settings = data.siteSettings;
  if (!settings) throw new Error("content/settings/site.json is missing");
  const { booksPage: copy, bookPage } = settings;
  return {
    title: copy.title,
    heading: copy.heading,
    intro: copy.intro,
    books: data.allBook.nodes.map((book) => ({
      path: bookPath(book.address),
      title: book.title,
      subtitle: book.subtitle,
      dateLine: bookDateLine(bookPage, book),
      pitch: book.pitch,
      cover: coverOf(book.covers, book.address),
    })),
  };
}

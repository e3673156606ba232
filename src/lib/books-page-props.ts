import type { BookSummary } from "../types/book";
import type { ListingContent } from "../types/listing";
import { bookDateLine, coverOf } from "./book-page-props";
import { bookPath } from "./site-path";

/** Maps the /books/ page query to the page's texts and its list, newest first as queried. */
export function toBooksPageProps(data: Queries.BooksPageQuery): ListingContent<BookSummary> {
  const settings = data.siteSettings;
  if (!settings) throw new Error("content/settings/site.json is missing");
  return {
    ...settings.booksPage,
    items: data.allBook.nodes.map((book) => ({
      path: bookPath(book.address),
      title: book.title,
      subtitle: book.subtitle,
      dateLine: bookDateLine(settings.bookPage, book),
      pitch: book.pitch,
      cover: coverOf(book.covers, book.address),
    })),
  };
}

import type { SiteSettings } from "../../types/content";
import type { PageSeo } from "../../types/seo";
import { bookPath } from "../site-path";
import { srcOf } from "./share-image";
import {
  absoluteUrl,
  authorNode,
  bookFormatUrl,
  bookPageId,
  CONTEXT,
  toGraph,
  type IdentityInput,
  type JsonLd,
} from "./structured-data";

/** A book as its own page describes it (/books/{address}/): the query's fields, and its path, text and cover. */
export type BookPageInput = Pick<
  NonNullable<Queries.BookPageQuery["book"]>,
  "title" | "subtitle" | "status" | "formats" | "buyLinks" | "universalLink" | "series" | "seriesNumber"
> & {
  path: string;
  description: string;
  releaseDate: string;
  /** The front cover; null for a coming-soon book without one yet. */
  imageUrl: string | null;
};

/** What a reader can do at the stores, by the book's status: a coming-soon book has no offers. */
const AVAILABILITY: Readonly<Record<string, string>> = { published: "InStock", "pre-order": "PreOrder" };

/** A book's page's Book: a `workExample` per format, its ISBN and offers at its stores (or the universal link). */
export function bookPageLd(identity: IdentityInput, book: BookPageInput): JsonLd {
  const url = `${identity.siteUrl}${book.path}`;
  const availability = Object.hasOwn(AVAILABILITY, book.status) ? `${CONTEXT}/${AVAILABILITY[book.status]}` : undefined;
  const offer = (target: string, seller?: string) => ({
    "@type": "Offer",
    availability,
    url: target,
    ...(seller ? { seller: { "@type": "Organization", name: seller } } : {}),
  });
  const offersFor = (format: string) => {
    if (!availability) return [];
    const stores = book.buyLinks.filter((link) => link.format === format);
    if (stores.length > 0) return stores.map((link) => offer(link.url, link.store));
    return book.universalLink === "" ? [] : [offer(book.universalLink)];
  };
  return {
    "@type": "Book",
    "@id": bookPageId(identity.siteUrl, book.path),
    name: book.title,
    ...(book.subtitle ? { alternativeHeadline: book.subtitle } : {}),
    url,
    mainEntityOfPage: url,
    author: authorNode(identity),
    description: book.description,
    ...(book.imageUrl ? { image: book.imageUrl } : {}),
    inLanguage: identity.lang,
    // A coming-soon book's date is only expected.
    ...(availability ? { datePublished: book.releaseDate } : {}),
    ...(book.series ? { isPartOf: { "@type": "BookSeries", name: book.series }, position: book.seriesNumber } : {}),
    workExample: book.formats.map((format) => {
      const offers = offersFor(format.format);
      return {
        "@type": "Book",
        name: book.title,
        bookFormat: bookFormatUrl(format.format),
        ...(format.isbn ? { isbn: format.isbn.replace(/[^0-9X]/gi, "") } : {}),
        inLanguage: identity.lang,
        ...(availability ? { datePublished: book.releaseDate } : {}),
        ...(offers.length > 0 ? { offers } : {}),
      };
    }),
  };
}

/** Title, description, share image (the cover) and the book's JSON-LD of its page. */
export function toBookSeo(data: Queries.BookPageQuery, settings: SiteSettings): PageSeo {
  const { book } = data;
  if (!book) throw new Error("A book in content/books/ could not be loaded");
  const path = bookPath(book.address);
  const field = `content/books/${book.address}.json, covers.portrait`;
  const sharp = book.covers.portrait?.childImageSharp;
  const cover = sharp?.cover;
  return {
    title: book.title,
    description: book.pitch,
    path,
    jsonLd: toGraph([
      bookPageLd(settings, {
        ...book,
        path,
        description: book.pitch,
        releaseDate: book.isoDate,
        imageUrl: cover ? absoluteUrl(settings.siteUrl, srcOf(cover, field)) : null,
      }),
    ]),
  };
}

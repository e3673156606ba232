/**
 * schema.org JSON-LD built from the same content that renders the page (one source of truth).
 * @see https://schema.org/Person https://schema.org/Book https://schema.org/Article
 */
import { HOME_PATH } from "./site-path";

export interface IdentityInput {
  name: string;
  description: string;
  siteUrl: string;
  lang: string;
  email: string;
  socials: readonly { href: string }[];
}

export interface BookInput {
  title: string;
  description: string;
  format?: string;
  imageUrl: string;
  preorderUrl: string;
  stories: readonly { title: string; theme: string }[];
}

/** A book as its own page describes it (/books/{address}/). */
export interface BookPageInput {
  /** The page's path, "/books/{address}/". */
  path: string;
  title: string;
  subtitle: string;
  description: string;
  status: string;
  releaseDate: string;
  /** The front cover; null for a coming-soon book without one yet. */
  imageUrl: string | null;
  formats: readonly { format: string; isbn: string }[];
  buyLinks: readonly { store: string; format: string; url: string }[];
  universalLink: string;
  series: string;
  seriesNumber: number;
}

export interface ArticleInput {
  headline: string;
  description: string;
  datePublished: string;
  path: string;
  imageUrl: string;
}

type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";

export const personId = (siteUrl: string) => `${siteUrl}/#author`;
export const websiteId = (siteUrl: string) => `${siteUrl}/#website`;
const bookId = (siteUrl: string) => `${siteUrl}${HOME_PATH}#book`;

export function personLd(identity: IdentityInput, imageUrl: string): JsonLd {
  return {
    "@type": "Person",
    "@id": personId(identity.siteUrl),
    name: identity.name,
    url: `${identity.siteUrl}${HOME_PATH}`,
    image: imageUrl,
    email: `mailto:${identity.email}`,
    jobTitle: "Author",
    ...(identity.socials.length > 0 ? { sameAs: identity.socials.map((social) => social.href) } : {}),
  };
}

export function websiteLd(identity: IdentityInput): JsonLd {
  return {
    "@type": "WebSite",
    "@id": websiteId(identity.siteUrl),
    url: `${identity.siteUrl}${HOME_PATH}`,
    name: identity.name,
    description: identity.description,
    inLanguage: identity.lang,
    publisher: { "@id": personId(identity.siteUrl) },
  };
}

export function profilePageLd(identity: IdentityInput, path: string): JsonLd {
  return {
    "@type": "ProfilePage",
    url: `${identity.siteUrl}${path}`,
    name: identity.name,
    inLanguage: identity.lang,
    isPartOf: { "@id": websiteId(identity.siteUrl) },
    mainEntity: { "@id": personId(identity.siteUrl) },
  };
}

/** "Paperback" → https://schema.org/Paperback (BookFormatType). */
export function bookFormatUrl(format: string): string {
  return `${CONTEXT}/${format.replace(/\s+/g, "")}`;
}

export function bookLd(identity: IdentityInput, book: BookInput): JsonLd {
  return {
    "@type": "Book",
    "@id": bookId(identity.siteUrl),
    name: book.title,
    author: { "@id": personId(identity.siteUrl) },
    description: book.description,
    image: book.imageUrl,
    ...(book.format ? { bookFormat: bookFormatUrl(book.format) } : {}),
    inLanguage: identity.lang,
    genre: "Short stories",
    ...(book.stories.length > 0
      ? { hasPart: book.stories.map((story) => ({ "@type": "ShortStory", name: story.title, about: story.theme })) }
      : {}),
    offers: {
      "@type": "Offer",
      availability: `${CONTEXT}/PreOrder`,
      url: book.preorderUrl,
    },
  };
}

/** A book's node on its own page: "{siteUrl}/books/{address}/#book". */
export const bookPageId = (siteUrl: string, path: string) => `${siteUrl}${path}#book`;

/** What a reader can do at the stores, by the book's status: a coming-soon book has no offers. */
const AVAILABILITY: Readonly<Record<string, string>> = { published: "InStock", "pre-order": "PreOrder" };

/**
 * The book of a book's page, with one edition (`workExample`) per format: its format, its ISBN when
 * it has one (digits only) and, for a book on sale or on pre-order, an offer at each store that
 * sells that format, or at the universal link when none does.
 * @see https://schema.org/workExample https://schema.org/BookFormatType https://schema.org/ItemAvailability
 */
export function bookPageLd(identity: IdentityInput, book: BookPageInput): JsonLd {
  const url = `${identity.siteUrl}${book.path}`;
  const availability = Object.prototype.hasOwnProperty.call(AVAILABILITY, book.status)
    ? `${CONTEXT}/${AVAILABILITY[book.status]}`
    : undefined;
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
    author: {
      "@type": "Person",
      "@id": personId(identity.siteUrl),
      name: identity.name,
      url: `${identity.siteUrl}${HOME_PATH}`,
    },
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

export function articleLd(identity: IdentityInput, article: ArticleInput): JsonLd {
  const url = `${identity.siteUrl}${article.path}`;
  // The Person and WebSite nodes live on /home; named here too, so this page stands on its own.
  const author = {
    "@type": "Person",
    "@id": personId(identity.siteUrl),
    name: identity.name,
    url: `${identity.siteUrl}${HOME_PATH}`,
  };
  return {
    "@type": "Article",
    headline: article.headline,
    description: article.description,
    datePublished: article.datePublished,
    url,
    mainEntityOfPage: url,
    image: article.imageUrl,
    inLanguage: identity.lang,
    author,
    publisher: author,
    isPartOf: {
      "@type": "WebSite",
      "@id": websiteId(identity.siteUrl),
      name: identity.name,
      url: `${identity.siteUrl}${HOME_PATH}`,
    },
  };
}

/** One <script type="application/ld+json"> body holding every node of the page. */
export function toGraph(nodes: readonly JsonLd[]): string {
  // "<" is escaped so content can never close the script element early.
  return JSON.stringify({ "@context": CONTEXT, "@graph": nodes }).replace(/</g, "\\u003c");
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith("/") ? "" : "/"}${path}`;
}

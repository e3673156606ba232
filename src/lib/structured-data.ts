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

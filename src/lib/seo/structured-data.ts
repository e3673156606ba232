/** What every page's schema.org JSON-LD shares; each page type builds its own nodes in its own module. */
import type { Person } from "schema-dts";
import { HOME_PATH } from "../site-path";

export interface IdentityInput {
  name: string;
  description: string;
  siteUrl: string;
  lang: string;
  email: string;
  socials: readonly { href: string }[];
}

export type JsonLd = Record<string, unknown>;

export const CONTEXT = "https://schema.org";

export const personId = (siteUrl: string) => `${siteUrl}/#author`;
export const websiteId = (siteUrl: string) => `${siteUrl}/#website`;

/** A book's node on its own page, "{siteUrl}/books/{address}/#book": named there, and by the pages that feature it. */
export const bookPageId = (siteUrl: string, path: string) => `${siteUrl}${path}#book`;

/** The author, by reference to the Person node on /home, named so a page stands on its own. */
export function authorNode(identity: IdentityInput): Person {
  return {
    "@type": "Person",
    "@id": personId(identity.siteUrl),
    name: identity.name,
    url: `${identity.siteUrl}${HOME_PATH}`,
  };
}

/** "Paperback" → https://schema.org/Paperback (BookFormatType). */
export function bookFormatUrl(format: string): string {
  return `${CONTEXT}/${format.replace(/\s+/g, "")}`;
}

/** One <script type="application/ld+json"> body holding every node of the page (built by hand, or typed by schema-dts). */
export function toGraph(nodes: readonly object[]): string {
  // "<" is escaped so content can never close the script element early.
  return JSON.stringify({ "@context": CONTEXT, "@graph": nodes }).replace(/</g, "\\u003c");
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith("/") ? "" : "/"}${path}`;
}

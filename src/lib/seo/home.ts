import type { SiteSettings } from "../../types/content";
import type { PageSeo } from "../../types/seo";
import { HOME_PATH } from "../site-path";
import { shareImage, srcOf } from "./share-image";
import {
  absoluteUrl,
  bookFormatUrl,
  CONTEXT,
  personId,
  toGraph,
  websiteId,
  type IdentityInput,
  type JsonLd,
} from "./structured-data";

export interface BookInput {
  title: string;
  description: string;
  format?: string;
  imageUrl: string;
  preorderUrl: string;
  stories: readonly { title: string; theme: string }[];
}

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

/** The featured book, as /home shows it: "{siteUrl}/home/#book". */
export function bookLd(identity: IdentityInput, book: BookInput): JsonLd {
  return {
    "@type": "Book",
    "@id": `${identity.siteUrl}${HOME_PATH}#book`,
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

/** Title, share image and JSON-LD (Person, WebSite, ProfilePage, Book) of /home. */
export function toHomeSeo(data: Queries.HomePageQuery, settings: SiteSettings, path: string): PageSeo {
  const { homeSettings: home, book } = data;
  if (!home || !book?.covers.portrait) throw new Error("content/settings/home.json or its featured book is missing");
  const personImage = absoluteUrl(
    settings.siteUrl,
    srcOf(home.about.portrait.childImageSharp?.person, "about.portrait"),
  );
  const coverImage = absoluteUrl(
    settings.siteUrl,
    srcOf(book.covers.portrait.childImageSharp?.cover, "covers.portrait"),
  );
  return {
    title: home.title,
    path,
    image: shareImage(book.covers.flat?.childImageSharp?.share, "covers.flat", book.covers.alt),
    jsonLd: toGraph([
      websiteLd(settings),
      profilePageLd(settings, path),
      personLd(settings, personImage),
      bookLd(settings, {
        title: book.title,
        description: book.synopsis[0] ?? settings.description,
        format: book.formats[0]?.format,
        imageUrl: coverImage,
        preorderUrl: settings.linkHubUrl,
        stories: book.stories,
      }),
    ]),
  };
}

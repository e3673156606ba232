import type { SiteSettings } from "../../types/content";
import type { PageSeo } from "../../types/seo";
import { HOME_PATH } from "../site-path";
import { srcOf } from "./share-image";
import { absoluteUrl, bookFormatUrl, CONTEXT, personId, toGraph, websiteId } from "./structured-data";

/** Title, share image and JSON-LD (Person, WebSite, ProfilePage, Book) of /home. */
export function toHomeSeo(data: Queries.HomePageQuery, settings: SiteSettings, path: string): PageSeo {
  const { homeSettings: home, book } = data;
  if (!home || !book?.covers.portrait) throw new Error("content/settings/home.json or its featured book is missing");
  const { siteUrl } = settings;
  const homeUrl = `${siteUrl}${HOME_PATH}`;
  const format = book.formats[0]?.format;
  const personImage = absoluteUrl(siteUrl, srcOf(home.about.portrait.childImageSharp?.person, "about.portrait"));
  const coverImage = absoluteUrl(siteUrl, srcOf(book.covers.portrait.childImageSharp?.cover, "covers.portrait"));
  return {
    title: home.title,
    path,
    jsonLd: toGraph([
      {
        "@type": "WebSite",
        "@id": websiteId(siteUrl),
        url: homeUrl,
        name: settings.name,
        description: settings.description,
        inLanguage: settings.lang,
        publisher: { "@id": personId(siteUrl) },
      },
      {
        "@type": "ProfilePage",
        url: `${siteUrl}${path}`,
        name: settings.name,
        inLanguage: settings.lang,
        isPartOf: { "@id": websiteId(siteUrl) },
        mainEntity: { "@id": personId(siteUrl) },
      },
      {
        "@type": "Person",
        "@id": personId(siteUrl),
        name: settings.name,
        url: homeUrl,
        image: personImage,
        email: `mailto:${settings.email}`,
        jobTitle: "Author",
        ...(settings.socials.length > 0 ? { sameAs: settings.socials.map((social) => social.href) } : {}),
      },
      // The featured book, as /home shows it: "{siteUrl}/home/#book".
      {
        "@type": "Book",
        "@id": `${homeUrl}#book`,
        name: book.title,
        author: { "@id": personId(siteUrl) },
        description: book.synopsis[0] ?? settings.description,
        image: coverImage,
        ...(format ? { bookFormat: bookFormatUrl(format) } : {}),
        inLanguage: settings.lang,
        genre: "Short stories",
        ...(book.stories.length > 0
          ? { hasPart: book.stories.map((story) => ({ "@type": "ShortStory", name: story.title, about: story.theme })) }
          : {}),
        offers: { "@type": "Offer", availability: `${CONTEXT}/PreOrder`, url: settings.linkHubUrl },
      },
    ]),
  };
}

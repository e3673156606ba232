import type { SiteSettings } from "../../types/content";
import type { PageSeo } from "../../types/seo";
import { HOME_PATH } from "../site-path";
import { srcOf } from "./share-image";
import { absoluteUrl, authorNode, toGraph, websiteId, type IdentityInput, type JsonLd } from "./structured-data";

interface ArticleInput {
  headline: string;
  description: string;
  datePublished: string;
  path: string;
  imageUrl: string;
}

export function articleLd(identity: IdentityInput, article: ArticleInput): JsonLd {
  const url = `${identity.siteUrl}${article.path}`;
  // The Person and WebSite nodes live on /home; named here too, so this page stands on its own.
  const author = authorNode(identity);
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

type Interview = NonNullable<Queries.InterviewPageQuery["mdx"]>;
type InterviewBook = Queries.InterviewPageQuery["book"];

/** Title, description, share image and Article JSON-LD of the interview page. */
export function toInterviewSeo(interview: Interview, book: InterviewBook, settings: SiteSettings): PageSeo {
  const share = book?.covers.portrait?.childImageSharp?.share;
  const shareSrc = srcOf(share, "covers.portrait");
  return {
    title: interview.frontmatter.title,
    description: interview.frontmatter.description,
    path: interview.fields.path,
    type: "article",
    jsonLd: toGraph([
      articleLd(settings, {
        headline: interview.frontmatter.title,
        description: interview.frontmatter.description,
        datePublished: interview.frontmatter.isoDate,
        path: interview.fields.path,
        imageUrl: absoluteUrl(settings.siteUrl, shareSrc),
      }),
    ]),
  };
}

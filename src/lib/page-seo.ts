import type { SiteSettings } from "../types/content";
import { bookPath } from "./site-path";
import type { PageSeo } from "../types/seo";
import {
  absoluteUrl,
  articleLd,
  bookLd,
  bookPageLd,
  personLd,
  profilePageLd,
  toGraph,
  websiteLd,
  type IdentityInput,
} from "./structured-data";

interface FixedImage {
  readonly images: { readonly fallback?: { readonly src: string } };
  readonly width: number;
  readonly height: number;
}

type ShareFile = { readonly childImageSharp: { readonly share: FixedImage } | null };

function srcOf(image: FixedImage | undefined, field: string): string {
  const src = image?.images.fallback?.src;
  if (!src) throw new Error(`${field}: no image could be made for sharing`);
  return src;
}

function identityOf(settings: SiteSettings): IdentityInput {
  return settings;
}

/** Title, share image and JSON-LD (Person, WebSite, ProfilePage, Book) of /home. */
export function toHomeSeo(data: Queries.HomePageQuery, settings: SiteSettings, path: string): PageSeo {
  const { homeSettings: home, book } = data;
  if (!home || !book?.covers.portrait) throw new Error("content/settings/home.json or its featured book is missing");
  const share = book.covers.flat?.childImageSharp?.share;
  const identity = identityOf(settings);
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
    image: share && {
      src: srcOf(share, "covers.flat"),
      width: share.width,
      height: share.height,
      alt: book.covers.alt,
    },
    jsonLd: toGraph([
      websiteLd(identity),
      profilePageLd(identity, path),
      personLd(identity, personImage),
      bookLd(identity, {
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

type Interview = NonNullable<Queries.InterviewPageQuery["mdx"]>;
type InterviewBook = Queries.InterviewPageQuery["book"];

/** Title, description, share image and Article JSON-LD of the interview page. */
export function toInterviewSeo(interview: Interview, book: InterviewBook, settings: SiteSettings): PageSeo {
  const share = (book?.covers.portrait as ShareFile | null | undefined)?.childImageSharp?.share;
  const shareSrc = srcOf(share, "covers.portrait");
  return {
    title: interview.frontmatter.title,
    description: interview.frontmatter.description,
    path: interview.fields.path,
    type: "article",
    image: share && { src: shareSrc, width: share.width, height: share.height, alt: book?.covers.alt ?? "" },
    jsonLd: toGraph([
      articleLd(identityOf(settings), {
        headline: interview.frontmatter.title,
        description: interview.frontmatter.description,
        datePublished: interview.frontmatter.isoDate,
        path: interview.fields.path,
        imageUrl: absoluteUrl(settings.siteUrl, shareSrc),
      }),
    ]),
  };
}

/** Title, description, share image (the cover) and the book's JSON-LD of its page. */
export function toBookSeo(data: Queries.BookPageQuery, settings: SiteSettings): PageSeo {
  const { book } = data;
  if (!book) throw new Error("A book in content/books/ could not be loaded");
  const path = bookPath(book.address);
  const field = `content/books/${book.address}.json, covers.portrait`;
  const sharp = book.covers.portrait?.childImageSharp;
  const share = sharp?.share;
  const cover = sharp?.cover;
  return {
    title: book.title,
    description: book.pitch,
    path,
    image: share
      ? { src: srcOf(share, field), width: share.width, height: share.height, alt: book.covers.alt }
      : undefined,
    jsonLd: toGraph([
      bookPageLd(identityOf(settings), {
        path,
        title: book.title,
        subtitle: book.subtitle,
        description: book.pitch,
        status: book.status,
        releaseDate: book.isoDate,
        imageUrl: cover ? absoluteUrl(settings.siteUrl, srcOf(cover, field)) : null,
        formats: book.formats,
        buyLinks: book.buyLinks,
        universalLink: book.universalLink,
        series: book.series,
        seriesNumber: book.seriesNumber,
      }),
    ]),
  };
}

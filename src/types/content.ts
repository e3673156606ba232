/**
 * Domain types, derived from the generated GraphQL types (src/gatsby-types.d.ts): the query
 * shapes are never retyped by hand. src/lib maps query results to these; components render them.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";

type Present<T> = NonNullable<T>;

export type SiteSettingsData = Present<Queries.SiteSettingsQuery["siteSettings"]>;
export type NavigationItem = SiteSettingsData["navigation"][number];
export type SocialLink = SiteSettingsData["socials"][number];
export type SiteLabels = SiteSettingsData["labels"];

export interface BookMenuEntry {
  title: string;
  comingSoon: boolean;
}

export interface SiteSettings extends SiteSettingsData {
  /** The site's origin without a trailing slash, e.g. "https://example.com". */
  siteUrl: string;
  books: BookMenuEntry[];
  interview: { host: string; path: string };
  buildYear: number;
}

type HomeQuery = Queries.HomePageQuery;
type HomeSettings = Present<HomeQuery["homeSettings"]>;
type ArticleNode = HomeQuery["allArticle"]["nodes"][number];
type CarouselSlideNode = HomeQuery["allCarouselSlide"]["nodes"][number];

/** One of the book's stories. */
export type Story = Present<HomeQuery["book"]>["stories"][number];

/** A newsletter article as its card shows it: the queried fields, with the image's data. */
export type Article = Omit<ArticleNode, "image"> & { readonly image: IGatsbyImageData };

/** One carousel image: its alt text from content, the image's data. */
export type CarouselSlide = Pick<CarouselSlideNode, "id" | "alt"> & { readonly image: IGatsbyImageData };

/** The carousel's labels (content/settings/home.json, books). */
export type CarouselLabels = Omit<HomeSettings["books"], "eyebrow" | "storiesHeading" | "preorderButton">;

/** The countdown's unit names. */
export type CountdownLabels = Pick<HomeSettings["countdown"], "days" | "hours" | "minutes" | "seconds">;

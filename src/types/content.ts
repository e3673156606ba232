/** Domain types, derived from the generated GraphQL types (src/gatsby-types.d.ts). */
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
  books: BookMenuEntry[];
  interview: { host: string; path: string };
  buildYear: number;
}

export type HomeSettings = Present<Queries.HomePageQuery["homeSettings"]>;
export type Book = Present<Queries.HomePageQuery["book"]>;
export type Article = Queries.HomePageQuery["allArticle"]["nodes"][number];
export type CarouselSlide = Queries.HomePageQuery["allCarouselSlide"]["nodes"][number];
export type Story = Book["stories"][number];

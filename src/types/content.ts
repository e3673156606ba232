/** Domain types, derived from the generated GraphQL types (src/gatsby-types.d.ts), never retyped. */
import type { IGatsbyImageData } from "gatsby-plugin-image";

export type SiteSettingsData = NonNullable<Queries.SiteSettingsQuery["siteSettings"]>;
export type NavigationItem = SiteSettingsData["navigation"][number];
export type SocialLink = SiteSettingsData["socials"][number];
export type SiteLabels = SiteSettingsData["labels"];

/** An interview as the menu names it: its host and its page. */
export interface InterviewLink {
  host: string;
  path: string;
}

export interface SiteSettings extends SiteSettingsData {
  /** The site's origin without a trailing slash, e.g. "https://example.com". */
  siteUrl: string;
  /** What the footer says of the press kit (content/settings/press.json). */
  pressKit: Pick<NonNullable<Queries.SiteSettingsQuery["pressKit"]>, "footerLink">;
  /**
   * How many books there are, the featured one's address (content/settings/home.json, books.featured),
   * and the newest few (as many as the menu lists), newest first, as the menu names them.
   */
  books: {
    total: number;
    featured: string;
    newest: { title: string; path: string; featured: boolean; comingSoon: boolean }[];
  };
  /** How many interviews there are, and the newest few (as many as the menu lists), newest first. */
  interviews: { total: number; newest: InterviewLink[] };
  /** The pages listing a collection that exist and that the footer links, in the collections' order. */
  listings: NavLink[];
  buildYear: number;
}

/** A link of the header's navigation, in the form the host serves ("/home/#about"). */
export interface NavLink {
  title: string;
  link: string;
}

/** A menu of the header's navigation: a button that shows its links. */
export interface NavMenu {
  kind: "menu";
  title: string;
  /** `badge`: a short note shown beside an entry ("Coming soon"). */
  entries: (NavLink & { badge?: string })[];
  /** A last link set apart from the entries, to a page with more of them ("All interviews"). */
  more?: NavLink;
  /** Where every entry leads, if one place (Books: /home's section): the mobile panel shows this link alone. */
  link?: string;
}

/** One entry of the header's navigation: a link, or a menu of links. */
export type NavEntry = ({ kind: "link" } & NavLink) | NavMenu;

type InterviewsPageNode = Queries.InterviewsPageQuery["allMdx"]["nodes"][number];

/** An interview as the page listing them all shows it; `hostLine` is "With {host}" filled in. */
export type InterviewSummary = Pick<
  InterviewsPageNode["frontmatter"],
  "title" | "description" | "isoDate" | "displayDate"
> & { readonly path: string; readonly hostLine: string };

type HomeQuery = Queries.HomePageQuery;
type HomeSettings = NonNullable<HomeQuery["homeSettings"]>;
type ArticleNode = HomeQuery["allArticle"]["nodes"][number];
type CarouselSlideNode = HomeQuery["allCarouselSlide"]["nodes"][number];

/** One of the book's stories (the BookStories fragment, src/templates/book.tsx). */
export type Story = Queries.BookStoriesFragment["stories"][number];

/** A newsletter article as its card shows it: the queried fields, with the image's data. */
export type Article = Omit<ArticleNode, "image"> & { readonly image: IGatsbyImageData };

/** One carousel image: its alt text from content, the image's data. */
export type CarouselSlide = Pick<CarouselSlideNode, "id" | "alt"> & { readonly image: IGatsbyImageData };

/** The carousel's labels (content/settings/home.json, books). */
export type CarouselLabels = Omit<HomeSettings["books"], "eyebrow" | "storiesHeading" | "preorderButton">;

/** The countdown's unit names. */
export type CountdownLabels = Pick<HomeSettings["countdown"], "days" | "hours" | "minutes" | "seconds">;

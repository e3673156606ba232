/** The `{placeholders}` each filled-in text may use: the schema and fillTemplate read the same lists. */

/** The placeholders of one text: at least one name. */
export type PlaceholderNames = readonly [string, ...string[]];

/** The author's name and the book's title: the home page's hero buttons and the About heading. */
const NAME_AND_BOOK = ["name", "book"] as const;
/** A carousel picture's number and how many there are. */
const SLIDE = ["index", "total"] as const;

/** content/settings/site.json */
export const SITE_PLACEHOLDERS = {
  labels: {
    /** Each interview's menu entry: the host's name. */
    interviewNav: ["host"],
    /** A social link as screen readers hear it: the author's name and the network's label. */
    socialLink: ["name", "network"],
    contactLink: ["name"],
    /** The footer's last line: the current year and the author's name. */
    copyright: ["year", "name"],
    /** The logo's link home, in the header and the footer. */
    homeLink: ["name"],
  },
  interviewsPage: {
    /** Under each interview's title on /interviews/. */
    hostLine: ["host"],
  },
  bookPage: {
    publishedLine: ["date"],
    preorderLine: ["date"],
    comingSoonLine: ["date"],
    seriesLine: ["number", "series"],
    seriesHeading: ["series"],
    isbnLine: ["isbn"],
  },
} as const satisfies Record<string, Record<string, PlaceholderNames>>;

/** content/settings/home.json */
export const HOME_PLACEHOLDERS = {
  hero: { aboutButton: NAME_AND_BOOK, preorderButton: NAME_AND_BOOK },
  about: { heading: NAME_AND_BOOK },
  books: { slideLabel: SLIDE, showSlideLabel: SLIDE },
  /** An imported article's picture description, when its feed has none: the post's title. */
  articles: { imageAlt: ["title"] },
} as const satisfies Record<string, Record<string, PlaceholderNames>>;

/** content/settings/press.json */
export const PRESS_PLACEHOLDERS = {
  /** A download's pixel size and weight, under its name. */
  downloadDetails: ["width", "height", "size"],
} as const satisfies Record<string, PlaceholderNames>;

/** What a page listing one collection renders (/books/, /interviews/). */

/** The texts of a listing page, from its block of content/settings/site.json. */
export interface ListingCopy {
  /** The tab's title. */
  title: string;
  /** The page's h1. */
  heading: string;
  /** The standfirst under the h1, and the page's description. */
  intro: string;
}

/** A listing page: its texts, then its items in the order shown. */
export interface ListingContent<T> extends ListingCopy {
  items: T[];
}

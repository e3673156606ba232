/** What an event's page and the list of events render (src/lib/event-page-props.ts, events-page-props.ts). */
import type { BookCover } from "./book";
import type { LinkContent } from "./home";
import type { ListingCopy } from "./listing";

/** The texts around every event's page (content/settings/site.json, eventPage). */
export type EventPageCopy = NonNullable<Queries.EventPageQuery["siteSettings"]>["eventPage"];

/** The event's fields its page reads, as queried. */
export type EventFields = NonNullable<Queries.EventPageQuery["event"]>;

/** An instant, as a <time datetime> names it (ISO with the offset of the day) and as the page words it. */
export interface TimeText {
  iso: string;
  text: string;
}

/** A content text around the placeholder the page fills with an element (a <time>, a link). */
export interface TextAround {
  before: string;
  after: string;
}

/** What the page shows of the event's place: its venue, or that it is online, or both. */
export interface EventVenueContent {
  name: string;
  /** The street, the city with its region and postal code, the country: the lines the content fills. */
  lines: string[];
  map: LinkContent | null;
}

/** The reader's own time of an event one joins online, filled in the browser. */
export interface ReaderTimeContent extends TextAround {
  startsAt: string;
  /** The event's zone: a reader in it is not told the same time twice. */
  timeZone: string;
  lang: string;
}

/** Why an event is not as planned: the status's notice, and its tone for the eye. */
export interface EventNotice {
  status: "cancelled" | "postponed" | "moved online";
  text: string;
}

/** An event's page, block by block; a null block is left out. */
export interface EventPageContent {
  path: string;
  title: string;
  /** "Reading", "Book club": the content's name of its kind. */
  kindLabel: string;
  start: TimeText;
  /** The end: its time alone when it ends on the day it starts, its date too when not. */
  end: TimeText;
  /** Whose clock the times are on: the venue's city, or the zone's ("New York"). */
  place: string;
  notice: EventNotice | null;
  /** "Moved from {date}", for an event whose start has moved. */
  rescheduled: (TextAround & { previous: TimeText }) | null;
  readerTime: ReaderTimeContent | null;
  /** When it ends (ISO with offset), and whether it had by the time the site was built. */
  endsAt: string;
  endedAtBuild: boolean;
  /** Whether it is marked as over once it has ended (a cancelled event never took place). */
  marksEnd: boolean;
  endedLabel: string;
  /** `price`: "£8", or the content's word for free. */
  tickets: { href: string; label: string; price: string } | null;
  whenHeading: string;
  whereHeading: string;
  venue: EventVenueContent | null;
  /** "Online", and the link to join: none once the event is called off or over. */
  online: { label: string; join: LinkContent | null } | null;
  organiser: (TextAround & { name: string; href: string | null }) | null;
  calendar: LinkContent;
  /** Google Calendar and Outlook.com, each with the event's start and end in UTC. */
  calendarLinks: LinkContent[];
  descriptionHtml: string;
  /** The book it features, linked to its page. */
  book: { heading: string; title: string; path: string; pitch: string; cover: BookCover | null } | null;
  newTabLabel: string;
}

/** An event as the list of events shows it. */
export interface EventSummary {
  path: string;
  title: string;
  kindLabel: string;
  start: TimeText;
  place: string;
  /** Where it happens, in a few words: the venue and its city, or "Online". */
  where: string;
  /** The day on the card's calendar leaf, in the event's zone: "Mar", "10". */
  month: string;
  day: string;
  notice: EventNotice | null;
  past: boolean;
}

/** One list of /events/: its heading, its events, and what it says with none. */
export interface EventGroup {
  id: string;
  heading: string;
  items: EventSummary[];
  empty: string | null;
}

/** /events/: its texts, then its lists (to come, then past when there are any). */
export interface EventsPageContent extends ListingCopy {
  groups: EventGroup[];
  /** Every event in one calendar file (/events.ics): subscribed to, or downloaded. */
  calendar: { subscribe: LinkContent; download: LinkContent };
}

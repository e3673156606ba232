import type { EventGroup, EventsPageContent, EventSummary } from "../types/event";
import { calendarLeaf, eventDateTime } from "./event-display";
import { attendanceOf, eventNotice, eventPlace, kindLabel } from "./event-fields";
import { EVENTS_CALENDAR_PATH, eventPath } from "./event-site";
import { soonestFirst } from "./upcoming-events";

/** What plugins/site-content puts in /events/'s context (collections.ts, the listing's context). */
export interface EventsPageContext {
  /** When the site was built (ISO): what had ended by then is past. */
  builtAt: string;
}

/** The ids of the two lists' headings, which name their sections. */
export const UPCOMING_ID = "upcoming-title";
export const PAST_ID = "past-title";

type EventNode = Queries.EventsPageQuery["allEvent"]["nodes"][number];

/** /events/: to come (soonest first), then past (latest first), by the instant each starts, then address. */
export function toEventsPageProps(data: Queries.EventsPageQuery, builtAt: string): EventsPageContent {
  const settings = data.siteSettings;
  if (!settings) throw new Error("content/settings/site.json is missing");
  const { eventsPage: copy, eventPage, lang } = settings;
  const built = Date.parse(builtAt);
  if (Number.isNaN(built)) throw new Error(`/events/: the build time "${builtAt}" is not a time`);
  const isPast = (event: EventNode) => Date.parse(event.endsAt) <= built;
  const summary = (event: EventNode): EventSummary => {
    const { inPerson, online } = attendanceOf(event);
    const room = inPerson ? [event.venue.name, event.venue.city].filter(Boolean).join(", ") : "";
    return {
      path: eventPath(event.address),
      title: event.title,
      kindLabel: kindLabel(eventPage.kinds, event.kind, event.address),
      start: { iso: event.startsAt, text: eventDateTime(event.startsAt, event.timeZone, lang) },
      place: eventPlace(event),
      // In a room, online, or both: "Freedom Park, Lagos · Online".
      where: [room, online ? eventPage.online : ""].filter(Boolean).join(" · "),
      ...calendarLeaf(event.startsAt, event.timeZone, lang),
      notice: eventNotice(eventPage, event.status),
      past: isPast(event),
    };
  };
  const upcoming = data.allEvent.nodes.filter((event) => !isPast(event)).sort(soonestFirst);
  const past = data.allEvent.nodes
    .filter(isPast)
    .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt) || soonestFirst(a, b));
  const groups: EventGroup[] = [
    { id: UPCOMING_ID, heading: copy.upcomingHeading, items: upcoming.map(summary), empty: copy.noneUpcoming },
    ...(past.length > 0 ? [{ id: PAST_ID, heading: copy.pastHeading, items: past.map(summary), empty: null }] : []),
  ];
  const siteUrl = data.site?.siteMetadata?.siteUrl;
  if (!siteUrl) throw new Error("/events/: Gatsby's site node has no site URL");
  // webcal: is the address calendars subscribe to (and refresh); the same file downloads once.
  const calendar = {
    subscribe: { href: `webcal://${new URL(siteUrl).host}${EVENTS_CALENDAR_PATH}`, label: copy.subscribe },
    download: { href: EVENTS_CALENDAR_PATH, label: copy.download },
  };
  return { title: copy.title, heading: copy.heading, intro: copy.intro, groups, calendar };
}

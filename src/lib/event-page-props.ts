import type { BookCover } from "../types/book";
import type { EventFields, EventPageContent, EventPageCopy, EventVenueContent, TextAround } from "../types/event";
import { coverOf } from "./book-page-props";
import { countryName, eventDateTime, eventEndText, priceText } from "./event-display";
import { attendanceOf, eventNotice, eventPlace, kindLabel } from "./event-fields";
import { fillTemplate } from "./fill-template";
import { bookPath } from "./site-path";
import { eventCalendarPath, eventPath, EVENT_PLACEHOLDERS } from "./event-site";
import { googleCalendarUrl, outlookCalendarUrl } from "./calendar-links";

/** Stands in for a placeholder the page fills with an element: a private-use character no keyboard types. */
const SLOT = "\uE000";

/** A filled template split where its one element goes. */
function around(filled: string): TextAround {
  const at = filled.indexOf(SLOT);
  return at < 0
    ? { before: filled, after: "" }
    : { before: filled.slice(0, at), after: filled.slice(at + SLOT.length) };
}

/** The venue's address, line by line, leaving out what the content leaves empty. */
function venueLines(venue: EventFields["venue"], lang: string): string[] {
  // "Brooklyn, NY 11217"; a region named like its city ("Lagos, Lagos") is said once.
  const region = venue.region === venue.city ? "" : venue.region;
  const cityLine = [venue.city, [region, venue.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [venue.street, cityLine, venue.countryCode ? countryName(venue.countryCode, lang) : ""].filter(Boolean);
}

/** What an event's page needs of the build: the language its times are worded in, and when it was built. */
interface EventPageContext {
  lang: string;
  /** The build's time (ISO): an event that had ended by then is shown as over from the first paint. */
  builtAt: string;
  newTabLabel: string;
  /** The site's address (no trailing slash): the calendar links carry the page's full URL. */
  siteUrl: string;
}

/** The book an event features, as its page shows it. */
export interface FeaturedBookFields {
  title: string;
  address: string;
  pitch: string;
  cover: BookCover | null;
}

/** An event's page: no tickets once called off or over by the build; the reader's own time when online. */
export function toEventPageProps(
  event: EventFields & { descriptionHtml: string },
  copy: EventPageCopy,
  book: FeaturedBookFields | null,
  { lang, builtAt, newTabLabel, siteUrl }: EventPageContext,
): EventPageContent {
  const { inPerson, online } = attendanceOf(event);
  const calledOff = event.status === "cancelled" || event.status === "postponed";
  const endedAtBuild = Date.parse(event.endsAt) <= Date.parse(builtAt);
  const open = !calledOff && !endedAtBuild;
  const venue: EventVenueContent | null = inPerson
    ? {
        name: event.venue.name,
        lines: venueLines(event.venue, lang),
        map: event.venue.mapLink ? { href: event.venue.mapLink, label: copy.mapLink } : null,
      }
    : null;
  const calendarEvent = {
    title: event.title,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    pageUrl: `${siteUrl}${eventPath(event.address)}`,
    location: venue ? [venue.name, ...venue.lines].filter(Boolean).join(", ") : event.onlineLink || copy.online,
  };
  return {
    path: eventPath(event.address),
    title: event.title,
    kindLabel: kindLabel(copy.kinds, event.kind, event.address),
    start: { iso: event.startsAt, text: eventDateTime(event.startsAt, event.timeZone, lang) },
    end: { iso: event.endsAt, text: eventEndText(event.startsAt, event.endsAt, event.timeZone, lang) },
    place: eventPlace(event),
    notice: eventNotice(copy, event.status),
    rescheduled: event.previousStartsAt
      ? {
          ...around(fillTemplate(copy.rescheduledLine, EVENT_PLACEHOLDERS.rescheduledLine, { date: SLOT })),
          previous: {
            iso: event.previousStartsAt,
            text: eventDateTime(event.previousStartsAt, event.timeZone, lang),
          },
        }
      : null,
    readerTime:
      online && open
        ? {
            ...around(fillTemplate(copy.yourTime, EVENT_PLACEHOLDERS.yourTime, { time: SLOT })),
            startsAt: event.startsAt,
            timeZone: event.timeZone,
            lang,
          }
        : null,
    endsAt: event.endsAt,
    endedAtBuild,
    marksEnd: event.status !== "cancelled",
    endedLabel: copy.ended,
    tickets:
      open && event.tickets.link !== ""
        ? {
            href: event.tickets.link,
            label: event.tickets.label,
            price: event.tickets.price === 0 ? copy.free : priceText(event.tickets.price, event.tickets.currency, lang),
          }
        : null,
    whenHeading: copy.whenHeading,
    whereHeading: copy.whereHeading,
    venue,
    online: online
      ? {
          label: copy.online,
          join: open && event.onlineLink ? { href: event.onlineLink, label: copy.joinOnline } : null,
        }
      : null,
    organiser: event.organiser.name
      ? {
          ...around(fillTemplate(copy.organisedBy, EVENT_PLACEHOLDERS.organisedBy, { name: SLOT })),
          name: event.organiser.name,
          href: event.organiser.link || null,
        }
      : null,
    calendar: { href: eventCalendarPath(event.address), label: copy.addToCalendar },
    calendarLinks: [
      { href: googleCalendarUrl(calendarEvent), label: copy.googleCalendar },
      { href: outlookCalendarUrl(calendarEvent), label: copy.outlookCalendar },
    ],
    descriptionHtml: event.descriptionHtml,
    book: book
      ? {
          heading: copy.bookHeading,
          title: book.title,
          path: bookPath(book.address),
          pitch: book.pitch,
          cover: book.cover,
        }
      : null,
    newTabLabel,
  };
}

/** Maps an event page's query (src/templates/event.tsx) to its blocks. */
export function fromEventPageQuery(data: Queries.EventPageQuery, newTabLabel: string): EventPageContent {
  const settings = data.siteSettings;
  if (!settings) throw new Error("content/settings/site.json is missing");
  const { event, book } = data;
  if (!event) throw new Error("An event in content/events/ could not be loaded");
  const builtAt = data.site?.buildTime;
  const siteUrl = data.site?.siteMetadata?.siteUrl;
  if (!builtAt || !siteUrl) throw new Error("Gatsby's site node has no build time or site URL");
  return toEventPageProps(
    event,
    settings.eventPage,
    book ? { ...book, cover: coverOf(book.covers, book.address) } : null,
    { lang: settings.lang, builtAt, newTabLabel, siteUrl },
  );
}

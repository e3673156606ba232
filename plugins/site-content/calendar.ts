/**
 * Each event's calendar file and the collection's one (/events.ics), by `ics`; the organiser is in the description
 * (ORGANIZER needs an e-mail address). Texts lose their control characters and lines are folded at 75 octets (RFC 5545
 * §3.1), which `ics` leaves undone.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createEvent, createEvents, type EventAttributes, type EventStatus } from "ics";
import { EVENTS, type EventContent, type EventPageCopyContent } from "../../src/lib/content/events";
import { formattedTextAsPlain } from "../../src/lib/content/plain-text";
import { filled } from "../../src/lib/content/rule";
import { instantOf } from "../../src/lib/event-time";
import { EVENTS_CALENDAR_PATH, eventPath, EVENT_PLACEHOLDERS } from "../../src/lib/event-site";
import { attendanceOf } from "../../src/lib/event-fields";
import type { BuildTools } from "./collection-build";

/** What an event's calendar file is made of: the event's content, as written. */
export type CalendarEvent = Pick<
  EventContent,
  | "title"
  | "address"
  | "start"
  | "end"
  | "timeZone"
  | "status"
  | "previousStart"
  | "attendance"
  | "onlineLink"
  | "description"
> & {
  venue: Pick<EventContent["venue"], "name" | "street" | "city" | "region" | "postalCode" | "countryCode">;
  organiser: Pick<EventContent["organiser"], "name">;
};

/** What the site adds: its address and name, its language (for country names), and its words. */
export interface CalendarSite {
  /** The site's URL (site.siteMetadata.siteUrl, no trailing slash): the events' page URLs and UIDs are made from it. */
  siteUrl: string;
  name: string;
  lang: string;
  copy: Pick<EventPageCopyContent, "cancelled" | "postponed" | "movedOnline" | "joinOnline" | "organisedBy">;
}

/** How a calendar reads each status: only a postponed event is still in doubt. */
const CALENDAR_STATUS: Readonly<Record<EventContent["status"], EventStatus>> = {
  scheduled: "CONFIRMED",
  "moved online": "CONFIRMED",
  postponed: "TENTATIVE",
  cancelled: "CANCELLED",
};

/** Where it is: the venue's address for an event in person (or both), the link for one only online. */
function locationOf(event: CalendarEvent, lang: string): string {
  if (!attendanceOf(event).inPerson) return event.onlineLink;
  const { name, street, city, region, postalCode, countryCode } = event.venue;
  let country = countryCode;
  if (filled(countryCode)) {
    try {
      country = new Intl.DisplayNames([lang, "en"], { type: "region" }).of(countryCode) ?? countryCode;
    } catch {
      // A language the runtime does not know: the code itself still names the country.
    }
  }
  return [name, street, city, [region, postalCode].filter(filled).join(" "), country].filter(filled).join(", ");
}

/** The description, in the site's words: the status notice, the text, the link to join, the organiser. */
function descriptionOf(event: CalendarEvent, site: CalendarSite): string {
  const { copy } = site;
  const notice = { cancelled: copy.cancelled, postponed: copy.postponed, "moved online": copy.movedOnline }[
    event.status as "cancelled" | "postponed" | "moved online"
  ];
  const joinLine =
    attendanceOf(event).online && filled(event.onlineLink) ? `${copy.joinOnline}: ${event.onlineLink}` : undefined;
  // Not fillTemplate: Parcel, which compiles the plugins, cannot read its `const` type parameter.
  const [placeholder] = EVENT_PLACEHOLDERS.organisedBy;
  const organiser = filled(event.organiser.name)
    ? copy.organisedBy.split(`{${placeholder}}`).join(event.organiser.name)
    : undefined;
  return [notice, formattedTextAsPlain(event.description, site.siteUrl), joinLine, organiser]
    .filter(filled)
    .join("\n\n");
}

/** A calendar's text holds no control character: a bare carriage return would start a new property in some readers. */
// eslint-disable-next-line no-control-regex -- the characters are what it removes
const CONTROL = new RegExp("[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029]", "g");
export const calendarText = (text: string): string =>
  text.replace(/\r\n?/g, "\n").replace(/\t/g, " ").replace(CONTROL, "");

/** How many times the event changed as the content says (moved: an earlier start; a status other than scheduled). */
export const sequenceOf = (event: Pick<CalendarEvent, "previousStart" | "status">): number =>
  (filled(event.previousStart) ? 1 : 0) + (event.status === "scheduled" ? 0 : 1);

/** RFC 5545 §3.1: content lines of at most 75 octets, continued after CRLF and a space, never inside a character. */
export function foldLines(calendar: string): string {
  const unfolded = calendar.replace(/\r\n[ \t]/g, "").split("\r\n");
  const folded = unfolded.map((line) => {
    const parts: string[] = [];
    let part = "";
    let octets = 0;
    for (const character of line) {
      const size = Buffer.byteLength(character);
      // The first line holds 75 octets; each continuation 74 after its space.
      if (octets + size > (parts.length === 0 ? 75 : 74)) {
        parts.push(part);
        part = "";
        octets = 0;
      }
      part += character;
      octets += size;
    }
    parts.push(part);
    return parts.join("\r\n ");
  });
  return folded.join("\r\n");
}

const productId = (site: CalendarSite) =>
  `-//${site.name}//Events at ${new URL(site.siteUrl).host}//${site.lang.toUpperCase()}`;

/** An event as `ics` takes it, stamped `stamp`. */
function attributesOf(
  event: CalendarEvent,
  site: CalendarSite,
  stamp: number,
): EventAttributes & { timestamp: number } {
  const { siteUrl } = site;
  const host = new URL(siteUrl).host;
  return {
    // The same in every build, so a calendar that imported the event updates it.
    uid: `${event.address}@${host}`,
    sequence: sequenceOf(event),
    timestamp: stamp,
    title: calendarText(event.title),
    start: instantOf(event.start, event.timeZone),
    startInputType: "utc",
    startOutputType: "utc",
    end: instantOf(event.end, event.timeZone),
    endInputType: "utc",
    endOutputType: "utc",
    location: calendarText(locationOf(event, site.lang)),
    url: `${siteUrl}${eventPath(event.address)}`,
    description: calendarText(descriptionOf(event, site)),
    status: CALENDAR_STATUS[event.status],
  };
}

/** The event's calendar file (DTSTAMP `stamp`); throws, naming the event's file, if `ics` refuses it. */
export function eventCalendar(event: CalendarEvent, site: CalendarSite, stamp = Date.now()): string {
  const { error, value } = createEvent({ productId: productId(site), ...attributesOf(event, site, stamp) });
  if (error || !value) {
    throw new Error(
      `content/events/${event.address}.json: its calendar file could not be made: ${error?.message ?? "no output"}`,
    );
  }
  return foldLines(value);
}

/** How long an event stays in the calendar readers subscribe to after it ended. */
const SUBSCRIBED_PAST_DAYS = 90;

/** The calendar readers subscribe to: every event to come, and those that ended in the last 90 days, by start. */
export function eventsCalendar(events: readonly CalendarEvent[], site: CalendarSite, stamp = Date.now()): string {
  const since = stamp - SUBSCRIBED_PAST_DAYS * 24 * 60 * 60 * 1000;
  const shown = events
    .filter((event) => instantOf(event.end, event.timeZone) >= since)
    .sort(
      (a, b) => instantOf(a.start, a.timeZone) - instantOf(b.start, b.timeZone) || (a.address < b.address ? -1 : 1),
    );
  const { error, value } = createEvents(
    shown.map((event) => attributesOf(event, site, stamp)),
    { productId: productId(site), calName: calendarText(site.name) },
  );
  if (error || !value) throw new Error(`${EVENTS_CALENDAR_PATH}: could not be made: ${error?.message ?? "no output"}`);
  return foldLines(value);
}

/** Writes every event's calendar file and /events.ics into `publicDir`, and returns them, relative to it (for pruning). */
export function writeCalendarFiles(
  publicDir: string,
  events: readonly CalendarEvent[],
  site: CalendarSite,
  stamp = Date.now(),
): string[] {
  const write = (address: string, text: string) => {
    const relative = address.replace(/^\//, "");
    const file = path.join(publicDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    return relative;
  };
  // The collection's own calendar (its declaration's `files.all`), with /events/: once there is an event.
  const { all, path: itemPath } = EVENTS.files;
  return [
    ...(events.length > 0 ? [write(all, eventsCalendar(events, site, stamp))] : []),
    ...events.map((event) => write(itemPath(event.address), eventCalendar(event, site, stamp))),
  ].sort();
}

interface CalendarQuery {
  allEvent: { nodes: CalendarEvent[] };
  site: { siteMetadata: { siteUrl: string } } | null;
  siteSettings: Pick<CalendarSite, "name" | "lang"> & { eventPage: CalendarSite["copy"] };
}

/** The events' calendar files, from GraphQL as the pages read them; one that cannot be made throws. */
export async function writeEventCalendars({ graphql }: BuildTools, publicDir: string): Promise<string[]> {
  const result = await graphql<CalendarQuery>(`
    query EventCalendars {
      allEvent(sort: { address: ASC }) {
        nodes {
          title
          address
          start
          end
          timeZone
          status
          previousStart
          attendance
          onlineLink
          description
          venue {
            name
            street
            city
            region
            postalCode
            countryCode
          }
          organiser {
            name
          }
        }
      }
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteSettings {
        name
        lang
        eventPage {
          cancelled
          postponed
          movedOnline
          joinOnline
          organisedBy
        }
      }
    }
  `);
  const data = result.data;
  if (result.errors || !data?.site) {
    throw new Error(`Could not read the events for their calendar files: ${JSON.stringify(result.errors)}`);
  }
  const { name, lang, eventPage } = data.siteSettings;
  const site: CalendarSite = { siteUrl: data.site.siteMetadata.siteUrl, name, lang, copy: eventPage };
  return writeCalendarFiles(publicDir, data.allEvent.nodes, site);
}

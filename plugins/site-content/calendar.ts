/** Each event's calendar file, by `ics`; the organiser is in the description (ORGANIZER needs an e-mail address). */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createEvent, type EventAttributes, type EventStatus } from "ics";
import type { EventContent, EventPageCopyContent } from "../../src/lib/content/events";
import { formattedTextAsPlain } from "../../src/lib/content/plain-text";
import { filled } from "../../src/lib/content/rule";
import { instantOf } from "../../src/lib/event-time";
import { eventCalendarPath, eventPath, EVENT_PLACEHOLDERS } from "../../src/lib/event-site";
import { attendanceOf } from "../../src/lib/event-fields";
import type { BuildTools } from "./collection-build";

/** What an event's calendar file is made of: the event's content, as written. */
export type CalendarEvent = Pick<
  EventContent,
  "title" | "address" | "start" | "end" | "timeZone" | "status" | "attendance" | "onlineLink" | "description"
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

/** The event's calendar file (DTSTAMP `stamp`); throws, naming the event's file, if `ics` refuses it. */
export function eventCalendar(event: CalendarEvent, site: CalendarSite, stamp = Date.now()): string {
  const { siteUrl } = site;
  const host = new URL(siteUrl).host;
  const attributes: EventAttributes & { timestamp: number } = {
    productId: `-//${site.name}//Events at ${host}//${site.lang.toUpperCase()}`,
    // The same in every build, so a calendar that imported the event updates it.
    uid: `${event.address}@${host}`,
    timestamp: stamp,
    title: event.title,
    start: instantOf(event.start, event.timeZone),
    startInputType: "utc",
    startOutputType: "utc",
    end: instantOf(event.end, event.timeZone),
    endInputType: "utc",
    endOutputType: "utc",
    location: locationOf(event, site.lang),
    url: `${siteUrl}${eventPath(event.address)}`,
    description: descriptionOf(event, site),
    status: CALENDAR_STATUS[event.status],
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) {
    throw new Error(
      `content/events/${event.address}.json: its calendar file could not be made: ${error?.message ?? "no output"}`,
    );
  }
  return value;
}

/** Writes every event's calendar file into `publicDir` and returns them, relative to it (for pruning). */
export function writeCalendarFiles(
  publicDir: string,
  events: readonly CalendarEvent[],
  site: CalendarSite,
  stamp = Date.now(),
): string[] {
  return events
    .map((event) => {
      const relative = eventCalendarPath(event.address).replace(/^\//, "");
      const file = path.join(publicDir, relative);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, eventCalendar(event, site, stamp));
      return relative;
    })
    .sort();
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

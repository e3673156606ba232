import { kindKey } from "./event-display";
import { eventPath, EVENTS_PATH } from "./event-site";

/** The events still to come on /home and a book's page: made at build, in each event's own zone. */

/** An event as the build reads it (GraphQL), with its start and end as zoned ISO times. */
export interface EventForList {
  address: string;
  title: string;
  kind: string;
  status: string;
  attendance: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  venue: { city: string };
  book: string;
}

export interface UpcomingEvents {
  heading: string;
  more: { title: string; link: string };
  /** Each event's page, title, kind, when and where in words; `isoStart` is its <time datetime>, with its offset. */
  events: { path: string; title: string; kind: string; isoStart: string; when: string; where: string }[];
}

/** The texts the short list takes from content/settings/site.json. */
interface UpcomingEventsCopy {
  lang: string;
  heading: string;
  allEvents: string;
  online: string;
  kinds: Readonly<Record<string, string>>;
}

type Dated = Pick<EventForList, "address" | "startsAt">;

/** Soonest first by the instant each starts, then by address. */
export const soonestFirst = (a: Dated, b: Dated) =>
  Date.parse(a.startsAt) - Date.parse(b.startsAt) || (a.address < b.address ? -1 : a.address > b.address ? 1 : 0);

/** Events not yet over at `now` and not cancelled, soonest first. */
export function eventsToCome<T extends Dated & Pick<EventForList, "status" | "endsAt">>(
  events: readonly T[],
  now: number,
) {
  return events.filter((event) => event.status !== "cancelled" && Date.parse(event.endsAt) > now).sort(soonestFirst);
}

/** "Sat, Mar 10, 2035, 10:00 PM EST": the start in the event's own zone, the zone named. */
function eventWhen(startsAt: string, timeZone: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, {
    timeZone,
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(startsAt));
}

/** The short list of `events` (already chosen and ordered), or nothing for none. */
export function upcomingEvents(events: readonly EventForList[], copy: UpcomingEventsCopy): UpcomingEvents | undefined {
  if (events.length === 0) return undefined;
  return {
    heading: copy.heading,
    more: { title: copy.allEvents, link: EVENTS_PATH },
    events: events.map((event) => ({
      path: eventPath(event.address),
      title: event.title,
      kind: Object.hasOwn(copy.kinds, kindKey(event.kind)) ? copy.kinds[kindKey(event.kind)] : event.kind,
      isoStart: event.startsAt,
      when: eventWhen(event.startsAt, event.timeZone, copy.lang),
      where: event.attendance === "online" || event.status === "moved online" ? copy.online : event.venue.city,
    })),
  };
}

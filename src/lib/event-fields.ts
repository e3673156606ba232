import type { EventFields, EventNotice, EventPageCopy } from "../types/event";
import { kindKey, zoneCity } from "./event-display";

/** What an event's page, the list of events and its structured data read the same way from its fields. */

/** Each status's notice in content/settings/site.json, eventPage; a scheduled event has none. */
const NOTICES = { cancelled: "cancelled", postponed: "postponed", "moved online": "movedOnline" } as const;

/** Why an event is not as planned, in the content's words; null for one that is. */
export function eventNotice(
  copy: Pick<EventPageCopy, (typeof NOTICES)[keyof typeof NOTICES]>,
  status: string,
): EventNotice | null {
  if (!Object.hasOwn(NOTICES, status)) return null;
  const key = status as keyof typeof NOTICES;
  return { status: key, text: copy[NOTICES[key]] };
}

export function kindLabel(kinds: EventPageCopy["kinds"], kind: string, address: string): string {
  const key = kindKey(kind);
  if (!Object.hasOwn(kinds, key)) throw new Error(`content/events/${address}.json, kind: "${kind}"`);
  return kinds[key as keyof typeof kinds];
}

/** Whether the event happens in a room (and so has a venue), and whether one can join it online. */
export function attendanceOf(event: Pick<EventFields, "attendance" | "status">) {
  const movedOnline = event.status === "moved online";
  return {
    inPerson: !movedOnline && event.attendance !== "online",
    online: movedOnline || event.attendance !== "in person",
  };
}

/** Whose clock an event's times are on: the venue's city, else its zone's ("Europe/London" → "London"). */
export function eventPlace(
  event: Pick<EventFields, "attendance" | "status" | "timeZone"> & { venue: { city: string } },
): string {
  return attendanceOf(event).inPerson && event.venue.city !== "" ? event.venue.city : zoneCity(event.timeZone);
}

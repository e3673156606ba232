import type { PlaceholderNames } from "./placeholders";

/** Where the events live on the site, and the placeholders of their texts. */

/** The page listing every event, to come and past; it exists once there is one. */
export const EVENTS_PATH = "/events/";

/** An event's page, from its address: "lagos-launch" → "/events/lagos-launch/". */
export const eventPath = (address: string) => `${EVENTS_PATH}${address}/`;

/** An event's calendar file, made at build: "lagos-launch" → "/events/lagos-launch/lagos-launch.ics". */
export const eventCalendarPath = (address: string) => `${eventPath(address)}${address}.ics`;

/** The calendar of every event to come (and of the last 90 days) that readers subscribe to. */
export const EVENTS_CALENDAR_PATH = "/events.ics";

export const hasEventsPage = (eventCount: number): boolean => eventCount > 0;

/** /home shows this many of the events to come. */
export const EVENTS_ON_HOME = 3;

/** The `{placeholders}` of content/settings/site.json's eventPage texts (see placeholders.ts). */
export const EVENT_PLACEHOLDERS = {
  /** A rescheduled event's earlier date. */
  rescheduledLine: ["date"],
  /** An online event's time in the reader's own zone. */
  yourTime: ["time"],
  /** The organiser's name. */
  organisedBy: ["name"],
} as const satisfies Record<string, PlaceholderNames>;

import { DateTime } from "luxon";

/**
 * An event's times: written in the content as the local date and time where it happens, with its
 * IANA time zone; the site needs the instant (for .ics files, structured data, upcoming or past)
 * and the offset it had then. Luxon reads the zone's rules (summer time included) from the
 * runtime's own time zone data. Build-time only: the browser formats instants with Intl.
 */

/**
 * Whether the runtime knows the zone (the content check refuses one it does not): Luxon and Intl
 * both, since the pages format times with Intl, which refuses some zones Luxon reads ("UTC+1").
 */
export function isTimeZone(zone: string): boolean {
  if (!DateTime.local({ zone }).isValid) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * "2026-03-08T19:00" in "America/New_York" → "2026-03-08T19:00:00-04:00": the local time with the
 * offset it has on that day. A local time a summer-time change skips moves forward, as clocks do.
 */
export function zonedIso(local: string, zone: string): string {
  const time = DateTime.fromISO(local, { zone });
  if (!time.isValid) throw new Error(`${local} in ${zone} is not a time: ${time.invalidExplanation ?? ""}`);
  return time.toISO({ suppressMilliseconds: true }) as string;
}

/** The instant a local time in a zone stands for, in milliseconds since 1970. */
export const instantOf = (local: string, zone: string): number => DateTime.fromISO(zonedIso(local, zone)).toMillis();

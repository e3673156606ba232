import { DateTime } from "luxon";

/** An event's local time and IANA zone as an instant, by Luxon (build time only). */

/** Whether Luxon and Intl both know the zone (Intl refuses some Luxon reads, "UTC+1"). */
export function isTimeZone(zone: string): boolean {
  if (!DateTime.local({ zone }).isValid) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** "2026-03-08T19:00" in "America/New_York" → "2026-03-08T19:00:00-04:00" (a skipped time moves forward). */
export function zonedIso(local: string, zone: string): string {
  const time = DateTime.fromISO(local, { zone });
  if (!time.isValid) throw new Error(`${local} in ${zone} is not a time: ${time.invalidExplanation ?? ""}`);
  return time.toISO({ suppressMilliseconds: true }) as string;
}

/** The instant a local time in a zone stands for, in milliseconds since 1970. */
export const instantOf = (local: string, zone: string): number => DateTime.fromISO(zonedIso(local, zone)).toMillis();

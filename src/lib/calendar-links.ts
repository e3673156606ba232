/** Plain links that add one event to Google Calendar or Outlook.com: its title, its start and end in UTC, its page. */

export interface CalendarLinkEvent {
  title: string;
  /** ISO instants with the event's offset (the build's startsAt and endsAt). */
  startsAt: string;
  endsAt: string;
  /** The event's page, in full. */
  pageUrl: string;
  /** Where it is, in words (the venue's address, or "Online"). */
  location: string;
}

/** "20261205T180000Z", as Google's `dates` takes it. */
const compactUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
/** "2026-12-05T18:00:00Z", as Outlook's `startdt` takes it. */
const isoUtc = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}/, "");

export function googleCalendarUrl(event: CalendarLinkEvent): string {
  const url = new URL("https://calendar.google.com/calendar/render");
  url.search = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${compactUtc(event.startsAt)}/${compactUtc(event.endsAt)}`,
    details: event.pageUrl,
    location: event.location,
  }).toString();
  return url.href;
}

export function outlookCalendarUrl(event: CalendarLinkEvent): string {
  const url = new URL("https://outlook.live.com/calendar/0/action/compose");
  url.search = new URLSearchParams({
    rru: "addevent",
    subject: event.title,
    startdt: isoUtc(event.startsAt),
    enddt: isoUtc(event.endsAt),
    body: event.pageUrl,
    location: event.location,
  }).toString();
  return url.href;
}

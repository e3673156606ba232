import type { z } from "zod";
import {
  ADDRESS_MESSAGE,
  ADDRESS_PATTERN,
  bookAddress,
  describe,
  LOCAL_DATE_TIME_PATTERN,
  localDateTime,
  object,
  oneOf,
  optionalHttpsUrl,
  optionalPlainText,
  orEmpty,
  pageHead,
  patterned,
  plainText,
  template,
  text,
  wholeNumberBetween,
} from "./fields";
import { filled, type CollectionRule, type Problem } from "./rule";
import type { FolderCollection } from "./collection-types";
import { instantOf, isTimeZone, zonedIso } from "../event-time";
import {
  EVENT_PLACEHOLDERS,
  eventCalendarPath,
  eventPath,
  EVENTS_CALENDAR_PATH,
  EVENTS_PATH,
  hasEventsPage,
} from "../event-site";

/** The events (content/events/*.json): fields, texts, rules and entry; their build is in plugins/site-content. */

/** An IANA time zone name's shape ("Africa/Lagos"); eventRules checks that it exists. */
const timeZone = () =>
  patterned(
    /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/,
    'must be a time zone name, such as "Africa/Lagos" or "Europe/London"',
    undefined,
    true,
  );

const optionalCountryCode = () =>
  patterned(/^([A-Z]{2})?$/, 'must be a two-letter country code in capitals, such as "NG", or empty', undefined, true);

const currencyCode = () =>
  patterned(/^[A-Z]{3}$/, 'must be a three-letter currency code in capitals, such as "NGN"', undefined, true);

const optionalLocalDateTime = () =>
  patterned(
    orEmpty(LOCAL_DATE_TIME_PATTERN),
    'must be a date and time that exists, written YYYY-MM-DDTHH:MM, such as "2025-11-22T19:00", or empty',
    "datetime",
  );

const optionalBookAddress = () => patterned(orEmpty(ADDRESS_PATTERN), `${ADDRESS_MESSAGE}, or empty`, undefined, true);

/** The texts of /events/ and of every event's page (content/settings/site.json). */
const eventsPageCopy = object("EventsPageCopy", {
  ...pageHead(),
  upcomingHeading: plainText().meta(describe("Upcoming heading", "Over the events still to come, soonest first.")),
  noneUpcoming: text().meta(describe("Nothing coming up", "Said when every event is past.")),
  pastHeading: plainText().meta(describe("Past heading", "Over the events that are over, newest first.")),
  allEvents: plainText().meta(
    describe('"All events" link', "Where the site links to this page: the footer, and /home."),
  ),
  subscribe: plainText().meta(
    describe("Subscribe link", "Adds every event to the reader's calendar, kept up to date (webcal:)."),
  ),
  download: plainText().meta(describe("Download link", "Downloads every event as one calendar file.")),
}).meta(
  describe(
    '"Events" page',
    "The page listing your events: those to come, then those past. It exists once there is an event.",
  ),
);

const eventPageCopy = object("EventPageCopy", {
  kinds: object("EventKindLabels", {
    launch: plainText(),
    reading: plainText(),
    signing: plainText(),
    panel: plainText(),
    talk: plainText(),
    workshop: plainText(),
    bookClub: plainText(),
  }).meta(describe("Kinds of event", "How each kind is named on the page.")),
  cancelled: text().meta(describe("Cancelled notice", "Shown on a cancelled event, instead of its tickets.")),
  postponed: text().meta(describe("Postponed notice", "Shown on a postponed event, instead of its tickets.")),
  movedOnline: text().meta(describe("Moved online notice", "Shown on an event that was to be in person.")),
  rescheduledLine: template(EVENT_PLACEHOLDERS.rescheduledLine).meta(
    describe("Rescheduled line", "Under a rescheduled event's date; {date} is the earlier one."),
  ),
  ended: plainText().meta(describe("Ended label", "On an event that is over.")),
  whenHeading: plainText(),
  whereHeading: plainText(),
  online: plainText().meta(describe("Online", 'Where an online event is, e.g. "Online".')),
  joinOnline: plainText().meta(describe("Join link", "The link to an online event.")),
  mapLink: plainText().meta(describe("Map link", "The link to the venue's map.")),
  yourTime: template(EVENT_PLACEHOLDERS.yourTime).meta(
    describe("Your time", "Under an online event's time, in the reader's own; {time} is filled in."),
  ),
  free: plainText().meta(describe("Free", "Instead of a price.")),
  organisedBy: template(EVENT_PLACEHOLDERS.organisedBy).meta(
    describe("Organiser line", "{name} is the organiser's name."),
  ),
  bookHeading: plainText().meta(describe("Book heading", "Over the book an event features.")),
  addToCalendar: plainText().meta(describe("Calendar link", "Downloads the event for the reader's calendar.")),
  googleCalendar: plainText().meta(
    describe("Google Calendar link", 'Adds the event to Google Calendar, e.g. "Add to Google Calendar".'),
  ),
  outlookCalendar: plainText().meta(describe("Outlook link", 'Adds the event to Outlook.com, e.g. "Outlook.com".')),
  eventsHeading: plainText().meta(describe("Events heading", "On a book's page and /home, over its events to come.")),
}).meta(describe("Event pages", "The texts around each event's page, the same for every event."));

export const EVENT_KINDS = ["launch", "reading", "signing", "panel", "talk", "workshop", "book club"] as const;
/** Where an event stands: only a scheduled one (or one moved online) sells tickets. */
const EVENT_STATUSES = ["scheduled", "cancelled", "postponed", "moved online"] as const;
const EVENT_ATTENDANCE = ["in person", "online", "both"] as const;

const venue = object("EventVenue", {
  name: optionalPlainText().meta(describe("Venue", "The bookshop, library or hall.")),
  street: optionalPlainText(),
  city: optionalPlainText().meta(describe("City", "Needed for an event in person.")),
  region: optionalPlainText().meta(describe("Region or state")),
  postalCode: optionalPlainText(),
  countryCode: optionalCountryCode().meta(describe("Country", 'Two letters: "NG", "GB", "US". Needed in person.')),
  mapLink: optionalHttpsUrl().meta(describe("Map link", "A map of the place, starting with https://.")),
}).meta(describe("Where", "For an event in person (or both); leave empty for one only online."));

const tickets = object("EventTickets", {
  link: optionalHttpsUrl().meta(describe("Tickets link", "Where readers reserve or buy; empty for none.")),
  label: optionalPlainText().meta(describe("Button text", 'E.g. "Reserve a free seat".')),
  price: wholeNumberBetween(0, 10_000_000).meta(describe("Price", "In whole units of the currency; 0 for free.")),
  currency: currencyCode().meta(describe("Currency", 'Three letters: "NGN", "GBP", "USD".')),
}).meta(describe("Tickets"));

const organiser = object("EventOrganiser", {
  name: optionalPlainText().meta(describe("Organiser", "Who runs the event; empty if you do.")),
  link: optionalHttpsUrl().meta(describe("Organiser's website")),
}).meta(describe("Organiser"));

export const eventSchema = object("Event", {
  title: text().meta(describe("Title")),
  address: bookAddress().meta(
    describe("Address", 'Small letters, digits and dashes: the page is /events/{address}/, e.g. "lagos-launch".'),
  ),
  kind: oneOf(EVENT_KINDS).meta(describe("Kind")),
  start: localDateTime().meta(describe("Starts", "Local date and time where it happens, e.g. 2026-12-05T19:00.")),
  end: localDateTime().meta(describe("Ends", "Local date and time where it happens; after the start.")),
  timeZone: timeZone().meta(describe("Time zone", 'Where it happens, e.g. "Africa/Lagos" or "Europe/London".')),
  status: oneOf(EVENT_STATUSES).meta(describe("Status")),
  previousStart: optionalLocalDateTime().meta(
    describe("Earlier start", "When a rescheduled event was first to start; empty otherwise."),
  ),
  attendance: oneOf(EVENT_ATTENDANCE).meta(describe("Attendance")),
  venue,
  onlineLink: optionalHttpsUrl().meta(describe("Online link", "Where to join; needed for an online event.")),
  book: optionalBookAddress().meta(describe("Book", "The book it features; empty for none.", { references: "books" })),
  tickets,
  organiser,
  description: text().meta(
    describe("Description", "Formatted like an interview's text.", { multiline: true, formatted: true }),
  ),
});

export type EventContent = z.infer<typeof eventSchema>;
export type EventPageCopyContent = z.infer<typeof eventPageCopy>;

/** The last year a calendar file can write (four digits). */
const LAST_CALENDAR_YEAR = 9999;

/** A time zone that exists, an end after the start, times a calendar can hold, a place to go to, and tickets with a label. */
const eventRules: CollectionRule<EventContent> = (event, problem) => {
  const problems: Problem[] = [];
  const zone = typeof event.timeZone === "string" ? event.timeZone : undefined;
  if (zone !== undefined && /\S/.test(zone) && !isTimeZone(zone)) {
    problems.push(
      problem(["timeZone"], `"${zone}" is not a time zone this site knows: use a name such as "Africa/Lagos"`),
    );
  }
  const times = [event.start, event.end].every((time) => typeof time === "string") && zone && isTimeZone(zone);
  if (times) {
    try {
      if (instantOf(event.end as string, zone) <= instantOf(event.start as string, zone))
        problems.push(
          problem(["end"], `is not after the start (${String(event.start)}): an event ends after it starts`),
        );
      // Calendar files write the year in four digits, in UTC.
      for (const field of ["start", "end"] as const)
        if (new Date(instantOf(event[field] as string, zone)).getUTCFullYear() > LAST_CALENDAR_YEAR)
          problems.push(problem([field], `falls after the year ${LAST_CALENDAR_YEAR} in UTC, which no calendar holds`));
    } catch {
      // A time that is not one is refused by its pattern already.
    }
  }
  const inPerson = event.attendance === "in person" || event.attendance === "both";
  const online = event.attendance === "online" || event.attendance === "both" || event.status === "moved online";
  if (inPerson && event.status !== "moved online") {
    if (!filled(event.venue?.city))
      problems.push(problem(["venue", "city"], "is empty: an event in person needs its city"));
    if (!filled(event.venue?.countryCode))
      problems.push(problem(["venue", "countryCode"], "is empty: an event in person needs its country"));
  }
  if (online && !filled(event.onlineLink)) {
    problems.push(problem(["onlineLink"], "is empty: an online event needs the link readers join by"));
  }
  if (filled(event.tickets?.link) && !filled(event.tickets?.label)) {
    problems.push(problem(["tickets", "label"], "is empty: the tickets button needs its text"));
  }
  return problems;
};

export const EVENTS = {
  folder: "events",
  extension: "json",
  type: "Event",
  label: "Events",
  item: "event",
  schema: eventSchema,
  copy: { eventsPage: eventsPageCopy, eventPage: eventPageCopy },
  address: { field: "address", from: "field" },
  path: eventPath,
  order: [{ field: "start", direction: "desc" }],
  page: {
    template: "src/templates/event.tsx",
    context: ["book", "featuredBook"],
    budget: { html: 12500, css: 5500, js: 106000, pageData: 1800, imagesAt375: 7500 },
  },
  listing: {
    path: EVENTS_PATH,
    template: "src/templates/events.tsx",
    exists: hasEventsPage,
    // To come or past is decided at the build (a daily publish keeps it true) and in the browser.
    context: () => ({ builtAt: new Date().toISOString() }),
    footer: { section: "eventsPage", field: "allEvents" },
    budget: { html: 12000, css: 5000, js: 102000, pageData: 3000, imagesAt375: 7500 },
  },
  files: {
    extension: "ics",
    contentType: "text/calendar; charset=utf-8",
    path: eventCalendarPath,
    all: EVENTS_CALENDAR_PATH,
  },
  computed: {
    startsAt: { type: "String!", resolve: (event) => zonedIso(String(event.start), String(event.timeZone)) },
    endsAt: { type: "String!", resolve: (event) => zonedIso(String(event.end), String(event.timeZone)) },
    previousStartsAt: {
      type: "String",
      resolve: (event) => (event.previousStart ? zonedIso(String(event.previousStart), String(event.timeZone)) : null),
    },
  },
  rules: eventRules,
  cms: {
    description:
      "Readings, signings, launches and talks: one page each, at /events/{address}/, and /events/ lists them, those to come first. Times are local to where the event happens.",
    summary: "{{title}} ({{start}}, {{status}})",
    sortable: ["start", "title"],
    identifier: "title",
  },
} satisfies Omit<FolderCollection<typeof eventSchema>, "kind">;

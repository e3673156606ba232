/** @jest-environment node */
/**
 * Each fixture event's calendar file (plugins/site-content/calendar.ts), read back by ical.js: its instants in UTC,
 * worked out by hand, one across the night the United States' clocks go forward.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ICAL from "ical.js";
import {
  eventCalendar,
  eventsCalendar,
  writeCalendarFiles,
  type CalendarSite,
} from "../../../plugins/site-content/calendar";
import { COLLECTIONS, type SiteContent } from "../../../src/lib/content/collections";
import { collectionFiles } from "../../../src/lib/content/folders";
import { eventSchema, type EventContent } from "../../../src/lib/content/events";
import { buildRecord, ITEM_FILES_RECORD, prunePublic, recordItemFiles } from "../../../plugins/site-host/prune-public";
import { readSiteSettings } from "../../../plugins/site-content/read-site-settings";
import { EVENTS_CALENDAR_PATH, eventCalendarPath } from "../../../src/lib/event-site";

const CONTENT = path.join(__dirname, "..", "..", "fixtures", "content");
const SITE_FILE = path.join(CONTENT, "settings", "site.json");

/** The fixture's events, read and checked as the content check reads them. */
const events: EventContent[] = collectionFiles(CONTENT, COLLECTIONS.events).map((file) =>
  eventSchema.parse(JSON.parse(readFileSync(path.join(CONTENT, file), "utf8"))),
);
const event = (address: string) => {
  const found = events.find((candidate) => candidate.address === address);
  if (!found) throw new Error(`no fixture event ${address}`);
  return found;
};

const settings = JSON.parse(readFileSync(SITE_FILE, "utf8")) as SiteContent;
const { siteUrl, name, lang } = readSiteSettings(SITE_FILE);
const site: CalendarSite = { siteUrl, name, lang, copy: settings.eventPage };
const STAMP = Date.UTC(2030, 0, 2, 3, 4, 5);

/** The file's one event, as ical.js reads it. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  const vevent = events[0];
  const read = new ICAL.Event(vevent);
  return {
    calendar,
    event: read,
    start: read.startDate.toJSDate().toISOString(),
    end: read.endDate.toJSDate().toISOString(),
    property: (name: string) => String(vevent.getFirstPropertyValue(name) ?? ""),
  };
}

/**
 * Every fixture event's instants in UTC, by hand. Lagos is UTC+1 all year. New York is UTC−5
 * (EST) until 2:00 on Sunday 11 March 2035 (the second Sunday of March: 1 March 2035 is a
 * Thursday), then UTC−4 (EDT): the read-along starts at 22:00 EST and ends at 04:00 EDT, six hours
 * on the clock and five in fact. London is UTC+1 (BST) in June.
 */
const EXPECTED: Record<string, { start: string; end: string }> = {
  "new-york-read-along": { start: "2035-03-11T03:00:00.000Z", end: "2035-03-11T08:00:00.000Z" },
  "online-talk-london": { start: "2035-06-14T17:30:00.000Z", end: "2035-06-14T18:30:00.000Z" },
  "lagos-launch-2024": { start: "2024-11-30T17:00:00.000Z", end: "2024-11-30T20:00:00.000Z" },
  "abuja-signing-cancelled": { start: "2035-09-20T10:00:00.000Z", end: "2035-09-20T12:00:00.000Z" },
  "ibadan-library-evening": { start: "2035-05-02T16:00:00.000Z", end: "2035-05-02T18:30:00.000Z" },
  "writing-workshop": { start: "2035-02-07T09:00:00.000Z", end: "2035-02-07T12:00:00.000Z" },
};

describe("an event's calendar file", () => {
  it("is checked for every fixture event", () => {
    expect(events.map((each) => each.address).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))("%s starts and ends at the intended instants, in UTC", (address, expected) => {
    const text = eventCalendar(event(address), site, STAMP);
    const { start, end, event: read, property } = parsed(text);
    expect({ start, end }).toEqual(expected);
    // Written as UTC (…Z), not as a floating local time a calendar would read in its own zone.
    expect(text).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(text).toMatch(/\r\nDTEND:\d{8}T\d{6}Z\r\n/);
    // The same in every build (the stamp is no part of it): a calendar that imported the event updates it.
    expect(property("uid")).toBe(`${address}@fixture-author.example.org`);
    expect(read.summary).toBe(event(address).title);
    expect(property("url")).toBe(`https://fixture-author.example.org/events/${address}/`);
  });

  // Its status (confirmed, cancelled, or in doubt when postponed), and where it is: the venue's address, or the link.
  it.each([
    ["new-york-read-along", "status", "CONFIRMED"],
    ["online-talk-london", "status", "CONFIRMED"],
    ["abuja-signing-cancelled", "status", "CANCELLED"],
    ["ibadan-library-evening", "status", "TENTATIVE"],
    ["new-york-read-along", "location", "Greenlight Bookstore, 686 Fulton Street, Brooklyn, NY 11217, United States"],
    ["abuja-signing-cancelled", "location", "International Conference Centre, Abuja, Nigeria"],
    ["online-talk-london", "location", "https://meet.example.com/writing-the-kitchen"],
    ["writing-workshop", "location", "Freedom Park, Lagos, Nigeria"],
  ])("gives %s the %s %p", (address, name, value) => {
    expect(parsed(eventCalendar(event(address), site, STAMP)).property(name)).toBe(value);
  });

  it("describes it in plain text, in the site's words: status, text, link to join, organiser", () => {
    const description = (address: string) => parsed(eventCalendar(event(address), site, STAMP)).property("description");
    expect(description("new-york-read-along")).toBe(
      [
        "Stories read aloud through the night, one an hour, while the clocks go forward.",
        "Bring a blanket. Tea is on the house.",
        "Organised by Greenlight Bookstore",
      ].join("\n\n"),
    );
    expect(description("abuja-signing-cancelled")).toBe(
      `${settings.eventPage.cancelled}\n\nBring your copy to be signed.`,
    );
    expect(description("ibadan-library-evening")).toMatch(new RegExp(`^${settings.eventPage.postponed}\n\n`));
    expect(description("writing-workshop")).toContain("\n\nJoin online: https://meet.example.com/first-drafts\n\n");
    expect(description("lagos-launch-2024")).toBe("The first reading from the collection, with jollof and music.");
  });

  it("names the site as its maker, and is stamped with the time given", () => {
    const { calendar, property } = parsed(eventCalendar(event("lagos-launch-2024"), site, STAMP));
    expect(String(calendar.getFirstPropertyValue("prodid"))).toContain(name);
    expect(String(calendar.getFirstPropertyValue("version"))).toBe("2.0");
    expect(property("dtstamp")).toBe("2030-01-02T03:04:05Z");
  });

  it("keeps a title's commas, semicolons and line breaks as text", () => {
    const title = "Stories, songs; and\nmore";
    expect(parsed(eventCalendar({ ...event("lagos-launch-2024"), title }, site, STAMP)).event.summary).toBe(title);
  });

  it("gives a link in the description its address, and a page of the site its full URL", () => {
    const description = "Read [the book](/books/a-kettle/) first, or [write](mailto:a@example.com). See [below](#x).";
    const calendar = eventCalendar({ ...event("lagos-launch-2024"), description }, site, STAMP);
    expect(parsed(calendar).property("description")).toBe(
      "Read the book (https://fixture-author.example.org/books/a-kettle/) first, or write (a@example.com). See below.",
    );
  });
});

/** Every event of a calendar file, as ical.js reads it. */
function parsedAll(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((vevent) => {
    const read = new ICAL.Event(vevent);
    return {
      uid: read.uid,
      start: read.startDate.toJSDate().toISOString(),
      end: read.endDate.toJSDate().toISOString(),
      status: String(vevent.getFirstPropertyValue("status")),
      sequence: read.sequence,
    };
  });
}

describe("/events.ics, the calendar readers subscribe to", () => {
  const own = (address: string, at = STAMP) => parsedAll(eventCalendar(event(address), site, at))[0];

  it("holds every event to come, as its own file has it (times, UID, status), soonest first", () => {
    const read = parsedAll(eventsCalendar(events, site, STAMP));
    // In 2030 every fixture event but the 2024 launch is to come.
    const toCome = events.filter((each) => each.address !== "lagos-launch-2024").map((each) => own(each.address));
    expect(read).toEqual([...toCome].sort((a, b) => a.start.localeCompare(b.start)));
  });

  it("keeps an event for 90 days after it ended, then leaves it out", () => {
    const ended = Date.parse(EXPECTED["lagos-launch-2024"].end);
    const day = 24 * 60 * 60 * 1000;
    const uids = (at: number) => parsedAll(eventsCalendar(events, site, at)).map((each) => each.uid);
    expect(uids(ended + 89 * day)).toContain("lagos-launch-2024@fixture-author.example.org");
    expect(uids(ended + 91 * day)).not.toContain("lagos-launch-2024@fixture-author.example.org");
  });

  it("gives a moved event its new time and a higher SEQUENCE, in its own file and in the calendar", () => {
    const before = parsedAll(eventsCalendar(events, site, STAMP)).find((each) =>
      each.uid.startsWith("writing-workshop@"),
    );
    const workshop = event("writing-workshop");
    const moved = { ...workshop, previousStart: workshop.start, start: "2035-02-14T10:00", end: "2035-02-14T13:00" };
    const others = events.filter((each) => each !== workshop);
    const after = parsedAll(eventsCalendar([...others, moved], site, STAMP)).find((each) =>
      each.uid.startsWith("writing-workshop@"),
    );
    expect(after).toMatchObject({ start: "2035-02-14T09:00:00.000Z", end: "2035-02-14T12:00:00.000Z" });
    expect(after!.sequence).toBeGreaterThan(before!.sequence);
    expect(parsedAll(eventCalendar(moved, site, STAMP))[0]).toEqual(after);
    // Cancelled as well: higher again.
    const cancelled = parsedAll(eventCalendar({ ...moved, status: "cancelled" }, site, STAMP))[0];
    expect(cancelled.sequence).toBeGreaterThan(after!.sequence);
  });

  it("is the same file for the same content and time", () => {
    expect(eventsCalendar(events, site, STAMP)).toBe(eventsCalendar([...events].reverse(), site, STAMP));
  });
});

describe("every calendar file reads the same in every calendar", () => {
  /** Lines as written: CRLF-separated, none longer than 75 octets, no other carriage return or control character. */
  const expectWellFormed = (text: string) => {
    expect(text.endsWith("\r\n")).toBe(true);
    for (const line of text.slice(0, -2).split("\r\n")) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      // eslint-disable-next-line no-control-regex -- what must not be there
      expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
    }
  };

  it("lets no bare carriage return through, from a title, a description or a notice: no property can be added", () => {
    const injected = "Reading\rBEGIN:VALARM\rTRIGGER:-PT1M\rACTION:DISPLAY\rEND:VALARM";
    const noticeSite = { ...site, copy: { ...site.copy, cancelled: `Cancelled\rATTACH:https://evil.example/x` } };
    const hostile = { ...event("abuja-signing-cancelled"), title: injected, description: `Come\r\rX-EVIL:1\u0007` };
    for (const text of [eventCalendar(hostile, noticeSite, STAMP), eventsCalendar([hostile], noticeSite, STAMP)]) {
      expectWellFormed(text);
      expect(text).not.toMatch(/\r(?!\n)/);
      const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
      expect(vevent.getAllSubcomponents("valarm")).toEqual([]);
      expect(vevent.getAllProperties().map((property) => property.name)).not.toEqual(
        expect.arrayContaining(["attach", "x-evil", "trigger"]),
      );
      // The words stay, as text on new lines.
      expect(String(vevent.getFirstPropertyValue("summary"))).toBe(injected.replace(/\r/g, "\n"));
    }
  });

  it("folds long lines at 75 octets without splitting a character, and ical.js reads the text back whole", () => {
    const title = "Ọ̀rọ̀ àti ìtàn: a reading in Yorùbá and English — ".repeat(6).trim();
    const text = eventCalendar({ ...event("lagos-launch-2024"), title }, site, STAMP);
    expectWellFormed(text);
    expect(new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!).summary).toBe(title);
    expectWellFormed(eventsCalendar(events, site, STAMP));
  });
});

describe("the calendar files the build writes", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "event-calendars-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("are at each event's eventCalendarPath, listed for pruning, which removes only a deleted event's", () => {
    const publicDir = path.join(dir, "public");
    const put = (relative: string) => {
      mkdirSync(path.dirname(path.join(publicDir, relative)), { recursive: true });
      writeFileSync(path.join(publicDir, relative), "x");
    };
    // Left by an earlier build: a deleted event's page folder, with its calendar file.
    put("events/deleted-event/deleted-event.ics");
    put("events/new-york-read-along/index.html");
    const written = writeCalendarFiles(publicDir, events, site, STAMP);
    recordItemFiles(dir, written);
    expect(written.sort()).toEqual(
      [EVENTS_CALENDAR_PATH, ...events.map((each) => eventCalendarPath(each.address))]
        .map((file) => file.slice(1))
        .sort(),
    );
    for (const file of written.filter((each) => each !== "events.ics"))
      expect(parsed(readFileSync(path.join(publicDir, file), "utf8")).start).toBeTruthy();

    // What site-host's onPostBuild then does (the record's other parts as a build leaves them).
    mkdirSync(path.join(dir, "static", "admin"), { recursive: true });
    writeFileSync(path.join(dir, "static", "admin", "index.html"), "x");
    const record = buildRecord(dir, [{ internal: { contentDigest: "0123456789abcdef0123456789abcdef" } }]);
    expect(record.itemFiles).toEqual([...written].sort());
    expect(prunePublic(publicDir, record)).toEqual(["events/deleted-event/deleted-event.ics"]);
    for (const file of written) expect(existsSync(path.join(publicDir, file))).toBe(true);
    expect(existsSync(path.join(publicDir, "events/new-york-read-along/index.html"))).toBe(true);
  });

  it("are listed even when there is none, so every old one is pruned", () => {
    const publicDir = path.join(dir, "public");
    expect(writeCalendarFiles(publicDir, [], site)).toEqual([]);
    recordItemFiles(dir, []);
    // An empty list, not none: every old one is then stale (prune-public.test.ts, staleItemFiles).
    expect(JSON.parse(readFileSync(path.join(dir, ITEM_FILES_RECORD), "utf8"))).toEqual([]);
  });
});

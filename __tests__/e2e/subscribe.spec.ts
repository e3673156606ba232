/**
 * What readers subscribe to, as the build under test wrote it (both content sets): the calendar files,
 * read by an independent parser, and the Atom feed. How each is made is calendar.test.ts's.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import { SaxesParser } from "saxes";
import { EVENTS_CALENDAR_PATH } from "../../src/lib/event-site";
import { bookPath, FEED_PATH } from "../../src/lib/site-path";
import { builtFiles, builtPages, publicDir } from "./built-pages";
import { articles, books, events, interviews, site } from "./content";
import { expect, test } from "./fixtures";
import { SHAPE } from "./helpers";

const read = (file: string) => readFileSync(path.join(publicDir, file.replace(/^\//, "")), "utf8");
const origin = site.siteUrl.replace(/\/+$/, "");
const NINETY_DAYS = 90 * 24 * 60 * 60 * 1000;

/** Each VEVENT of a calendar file as ical.js reads it. */
function eventsIn(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: String(vevent.getFirstPropertyValue("status")),
      stamp: (vevent.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate().getTime(),
    };
  });
}

test.describe("what readers subscribe to", SHAPE, () => {
  test("every calendar file is lines of at most 75 octets, with no carriage return but at their ends", () => {
    const calendars = builtFiles().filter((file) => file.endsWith(".ics"));
    expect(calendars.length).toBe(events.length > 0 ? events.length + 1 : 0);
    for (const file of calendars) {
      const text = read(file);
      expect(text.endsWith("\r\n"), file).toBe(true);
      for (const line of text.slice(0, -2).split("\r\n")) {
        expect(line.includes("\r"), `${file}: a bare carriage return in ${JSON.stringify(line)}`).toBe(false);
        expect(line.includes("\n"), `${file}: a bare line feed in ${JSON.stringify(line)}`).toBe(false);
        expect(Buffer.byteLength(line), `${file}: ${line}`).toBeLessThanOrEqual(75);
      }
    }
  });

  test("/events.ics holds every event to come and of the last 90 days, as its own file has it", () => {
    test.skip(events.length === 0, "the content has no events");
    const all = eventsIn(read(EVENTS_CALENDAR_PATH));
    const builtAt = all[0]?.stamp ?? Date.now();
    const shown = events.filter((entry) => Date.parse(entry.endsAt) >= builtAt - NINETY_DAYS);
    expect(all.map(({ uid }) => uid).sort()).toEqual(
      shown.map(({ address }) => `${address}@${new URL(origin).host}`).sort(),
    );
    for (const entry of shown) {
      const [own] = eventsIn(read(`${entry.path}${entry.address}.ics`));
      const inAll = all.find(({ uid }) => uid === own.uid);
      expect(inAll && { ...inAll, stamp: 0 }).toEqual({ ...own, stamp: 0 });
      expect(own.start).toBe(new Date(entry.startsAt).toISOString());
    }
  });

  test("/feed.xml is Atom, newest first, with every book, event, interview and article; every page links it", () => {
    const entries: { id: string; updated: string }[] = [];
    let root = "";
    let entry: { id: string; updated: string } | undefined;
    let field: "id" | "updated" | undefined;
    const parser = new SaxesParser({ xmlns: true });
    parser.on("opentag", (tag) => {
      if (!root) root = `${tag.uri} ${tag.local}`;
      if (tag.local === "entry") entry = { id: "", updated: "" };
      else if (entry && (tag.local === "id" || tag.local === "updated")) field = tag.local;
    });
    parser.on("text", (text) => {
      if (entry && field) entry[field] += text;
    });
    parser.on("closetag", (tag) => {
      if (tag.local === "entry" && entry) {
        entries.push(entry);
        entry = undefined;
      }
      field = undefined;
    });
    parser.write(read(FEED_PATH)).close();

    expect(root).toBe("http://www.w3.org/2005/Atom feed");
    const pages = [
      ...books.map(({ address }) => bookPath(address)),
      ...events.map(({ path }) => path),
      ...interviews.map(({ path }) => path),
    ];
    expect(entries.map(({ id }) => id).sort()).toEqual(
      [...pages.map((page) => `${origin}${page}`), ...articles.map(({ link }) => link)].sort(),
    );
    const times = entries.map(({ updated }) => Date.parse(updated));
    expect(times.every((time) => !Number.isNaN(time))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const link = `<link rel="alternate" type="application/atom+xml" title="${site.name}" href="${FEED_PATH}"`;
    const unlinked = builtPages().filter(({ html }) => !html.includes(link));
    expect(unlinked.map(({ file }) => file)).toEqual([]);
  });
});

/** An event's page from its query (docs/PRODUCT.md, Events): times in its own zone, place, price, notices. */
import { fromEventPageQuery, toEventPageProps } from "../../../src/lib/event-page-props";
import {
  eventPageCopyFixture as copy,
  eventPageQueryFixture as data,
  onlineTalk,
  readAlong,
} from "../../fixtures/event-page-query";

/** Intl writes a narrow no-break space before "PM"; the tests read it as a space. */
const spaced = (text: string) => text.replace(/\s/g, " ");

const context = {
  lang: "en",
  builtAt: "2030-01-01T12:00:00.000Z",
  newTabLabel: "(new tab)",
  siteUrl: "https://ada.example.org",
};

describe("an event's page", () => {
  it("adds the event to Google Calendar and Outlook.com with its own start and end in UTC, and its page", () => {
    // 22:00 EST on 10 March is 03:00 UTC on the 11th; 04:00 EDT is 08:00 UTC.
    const [google, outlook] = fromEventPageQuery(data, "(new tab)").calendarLinks;
    const params = (href: string) => Object.fromEntries(new URL(href).searchParams);
    expect(google.label).toBe("Add to Google Calendar");
    expect(new URL(google.href).origin + new URL(google.href).pathname).toBe(
      "https://calendar.google.com/calendar/render",
    );
    expect(params(google.href)).toMatchObject({
      action: "TEMPLATE",
      text: readAlong.title,
      dates: "20350311T030000Z/20350311T080000Z",
      details: expect.stringMatching(/\/events\/new-york-read-along\/$/),
      location: expect.stringContaining("Brooklyn"),
    });
    expect(outlook.label).toBe("Outlook.com");
    expect(new URL(outlook.href).origin).toBe("https://outlook.live.com");
    expect(params(outlook.href)).toMatchObject({
      subject: readAlong.title,
      startdt: "2035-03-11T03:00:00Z",
      enddt: "2035-03-11T08:00:00Z",
    });
    // Online, it says where to join.
    const online = toEventPageProps(onlineTalk, copy, null, context).calendarLinks[0];
    expect(params(online.href)).toMatchObject({
      location: "https://meet.example.com/kitchen",
      details: "https://ada.example.org/events/online-talk-london/",
    });
  });

  it("tells the start and end on the clock of the place, across a change to summer time", () => {
    const page = fromEventPageQuery(data, "(new tab)");
    expect(page.start.iso).toBe("2035-03-10T22:00:00-05:00");
    expect(spaced(page.start.text)).toBe("Saturday, March 10, 2035 at 10:00 PM EST");
    // The next day, after the clocks went forward: its date too, and the summer zone.
    expect(page.end.iso).toBe("2035-03-11T04:00:00-04:00");
    expect(spaced(page.end.text)).toBe("Sunday, March 11, 2035 at 4:00 AM EDT");
    expect(page.place).toBe("Brooklyn");
    expect(page.kindLabel).toBe("Book club");
    expect(page.path).toBe("/events/new-york-read-along/");
    expect(page.calendar).toEqual({
      href: "/events/new-york-read-along/new-york-read-along.ics",
      label: "Add to calendar",
    });
  });

  it("ends the same day with the time alone, and names the zone's city for an event online", () => {
    const page = toEventPageProps(onlineTalk, copy, null, context);
    expect(spaced(page.start.text)).toBe("Thursday, June 14, 2035 at 6:30 PM GMT+1");
    expect(spaced(page.end.text)).toBe("7:30 PM GMT+1");
    expect(page.place).toBe("London");
    expect(page.venue).toBeNull();
    expect(page.online).toEqual({ label: "Online", join: { href: "https://meet.example.com/kitchen", label: "Join" } });
    // The reader's own time, filled in the browser around the content's words.
    expect(page.readerTime).toEqual({
      before: "",
      after: " for you",
      startsAt: onlineTalk.startsAt,
      timeZone: "Europe/London",
      lang: "en",
    });
  });

  it("gives an event in a room its address and map, and no reader's time", () => {
    const page = fromEventPageQuery(data, "(new tab)");
    expect(page.venue).toEqual({
      name: "Greenlight Bookstore",
      lines: ["686 Fulton Street", "Brooklyn, NY 11217", "United States"],
      map: { href: "https://maps.example.com/greenlight", label: "Map" },
    });
    expect(page.online).toBeNull();
    expect(page.readerTime).toBeNull();
    // A region named like its city is said once.
    const lagos = {
      ...readAlong.venue,
      street: "",
      city: "Lagos",
      region: "Lagos",
      postalCode: "101241",
      countryCode: "NG",
    };
    expect(toEventPageProps({ ...readAlong, venue: lagos }, copy, null, context).venue?.lines).toEqual([
      "Lagos, 101241",
      "Nigeria",
    ]);
  });

  it("prices tickets in their currency, or says they are free", () => {
    expect(fromEventPageQuery(data, "").tickets).toEqual({
      href: "https://tickets.example.com/read-along",
      label: "Reserve a seat",
      price: "Free",
    });
    expect(toEventPageProps(onlineTalk, copy, null, context).tickets?.price).toBe("£8");
    const naira = { ...onlineTalk, tickets: { ...onlineTalk.tickets, price: 15000, currency: "NGN" } };
    expect(toEventPageProps(naira, copy, null, context).tickets?.price).toBe("₦15,000");
  });

  it("offers no tickets, no link to join and no reader's time for an event cancelled or postponed", () => {
    for (const status of ["cancelled", "postponed"] as const) {
      const page = toEventPageProps({ ...onlineTalk, status }, copy, null, context);
      expect(page.tickets).toBeNull();
      expect(page.online?.join).toBeNull();
      expect(page.readerTime).toBeNull();
      expect(page.notice).toEqual({ status, text: status === "cancelled" ? "Called off." : "Put off." });
    }
    // A cancelled event never took place: it is not marked as over.
    expect(toEventPageProps({ ...onlineTalk, status: "cancelled" }, copy, null, context).marksEnd).toBe(false);
    expect(toEventPageProps({ ...onlineTalk, status: "postponed" }, copy, null, context).marksEnd).toBe(true);
  });

  it("moves an event moved online to its link, with the notice and the tickets", () => {
    const page = toEventPageProps(
      { ...readAlong, status: "moved online", onlineLink: onlineTalk.onlineLink },
      copy,
      null,
      context,
    );
    expect(page.notice).toEqual({ status: "moved online", text: "Now online." });
    expect(page.venue).toBeNull();
    expect(page.online?.join?.href).toBe(onlineTalk.onlineLink);
    expect(page.tickets).not.toBeNull();
    expect(page.readerTime).not.toBeNull();
    // Its times stay on the clock of its zone's city.
    expect(page.place).toBe("New York");
  });

  it("marks an event over by the build as ended, with no tickets, link to join or reader's time", () => {
    const page = toEventPageProps(onlineTalk, copy, null, { ...context, builtAt: "2035-06-14T18:30:01Z" });
    expect(page.endedAtBuild).toBe(true);
    expect(page.tickets).toBeNull();
    expect(page.online?.join).toBeNull();
    expect(page.readerTime).toBeNull();
    expect(toEventPageProps(onlineTalk, copy, null, context).endedAtBuild).toBe(false);
  });

  it("says when a rescheduled event was to start, in a line the page puts a <time> in", () => {
    const moved = { ...onlineTalk, previousStartsAt: "2035-05-10T18:30:00+01:00" };
    const page = toEventPageProps(moved, copy, null, context);
    expect(page.rescheduled).toMatchObject({ before: "Moved from ", after: "" });
    expect(page.rescheduled?.previous.iso).toBe("2035-05-10T18:30:00+01:00");
    expect(spaced(page.rescheduled?.previous.text ?? "")).toBe("Thursday, May 10, 2035 at 6:30 PM GMT+1");
    expect(toEventPageProps(onlineTalk, copy, null, context).rescheduled).toBeNull();
  });

  it("names the organiser around its link, and the book it features with its page", () => {
    const page = fromEventPageQuery(data, "");
    expect(page.organiser).toEqual({
      before: "Run by ",
      after: ", thank you",
      name: "Greenlight Bookstore",
      href: "https://greenlight.example.com",
    });
    expect(page.book).toMatchObject({
      heading: "The book",
      title: "A Kettle for Strangers",
      path: "/books/a-kettle-for-strangers/",
      cover: { alt: "kettle cover" },
    });
    expect(toEventPageProps(onlineTalk, copy, null, context).organiser?.href).toBeNull();
    expect(fromEventPageQuery({ ...data, book: null }, "").book).toBeNull();
  });

  it("names the file of an event whose kind the texts have no name for", () => {
    expect(() => toEventPageProps({ ...onlineTalk, kind: "dance" }, copy, null, context)).toThrow(
      'content/events/online-talk-london.json, kind: "dance"',
    );
  });
});

/** The events /home and a book's page list: not over nor cancelled, soonest first, dated in their own zone. */
import { eventsToCome, upcomingEvents, type EventForList } from "../../../src/lib/upcoming-events";

const event = (address: string, startsAt: string, endsAt: string, more: Partial<EventForList> = {}): EventForList => ({
  address,
  title: `The ${address}`,
  kind: "reading",
  status: "scheduled",
  attendance: "in person",
  startsAt,
  endsAt,
  timeZone: "Africa/Lagos",
  venue: { city: "Lagos" },
  book: "",
  ...more,
});

const NOW = Date.parse("2030-06-01T12:00:00Z");

describe("eventsToCome", () => {
  it("keeps those not over, drops the cancelled, and orders by instant across time zones", () => {
    const events = [
      // 19:00 in Lagos (18:00Z) starts after 14:00 in New York (18:00Z)? No: the same instant; then by address.
      event("b-lagos", "2030-06-02T19:00:00+01:00", "2030-06-02T21:00:00+01:00"),
      event("a-new-york", "2030-06-02T14:00:00-04:00", "2030-06-02T16:00:00-04:00"),
      event("london", "2030-06-02T09:00:00+01:00", "2030-06-02T10:00:00+01:00"),
      event("past", "2030-05-01T19:00:00+01:00", "2030-05-01T21:00:00+01:00"),
      // Started but not over: still to come.
      event("going-on", "2030-06-01T12:00:00+01:00", "2030-06-01T14:00:00+01:00"),
      event("cancelled", "2030-06-03T19:00:00+01:00", "2030-06-03T21:00:00+01:00", { status: "cancelled" }),
    ];
    expect(eventsToCome(events, NOW).map((item) => item.address)).toEqual([
      "going-on",
      "london",
      "a-new-york",
      "b-lagos",
    ]);
  });
});

describe("upcomingEvents", () => {
  const copy = {
    lang: "en",
    heading: "Events coming up",
    allEvents: "Events",
    online: "Online",
    kinds: { reading: "Reading", bookClub: "Book club" },
  };

  it("is nothing without events", () => {
    expect(upcomingEvents([], copy)).toBeUndefined();
  });

  it("names each event's kind, date in its own zone, and place", () => {
    const list = upcomingEvents(
      [
        event("read-along", "2035-03-10T22:00:00-05:00", "2035-03-11T04:00:00-04:00", {
          kind: "book club",
          timeZone: "America/New_York",
          venue: { city: "Brooklyn" },
        }),
        event("talk", "2035-06-14T18:30:00+01:00", "2035-06-14T19:30:00+01:00", {
          attendance: "online",
          timeZone: "Europe/London",
        }),
      ],
      copy,
    );
    expect(list?.heading).toBe("Events coming up");
    expect(list?.more).toEqual({ title: "Events", link: "/events/" });
    expect(list?.events.map(({ path, kind, where, isoStart }) => ({ path, kind, where, isoStart }))).toEqual([
      { path: "/events/read-along/", kind: "Book club", where: "Brooklyn", isoStart: "2035-03-10T22:00:00-05:00" },
      { path: "/events/talk/", kind: "Reading", where: "Online", isoStart: "2035-06-14T18:30:00+01:00" },
    ]);
    // The wall-clock time where it happens, whatever the build machine's, and the zone's name then (standard, summer).
    expect(list?.events[0].when).toMatch(/10:00\s?PM EST/);
    expect(list?.events[1].when).toMatch(/6:30\s?PM (BST|GMT\+1)/);
  });
});

/** /events/ (docs/PRODUCT.md, Events): those to come soonest first, then the past latest first, by instant. */
import { PAST_ID, toEventsPageProps, UPCOMING_ID } from "../../../src/lib/events-page-props";
import { eventPageCopyFixture } from "../../fixtures/event-page-query";

type EventNode = Queries.EventsPageQuery["allEvent"]["nodes"][number];

const event = (address: string, startsAt: string, endsAt: string, extra: Partial<EventNode> = {}): EventNode => ({
  title: address,
  address,
  kind: "reading",
  timeZone: "Europe/London",
  status: "scheduled",
  attendance: "in person",
  startsAt,
  endsAt,
  venue: { name: "Hall", city: "London" },
  ...extra,
});

const copy = {
  title: "Events",
  heading: "Meet me",
  intro: "Come along.",
  upcomingHeading: "Coming up",
  noneUpcoming: "Nothing yet.",
  pastHeading: "Past",
  subscribe: "Subscribe",
  download: "Download",
};

const query = (nodes: EventNode[]): Queries.EventsPageQuery => ({
  site: { siteMetadata: { siteUrl: "https://ada.example.org" } },
  siteSettings: { lang: "en", eventsPage: copy, eventPage: eventPageCopyFixture },
  allEvent: { nodes },
});

const BUILT_AT = "2030-06-01T12:00:00.000Z";

/** The addresses in each group, as the page lists them. */
const order = (nodes: EventNode[], builtAt = BUILT_AT) =>
  toEventsPageProps(query(nodes), builtAt).groups.map((group) => [group.id, group.items.map((item) => item.path)]);

describe("/events/", () => {
  it("lists the events to come soonest first, then the past ones latest first", () => {
    // As the query sorts them (latest local start first), which is not the order of the instants:
    // 09:00 in Tokyo is the night before in London.
    const nodes = [
      event("london-later", "2030-07-02T08:00:00+01:00", "2030-07-02T09:00:00+01:00"),
      event("tokyo-first", "2030-07-02T09:00:00+09:00", "2030-07-02T10:00:00+09:00", { timeZone: "Asia/Tokyo" }),
      event("past-recent", "2030-05-01T10:00:00+01:00", "2030-05-01T11:00:00+01:00"),
      event("past-old", "2024-11-30T18:00:00+01:00", "2024-11-30T21:00:00+01:00"),
      event("soonest", "2030-06-10T10:00:00+01:00", "2030-06-10T11:00:00+01:00"),
    ];
    expect(order(nodes)).toEqual([
      [UPCOMING_ID, ["/events/soonest/", "/events/tokyo-first/", "/events/london-later/"]],
      [PAST_ID, ["/events/past-recent/", "/events/past-old/"]],
    ]);
  });

  it("counts an event still going on at the build as to come, and one just ended as past", () => {
    const nodes = [
      event("going-on", "2030-06-01T12:00:00+01:00", "2030-06-01T14:00:00+01:00"),
      event("just-ended", "2030-06-01T11:00:00+01:00", "2030-06-01T13:00:00+01:00"),
    ];
    expect(order(nodes)).toEqual([
      [UPCOMING_ID, ["/events/going-on/"]],
      [PAST_ID, ["/events/just-ended/"]],
    ]);
  });

  it("settles a tie by address, and says so when nothing is to come; no past list without past events", () => {
    const same = "2031-01-01T10:00:00Z";
    expect(order([event("b", same, same.replace("10:", "11:")), event("a", same, same.replace("10:", "11:"))])).toEqual(
      [[UPCOMING_ID, ["/events/a/", "/events/b/"]]],
    );
    const page = toEventsPageProps(query([event("old", "2024-01-01T10:00:00Z", "2024-01-01T11:00:00Z")]), BUILT_AT);
    expect(page.groups[0]).toMatchObject({ id: UPCOMING_ID, heading: "Coming up", items: [], empty: "Nothing yet." });
    expect(page.groups[1]).toMatchObject({ id: PAST_ID, heading: "Past", empty: null });
  });

  it("shows each event's kind, start on its own clock, place, calendar leaf and any change of plan", () => {
    const nodes = [
      event("talk", "2030-07-01T18:30:00+01:00", "2030-07-01T19:30:00+01:00", {
        kind: "book club",
        attendance: "online",
        status: "cancelled",
        venue: { name: "", city: "" },
      }),
    ];
    const [item] = toEventsPageProps(query(nodes), BUILT_AT).groups[0].items;
    expect({ ...item, start: { ...item.start, text: item.start.text.replace(/\s/g, " ") } }).toEqual({
      path: "/events/talk/",
      title: "talk",
      kindLabel: "Book club",
      start: { iso: "2030-07-01T18:30:00+01:00", text: "Monday, July 1, 2030 at 6:30 PM GMT+1" },
      place: "London",
      where: "Online",
      month: "Jul",
      day: "1",
      notice: { status: "cancelled", text: "Called off." },
      past: false,
    });
    const { startsAt, endsAt } = nodes[0];
    const places = [event("r", startsAt, endsAt), event("s", startsAt, endsAt, { attendance: "both" })];
    const [room, both] = toEventsPageProps(query(places), BUILT_AT).groups[0].items;
    expect([room.where, both.where]).toEqual(["Hall, London", "Hall, London · Online"]);
  });

  it("takes its texts from the content", () => {
    expect(toEventsPageProps(query([]), BUILT_AT)).toMatchObject({
      title: "Events",
      heading: "Meet me",
      intro: "Come along.",
      // Every event in one calendar: subscribed to by webcal:, or downloaded.
      calendar: {
        subscribe: { href: "webcal://ada.example.org/events.ics", label: "Subscribe" },
        download: { href: "/events.ics", label: "Download" },
      },
    });
    expect(() => toEventsPageProps(query([]), "yesterday")).toThrow('"yesterday" is not a time');
  });
});

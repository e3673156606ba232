/**
 * An event's LiteraryEvent, with what Google's event results require and recommend, and /events/'s ItemList; typed
 * with schema-dts. @see https://developers.google.com/search/docs/appearance/structured-data/event
 */
import type { ItemList, LiteraryEvent, Offer, Place, PostalAddress, VirtualLocation, WithContext } from "schema-dts";
import { eventLd, toEventSeo, type EventLdInput } from "../../../src/lib/seo/event";
import { eventsListLd, toEventsSeo } from "../../../src/lib/seo/events";
import type { EventGroup, EventSummary } from "../../../src/types/event";
import { eventPageQueryFixture as data, onlineTalk, readAlong } from "../../fixtures/event-page-query";
import { siteSettingsFixture as settings } from "../../fixtures/site-settings";

const site = "https://author.example.com";

const input = (event: typeof readAlong, extra: Partial<EventLdInput> = {}): EventLdInput => ({
  ...event,
  description: "Stories through the night.",
  book: { address: "a-kettle-for-strangers", title: "A Kettle for Strangers" },
  imageUrl: `${site}/static/kettle-cover.jpg`,
  ...extra,
});

/** The node as a page's script states it, its context added (what a validator reads). */
const withContext = (node: LiteraryEvent): WithContext<LiteraryEvent> => ({
  "@context": "https://schema.org",
  ...node,
});

/** A node of the JSON-LD, as an object whose properties the test reads. */
const fields = (node: unknown) => node as Record<string, unknown>;

describe("eventLd", () => {
  it("has what Google requires and recommends for an event in a room", () => {
    const ld = withContext(eventLd(settings, input(readAlong)));
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LiteraryEvent",
      "@id": `${site}/events/new-york-read-along/#event`,
      name: "An overnight read-along",
      url: `${site}/events/new-york-read-along/`,
      startDate: "2035-03-10T22:00:00-05:00",
      endDate: "2035-03-11T04:00:00-04:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      image: [`${site}/static/kettle-cover.jpg`],
      description: "Stories through the night.",
    });
    const place = fields(ld).location as Place;
    const address: PostalAddress = {
      "@type": "PostalAddress",
      streetAddress: "686 Fulton Street",
      addressLocality: "Brooklyn",
      addressRegion: "NY",
      postalCode: "11217",
      addressCountry: "US",
    };
    expect(place).toEqual({
      "@type": "Place",
      name: "Greenlight Bookstore",
      address,
      hasMap: "https://maps.example.com/greenlight",
    });
    const offer: Offer = {
      "@type": "Offer",
      url: "https://tickets.example.com/read-along",
      price: 0,
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
    };
    expect(fields(ld).offers).toEqual(offer);
    expect(fields(ld).organizer).toEqual({
      "@type": "Organization",
      name: "Greenlight Bookstore",
      url: "https://greenlight.example.com",
    });
    // The author performs, by reference to her Person on /home; the book by its page's @id.
    expect(fields(ld).performer).toEqual({
      "@type": "Person",
      "@id": `${site}/#author`,
      name: "Test Author",
      url: `${site}/home/`,
    });
    expect(fields(ld).workFeatured).toEqual({
      "@type": "Book",
      "@id": `${site}/books/a-kettle-for-strangers/#book`,
      name: "A Kettle for Strangers",
      url: `${site}/books/a-kettle-for-strangers/`,
    });
  });

  it("puts an online event at a VirtualLocation's url, and one in both places at both", () => {
    const online = fields(eventLd(settings, input(onlineTalk)));
    const virtual: VirtualLocation = { "@type": "VirtualLocation", url: "https://meet.example.com/kitchen" };
    expect(online.location).toEqual(virtual);
    expect(online.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
    expect(online.offers).toMatchObject({ price: 8, priceCurrency: "GBP" });

    const both = fields(
      eventLd(settings, input({ ...readAlong, attendance: "both", onlineLink: onlineTalk.onlineLink })),
    );
    expect(both.eventAttendanceMode).toBe("https://schema.org/MixedEventAttendanceMode");
    expect(both.location).toEqual([expect.objectContaining({ "@type": "Place" }), virtual]);

    const moved = fields(
      eventLd(settings, input({ ...readAlong, status: "moved online", onlineLink: onlineTalk.onlineLink })),
    );
    expect(moved.eventStatus).toBe("https://schema.org/EventMovedOnline");
    expect(moved.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
    expect(moved.location).toEqual([virtual, expect.objectContaining({ "@type": "Place" })]);
  });

  it("states a change of plan, and offers no tickets to an event called off", () => {
    const statuses = { cancelled: "EventCancelled", postponed: "EventPostponed" } as const;
    for (const [status, type] of Object.entries(statuses)) {
      const ld = fields(eventLd(settings, input({ ...readAlong, status })));
      expect(ld.eventStatus).toBe(`https://schema.org/${type}`);
      expect(ld).not.toHaveProperty("offers");
    }
    const rescheduled = fields(
      eventLd(settings, input({ ...readAlong, previousStartsAt: "2035-02-10T22:00:00-05:00" })),
    );
    expect(rescheduled.eventStatus).toBe("https://schema.org/EventRescheduled");
    expect(rescheduled.previousStartDate).toBe("2035-02-10T22:00:00-05:00");
  });

  it("names the author as organiser when the content names none, and leaves out a book it does not feature", () => {
    const ld = fields(eventLd(settings, input(readAlong, { organiser: { name: "", link: "" }, book: null })));
    expect(ld.organizer).toEqual(ld.performer);
    expect(ld).not.toHaveProperty("workFeatured");
  });
});

describe("toEventSeo", () => {
  const graphOf = (seo: { jsonLd?: string }) =>
    (JSON.parse(seo.jsonLd ?? "{}") as { "@graph": Record<string, unknown>[] })["@graph"];

  it("describes the page in plain text, with the book's cover in the JSON-LD", () => {
    const seo = toEventSeo(data, settings);
    expect(seo).toMatchObject({
      title: "An overnight read-along",
      description: "Stories through the night. Tea & blankets.",
      path: "/events/new-york-read-along/",
    });
    expect(graphOf(seo)).toHaveLength(1);
    expect(graphOf(seo)[0]).toMatchObject({
      "@type": "LiteraryEvent",
      image: [`${site}/static/kettle-cover.jpg`],
      description: "Stories through the night. Tea & blankets.",
    });
  });

  it("shows the featured book's cover for an event without a book, or whose book has no cover yet", () => {
    const seo = toEventSeo({ ...data, book: null }, settings);
    expect(graphOf(seo)[0].image).toEqual([`${site}/static/featured-cover.jpg`]);
    expect(graphOf(seo)[0]).not.toHaveProperty("workFeatured");
    const book = data.book ? { ...data.book, covers: { alt: "", portrait: null } } : null;
    const coverless = toEventSeo({ ...data, book }, settings);
    expect(graphOf(coverless)[0].image).toEqual([`${site}/static/featured-cover.jpg`]);
    expect(graphOf(coverless)[0]).toHaveProperty("workFeatured.name", "A Kettle for Strangers");
  });
});

describe("/events/'s ItemList", () => {
  it("lists each event's page by its position on the page", () => {
    const list: WithContext<ItemList> = {
      "@context": "https://schema.org",
      ...eventsListLd(settings, ["/events/a/", "/events/b/"]),
    };
    expect(list).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      url: `${site}/events/`,
      numberOfItems: 2,
      itemListElement: [
        { "@type": "ListItem", position: 1, url: `${site}/events/a/` },
        { "@type": "ListItem", position: 2, url: `${site}/events/b/` },
      ],
    });
  });

  // The order of the lists is toEventsPageProps' (events-page-props.test.ts); the ItemList keeps it.
  it("is the page's order, group after group, and the page's title and standfirst describe it", () => {
    const group = (id: string, paths: string[]): EventGroup => ({
      id,
      heading: id,
      empty: null,
      items: paths.map((path) => ({ path }) as EventSummary),
    });
    const page = {
      title: "T",
      heading: "H",
      intro: "I",
      groups: [group("to come", ["/events/soon/"]), group("past", ["/events/old/"])],
      calendar: {
        subscribe: { href: "webcal://x.example/events.ics", label: "S" },
        download: { href: "/events.ics", label: "D" },
      },
    };
    const seo = toEventsSeo(page, settings);
    expect(seo).toMatchObject({ title: "T", description: "I", path: "/events/" });
    const graph = JSON.parse(seo.jsonLd ?? "{}") as { "@graph": { itemListElement: { url: string }[] }[] };
    expect(graph["@graph"][0].itemListElement.map((item) => item.url)).toEqual([
      `${site}/events/soon/`,
      `${site}/events/old/`,
    ]);
  });
});

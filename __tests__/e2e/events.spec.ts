/**
 * The events' pages (docs/PRODUCT.md, Events), read against the event files of the content being
 * built: /events/'s order, what each event's page shows, that an event called off offers no
 * tickets, that every date is in a <time datetime>, and that the two things the page adds once
 * hydrated (the reader's own time, the mark of an event over) move nothing. quality.spec.ts checks
 * each page at every width and with axe, html.spec.ts its HTML. With no events, there is nothing to check.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { eventDateTime, kindKey } from "../../src/lib/event-display";
import { eventPlace } from "../../src/lib/event-fields";
import { bookPath } from "../../src/lib/site-path";
import { EVENTS_PATH } from "../../src/lib/event-site";
import { books, events, eventsAt, fill, site, type PublishedEvent } from "./content";
import { expect, test } from "./fixtures";
import { expectNewTabLink, gotoHydrated, nextFrames, SHAPE } from "./helpers";

/** An instant with its offset, as every <time datetime> of an event names it. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2})$/;

/** Intl writes a narrow no-break space before "PM"; the checks read every space as one. */
const spaced = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The start as the site words it on the clock of the event's zone ("Saturday, March 10, 2035 at
 * 10:00 PM EST"), by the product's own function (its unit test proves the wording): what is
 * checked here is that each page shows it, for the instant the event's file names.
 */
const inItsZone = (iso: string, timeZone: string) => spaced(eventDateTime(iso, timeZone, site.lang));

/** When the site under test was built: /events/'s context, as plugins/site-content put it there. */
async function builtAt(request: APIRequestContext): Promise<number> {
  const response = await request.get(`/page-data${EVENTS_PATH}page-data.json`);
  expect(response.status()).toBe(200);
  const data = (await response.json()) as { result: { pageContext: { builtAt: string } } };
  return Date.parse(data.result.pageContext.builtAt);
}

/**
 * Starts recording, from the page's first paint (buffered) and before any script of its own, every
 * layout shift that moves something of the page's main content: what the event's page adds once
 * hydrated is there. (What the web fonts' swap moves is quality.spec.ts's.)
 */
async function recordShiftsFromStart(page: Page): Promise<void> {
  // The web fonts are answered with no font at all, so the page stays in its fallback faces: their
  // swap lays the page out again (docs/MAINTENANCE.md), which is not what is measured here. (Held,
  // the preloaded files would hold back the load event; refused, the browser logs an error.)
  await page.route("**/*.woff2", (route) => route.fulfill({ status: 200, contentType: "font/woff2", body: "" }));
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { __eventShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[]) {
        const moved = (entry.sources ?? [])
          .map((source) => (source.node instanceof Element ? source.node : (source.node?.parentElement ?? null)))
          .filter((element): element is Element => element?.closest("main") != null);
        if (moved.length > 0)
          shifts.push(`${entry.value.toFixed(4)} ${moved.map((element) => element.outerHTML.slice(0, 80)).join(", ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const shiftsSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { __eventShifts: string[] }).__eventShifts);

const openFor = (entry: PublishedEvent, at: number) =>
  entry.status !== "cancelled" && entry.status !== "postponed" && Date.parse(entry.endsAt) > at;

test.describe("the events", SHAPE, () => {
  test.skip(events.length === 0, "the content has no events");

  test("/events/ lists those to come, soonest first, then those past, latest first", async ({ page, request }) => {
    const { upcoming, past } = eventsAt(await builtAt(request));
    await gotoHydrated(page, EVENTS_PATH);
    await expect(page).toHaveTitle(`${site.eventsPage.title} | ${site.name}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(site.eventsPage.heading);
    await expect(main.getByText(site.eventsPage.intro, { exact: true })).toBeVisible();

    const toCome = main.getByRole("region", { name: site.eventsPage.upcomingHeading, exact: true });
    await expect(toCome.getByRole("heading", { level: 3 })).toHaveText(upcoming.map((entry) => entry.title));
    if (upcoming.length === 0) await expect(toCome).toContainText(site.eventsPage.noneUpcoming);
    const over = main.getByRole("region", { name: site.eventsPage.pastHeading, exact: true });
    if (past.length > 0)
      await expect(over.getByRole("heading", { level: 3 })).toHaveText(past.map((entry) => entry.title));
    else await expect(over).toHaveCount(0);

    // Each card links to its event's page and tells its start, in a <time>, on the event's clock.
    for (const [region, list] of [
      [toCome, upcoming],
      [over, past],
    ] as const) {
      const hrefs = await region.locator("h3 a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(list.map((entry) => entry.path));
      // (The calendar leaf's <time>, the same instant, is hidden from screen readers.)
      expect(
        await region
          .locator("time[aria-hidden]")
          .evaluateAll((leaves) => leaves.map((leaf) => leaf.getAttribute("datetime"))),
      ).toEqual(list.map((entry) => entry.startsAt));
      const times = await region
        .locator("time:not([aria-hidden])")
        .evaluateAll((elements) => elements.map((element) => [element.getAttribute("datetime"), element.textContent]));
      expect(times.map(([iso, text]) => [iso, spaced(text ?? "")])).toEqual(
        list.map((entry) => [entry.startsAt, inItsZone(entry.startsAt, entry.timeZone)]),
      );
    }

    // Its JSON-LD lists the events' pages in the page's order.
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
      "@graph": { "@type": string; itemListElement: { position: number; url: string }[] }[];
    };
    expect(ld["@graph"][0]["@type"]).toBe("ItemList");
    expect(ld["@graph"][0].itemListElement).toEqual(
      [...upcoming, ...past].map((entry, index) => ({
        "@type": "ListItem",
        position: index + 1,
        url: `${site.siteUrl}${entry.path}`,
      })),
    );
  });

  for (const entry of events) {
    test(`${entry.path} (${entry.status}, ${entry.attendance}): what it is, when and where, tickets, book`, async ({
      page,
      request,
    }) => {
      const built = await builtAt(request);
      await gotoHydrated(page, entry.path);
      await expect(page).toHaveTitle(`${entry.title} | ${site.name}`);
      const main = page.getByRole("main");
      const header = main.locator("article > header");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(entry.title);
      const kinds = site.eventPage.kinds as Record<string, string>;
      await expect(header.getByText(kinds[kindKey(entry.kind)], { exact: true })).toBeVisible();
      // Beside it, the mark of an event over by the build (none on a cancelled one).
      const over = Date.parse(entry.endsAt) <= built && entry.status !== "cancelled";
      await expect(header.locator("[data-event-ended]")).toHaveText(over ? site.eventPage.ended : "");

      // The start on the clock of its place, the zone named, and the city whose clock that is.
      const start = header.locator(`time[datetime="${entry.startsAt}"]`).first();
      expect(spaced((await start.textContent()) ?? "")).toBe(inItsZone(entry.startsAt, entry.timeZone));
      await expect(start.locator("..")).toContainText(eventPlace(entry));

      // Every date is in a <time> naming its instant with the offset; the end and any earlier start too.
      const datetimes = await main
        .locator("time")
        .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")));
      for (const datetime of datetimes) expect(datetime).toMatch(ISO_WITH_OFFSET);
      expect(datetimes).toContain(entry.endsAt);
      if (entry.previousStartsAt) {
        const earlier = main.locator(`time[datetime="${entry.previousStartsAt}"]`);
        await expect(earlier).toBeVisible();
        await expect(earlier.locator("..")).toContainText(fill(site.eventPage.rescheduledLine, { date: "" }).trim());
      }

      // A change of plan is said; only an event still open offers its tickets.
      const notices = { cancelled: "cancelled", postponed: "postponed", "moved online": "movedOnline" } as const;
      if (entry.status !== "scheduled")
        await expect(header.getByText(site.eventPage[notices[entry.status]], { exact: true })).toBeVisible();
      const tickets = main.locator(`a[href="${entry.tickets.link}"]`);
      if (entry.tickets.link && openFor(entry, built)) {
        await expectNewTabLink(
          header.getByRole("link", { name: `${entry.tickets.label} ${site.labels.newTab}`, exact: true }),
          entry.tickets.link,
        );
        if (entry.tickets.price === 0)
          await expect(header.getByText(site.eventPage.free, { exact: true })).toBeVisible();
        else
          await expect(header).toContainText(
            new Intl.NumberFormat(site.lang, {
              style: "currency",
              currency: entry.tickets.currency,
              currencyDisplay: "narrowSymbol",
              maximumFractionDigits: 0,
            }).format(entry.tickets.price),
          );
      } else {
        await expect(tickets).toHaveCount(0);
      }

      // Where: the venue, its address and map, or online and the link to join.
      const where = main.getByRole("region", { name: site.eventPage.whereHeading, exact: true });
      const inRoom = entry.status !== "moved online" && entry.attendance !== "online";
      if (inRoom) {
        if (entry.venue.name) await expect(where).toContainText(entry.venue.name);
        await expect(where).toContainText(entry.venue.city);
        if (entry.venue.mapLink)
          await expectNewTabLink(
            where.getByRole("link", { name: `${site.eventPage.mapLink} ${site.labels.newTab}`, exact: true }),
            entry.venue.mapLink,
          );
      }
      if (!inRoom || entry.attendance === "both") {
        await expect(where.getByText(site.eventPage.online, { exact: true })).toBeVisible();
        const join = where.getByRole("link", {
          name: `${site.eventPage.joinOnline} ${site.labels.newTab}`,
          exact: true,
        });
        if (entry.onlineLink && openFor(entry, built)) await expectNewTabLink(join, entry.onlineLink);
        else await expect(join).toHaveCount(0);
      }

      // The calendar file, downloaded; who organises it; the book, its cover linked to its page.
      const calendar = main.getByRole("link", { name: site.eventPage.addToCalendar, exact: true });
      await expect(calendar).toHaveAttribute("href", entry.calendarPath);
      await expect(calendar).toHaveAttribute("download", "");
      if (entry.organiser.name)
        await expect(main).toContainText(fill(site.eventPage.organisedBy, { name: entry.organiser.name }));
      const bookRegion = main.getByRole("region", { name: site.eventPage.bookHeading, exact: true });
      const featured = books.find((candidate) => candidate.address === entry.book);
      if (featured) {
        await expect(bookRegion.getByRole("link", { name: featured.title })).toHaveAttribute(
          "href",
          bookPath(featured.address),
        );
        if (featured.covers.portrait)
          await expect(bookRegion.locator("img")).toHaveAttribute("alt", featured.covers.alt);
      } else {
        await expect(bookRegion).toHaveCount(0);
      }

      // Its schema.org event, as search engines read it.
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
        "@graph": Record<string, unknown>[];
      };
      expect(ld["@graph"][0]).toMatchObject({
        "@type": "LiteraryEvent",
        name: entry.title,
        startDate: entry.startsAt,
        endDate: entry.endsAt,
        url: `${site.siteUrl}${entry.path}`,
      });
      expect(ld["@graph"][0]).toHaveProperty("location");
      const offered = entry.tickets.link !== "" && (entry.status === "scheduled" || entry.status === "moved online");
      if (offered) expect(ld["@graph"][0]).toHaveProperty("offers.url", entry.tickets.link);
      else expect(ld["@graph"][0]).not.toHaveProperty("offers");
    });
  }

  const cancelled = events.filter((entry) => entry.status === "cancelled");
  test("a cancelled event says so and has no tickets button, whatever its tickets link", async ({ page }) => {
    test.skip(cancelled.length === 0, "no event is cancelled");
    for (const entry of cancelled) {
      await gotoHydrated(page, entry.path);
      const main = page.getByRole("main");
      await expect(main.getByText(site.eventPage.cancelled, { exact: true })).toBeVisible();
      if (entry.tickets.label) await expect(main.getByRole("link", { name: entry.tickets.label })).toHaveCount(0);
      await expect(main.locator('a[href^="http"][data-variant]')).toHaveCount(0);
    }
  });
});

test.describe("what an event's page adds once hydrated moves nothing", SHAPE, () => {
  test.skip(events.length === 0, "the content has no events");
  test.describe("the reader's own time", () => {
    // A reader far from any of the events' zones.
    test.use({ timezoneId: "Pacific/Auckland" });

    test("fills the line kept for it, for each event online still to come", async ({ page, request }) => {
      const built = await builtAt(request);
      const online = events.filter((entry) => entry.attendance !== "in person" && openFor(entry, built));
      test.skip(online.length === 0, "no event online is to come");
      for (const entry of online) {
        await recordShiftsFromStart(page);
        await gotoHydrated(page, entry.path);
        const time = new Intl.DateTimeFormat(site.lang, {
          weekday: "short",
          hour: "numeric",
          minute: "2-digit",
          timeZone: "Pacific/Auckland",
          timeZoneName: "short",
        }).format(new Date(entry.startsAt));
        const line = page.locator("[data-reader-time]");
        await expect
          .poll(async () => spaced((await line.textContent()) ?? ""))
          .toBe(spaced(fill(site.eventPage.yourTime, { time })));
        await expect(line.locator("time")).toHaveAttribute("datetime", entry.startsAt);
        await nextFrames(page);
        expect(await shiftsSoFar(page), `layout shifts on ${entry.path}`).toEqual([]);
      }
    });
  });

  test("the mark of an event over since the build takes the tickets' place", async ({ page, request }) => {
    const built = await builtAt(request);
    const open = events.filter((entry) => entry.status === "scheduled" && openFor(entry, built));
    test.skip(open.length === 0, "no event is to come");
    const entry = open.find((candidate) => candidate.tickets.link) ?? open[0];
    // The reader comes a minute after it has ended.
    await page.clock.setFixedTime(Date.parse(entry.endsAt) + 60_000);
    await recordShiftsFromStart(page);
    await gotoHydrated(page, entry.path);
    const mark = page.locator("[data-event-ended]");
    await expect(mark).toHaveText(site.eventPage.ended);
    await expect(mark).toBeVisible();
    if (entry.tickets.link)
      await expect(page.getByRole("link", { name: `${entry.tickets.label} ${site.labels.newTab}` })).toBeHidden();
    await nextFrames(page);
    expect(await shiftsSoFar(page)).toEqual([]);
  });
});

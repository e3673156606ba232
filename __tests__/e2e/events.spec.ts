/**
 * What an event's page adds once hydrated (docs/PRODUCT.md, Events), the reader's own time and the
 * mark of an event over, moves nothing. What each page shows is event-article.test.tsx's, its order
 * and JSON-LD events-page-props.test.ts's and event-structured-data.test.ts's.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { readerTime } from "../../src/lib/event-display";
import { EVENTS_PATH } from "../../src/lib/event-site";
import { events, fill, site, type PublishedEvent } from "./content";
import { expect, test } from "./fixtures";
import { gotoHydrated, nextFrames, SHAPE } from "./helpers";

/** Intl writes a narrow no-break space before "PM"; the checks read every space as one. */
const spaced = (text: string) => text.replace(/\s+/g, " ").trim();

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
        const time = readerTime(entry.startsAt, site.lang, "Pacific/Auckland");
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

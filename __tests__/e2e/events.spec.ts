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
import { gotoHydrated, nextFrames, recordedLayoutShifts, recordLayoutShifts, SHAPE } from "./helpers";

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
 * Answers the web fonts with no font at all, so the page stays in its fallback faces: their swap lays
 * the page out again (docs/MAINTENANCE.md), which is quality.spec.ts's. (Held, the preloaded files
 * would hold back the load event; refused, the browser logs an error.)
 */
const withoutWebFonts = (page: Page) =>
  page.route("**/*.woff2", (route) => route.fulfill({ status: 200, contentType: "font/woff2", body: "" }));

/** Every layout shift since the first paint that moved something of the main content: what the page added once hydrated. */
async function mainContentShifts(page: Page): Promise<string[]> {
  await recordLayoutShifts(page, { within: "main", buffered: true });
  await nextFrames(page);
  return recordedLayoutShifts(page);
}

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
      await withoutWebFonts(page);
      for (const entry of online) {
        await gotoHydrated(page, entry.path);
        const time = readerTime(entry.startsAt, site.lang, "Pacific/Auckland");
        const line = page.locator("[data-reader-time]");
        await expect
          .poll(async () => spaced((await line.textContent()) ?? ""))
          .toBe(spaced(fill(site.eventPage.yourTime, { time })));
        await expect(line.locator("time")).toHaveAttribute("datetime", entry.startsAt);
        expect(await mainContentShifts(page), `layout shifts on ${entry.path}`).toEqual([]);
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
    await withoutWebFonts(page);
    await gotoHydrated(page, entry.path);
    const mark = page.locator("[data-event-ended]");
    await expect(mark).toHaveText(site.eventPage.ended);
    await expect(mark).toBeVisible();
    if (entry.tickets.link)
      await expect(page.getByRole("link", { name: `${entry.tickets.label} ${site.labels.newTab}` })).toBeHidden();
    expect(await mainContentShifts(page)).toEqual([]);
  });
});

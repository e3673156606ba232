import type { Page } from "@playwright/test";
import { bookPath } from "../../src/lib/site-path";
import {
  book,
  books,
  booksPage,
  events,
  eventsPage,
  fill,
  interviews,
  interviewsMenu,
  press,
  samplePages,
  site,
  templateValues,
  unknownPath,
} from "./content";
import { TEXT_ELEMENTS, WEB_FONTS_ID, WEB_FONTS_STORAGE_KEY } from "../../src/lib/web-fonts";
import { expect, test } from "./fixtures";
import {
  attachScreenshot,
  expectNoSeriousAxeViolations,
  expectNothingSticksOut,
  gotoHydrated,
  loadedWebFaces,
  SCREENSHOTS,
  SHAPE,
  siteHeader,
  waitForHydration,
} from "./helpers";

const pages = [
  { name: "home", path: "/home/", status: 200 },
  ...interviews.slice(0, 1).map((interview) => ({ name: "interview", path: interview.path, status: 200 })),
  ...(interviewsMenu.page ? [{ name: "interviews", path: interviewsMenu.page.path, status: 200 }] : []),
  { name: "book", path: bookPath(book.address), status: 200 },
  // The other books' pages, for the checks of layout, motion and axe: the font-file check below
  // wants all three faces on the first screen, which a book without a subtitle does not show.
  ...books
    .filter((entry) => entry.address !== book.address)
    .map((entry) => ({ name: `book-${entry.address}`, path: bookPath(entry.address), status: 200, layoutOnly: true })),
  ...(booksPage ? [{ name: "books", path: booksPage.path, status: 200 }] : []),
  ...(eventsPage ? [{ name: "events", path: eventsPage.path, status: 200 }] : []),
  // Every event's page: its first screen has no italic text, so the font-file check leaves it out.
  ...events.map((entry) => ({ name: `event-${entry.address}`, path: entry.path, status: 200, layoutOnly: true })),
  { name: "press", path: press.path, status: 200 },
  { name: "not-found", path: unknownPath, status: 404 },
];

const OVERFLOW_WIDTHS = [320, 375, 768, 1024, 1280, 1440];
/** Of those, the widths a screenshot is taken at (when screenshots are taken). */
const SCREENSHOT_WIDTHS = [375, 768, 1280];

/** Below-the-fold images load lazily; load them all so a screenshot shows the finished page. */
async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.querySelectorAll("img[loading=lazy]").forEach((img) => img.setAttribute("loading", "eager")),
  );
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((img) => img.complete)), { timeout: 10_000 })
    .toBe(true);
}

for (const target of pages) {
  test.describe(`quality of ${target.name} (${target.path})`, () => {
    test.use({ notFoundPaths: target.status === 404 ? [target.path] : [] });

    test("no horizontal overflow from 320 to 1440 px", SHAPE, async ({ page }, testInfo) => {
      await gotoHydrated(page, target.path, target.status);
      for (const width of OVERFLOW_WIDTHS) {
        await expectNothingSticksOut(page, width);
        if (SCREENSHOTS && SCREENSHOT_WIDTHS.includes(width)) {
          await loadAllImages(page);
          await attachScreenshot(page, testInfo, `${target.name} at ${width} px`);
        }
      }
    });

    if (!("layoutOnly" in target))
      test("fetches the three font files cut to the site only once the page has loaded, and at once on a repeat visit", async ({
        page,
      }) => {
        const fonts: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
        });
        await gotoHydrated(page, target.path, target.status);
        // The faces of the text on the first screen, named as their files are: "fraunces-italic".
        const firstScreenFaces = await page.evaluate(() => {
          const faces = new Set<string>();
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          while (walker.nextNode()) {
            const element = walker.currentNode.parentElement;
            if (!element || !walker.currentNode.textContent?.trim() || element.closest("dialog")) continue;
            const rect = element.getBoundingClientRect();
            if (rect.width <= 1 || rect.height <= 1 || rect.bottom <= 0 || rect.top >= window.innerHeight) continue;
            const style = getComputedStyle(element);
            const family = style.fontFamily.replace(/"/g, "").split(/[ ,]/)[0].toLowerCase();
            faces.add(`${family}-${style.fontStyle === "italic" ? "italic" : "normal"}`);
          }
          return [...faces];
        });
        /**
         * When each font file was requested, when the first contentful paint was and when the page's
         * load event began, in ms from navigation.
         */
        const timings = () =>
          page.evaluate(async () => {
            await document.fonts.ready;
            const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
            const load = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)
              ?.loadEventStart;
            const files = performance
              .getEntriesByType("resource")
              .filter((entry) => entry.name.endsWith(".woff2"))
              .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }));
            return { paint, load: load ?? NaN, files };
          });
        // The switch loads the files as FontFace objects, which document.fonts.ready does not wait for
        // until they are added; it notes in localStorage once all three have arrived.
        await page.waitForFunction(() => localStorage.getItem("web-fonts") !== null);
        const first = await timings();
        const faceOf = (file: string) => file.replace(/^\/static\//, "").replace(/-[0-9a-f]+\.woff2$/, "");

        // Only the three subset files, each shown on the first screen, none requested before the page had loaded
        // (so they never share the connection with its scripts).
        for (const font of fonts)
          expect(font).toMatch(/^\/static\/(fraunces-normal|fraunces-italic|inter-normal)-[0-9a-f]+\.woff2$/);
        expect(new Set(fonts).size).toBe(3);
        for (const file of fonts) expect(firstScreenFaces).toContain(faceOf(file));
        expect(first.files.map((file) => file.path).sort()).toEqual([...new Set(fonts)].sort());
        for (const file of first.files) {
          expect(file.start, `${file.path} vs first paint`).toBeGreaterThanOrEqual(first.paint);
          expect(file.start, `${file.path} vs the load event`).toBeGreaterThanOrEqual(first.load);
        }
        expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);

        // Back again with the files in the cache: the fonts are switched on before the first paint.
        await gotoHydrated(page, target.path, target.status);
        const repeat = await timings();
        expect(repeat.files.map((file) => file.path).sort()).toEqual([...new Set(fonts)].sort());
        for (const file of repeat.files) expect(file.start, `${file.path} vs first paint`).toBeLessThan(repeat.paint);
      });

    for (const width of [375, 1280]) {
      test.describe(`at ${width} px, with reduced motion`, () => {
        test.use({ viewport: { width, height: 800 }, reducedMotion: "reduce" });

        test("the first screen's text does not move when the web fonts arrive", SHAPE, async ({ page }) => {
          // Hold every font response until the page has been measured in its fallback fonts.
          let release = () => {};
          const held = new Promise<void>((resolve) => (release = resolve));
          await page.route("**/*.woff2", async (route) => {
            await held;
            await route.continue();
          });
          await page.goto(target.path, { waitUntil: "domcontentloaded" });
          // Let the page hydrate first: what it fills in then (an event's reader's time, in space kept
          // for it) is new text, not text the fonts moved.
          await waitForHydration(page);
          // Where each text element on the screen lies (top and height), as the font switch itself compares.
          const textPlaces = () =>
            page.evaluate(
              (selector) =>
                [...document.querySelectorAll(selector)]
                  .map((element) => element.getBoundingClientRect())
                  .filter((rect) => rect.width > 1 && rect.top < window.innerHeight && rect.bottom > 0)
                  .map((rect) => `${Math.round(rect.top)} ${Math.round(rect.height)}`),
              TEXT_ELEMENTS,
            );
          const webFontsLoaded = async () => (await page.evaluate(loadedWebFaces)).length;
          // Let the hero's fade-up (1 ms under reduced motion) settle, so only the fonts can move text.
          await page.evaluate(async () => {
            const finite = document
              .getAnimations()
              .filter(
                (a) => a.timeline instanceof DocumentTimeline && a.effect?.getComputedTiming().endTime !== Infinity,
              );
            await Promise.all(finite.map((animation) => animation.finished));
          });
          expect(await webFontsLoaded(), "measured before any web font arrived").toBe(0);
          const inFallbackFonts = await textPlaces();
          expect(inFallbackFonts.length).toBeGreaterThan(2);
          release();
          // The switch notes the files as cached once it has added the faces, and kept or removed them.
          await page.waitForFunction((key) => localStorage.getItem(key) !== null, WEB_FONTS_STORAGE_KEY);
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
          expect(await textPlaces()).toEqual(inFallbackFonts);
          if ((await webFontsLoaded()) === 3) return; // drawn in the web fonts, and nothing moved
          // Held back for this page: only because the web fonts would have moved its text.
          expect(await webFontsLoaded(), "all three faces, or none").toBe(0);
          // Switched on as the next page would be: the faces' stylesheet.
          await page.evaluate((id) => document.getElementById(id)?.setAttribute("media", "all"), WEB_FONTS_ID);
          await expect.poll(webFontsLoaded).toBe(3);
          expect(await textPlaces(), "the web fonts were held back, yet they move nothing").not.toEqual(
            inFallbackFonts,
          );
        });
      });
    }

    test("one h1, and no serious or critical axe violations at 1280 and 375 px", SHAPE, async ({ page }) => {
      await gotoHydrated(page, target.path, target.status);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("main")).toHaveCount(1);
      // Every link that leaves the site opens a new tab without handing it the opener (docs/PRODUCT.md,
      // Visitors and calls).
      const external = await page
        .locator('a[href^="http"]')
        .evaluateAll((links) =>
          links
            .filter((link) => new URL(link.getAttribute("href") ?? "", location.href).origin !== location.origin)
            .map(
              (link) =>
                `${link.getAttribute("href")} target="${link.getAttribute("target")}" rel="${link.getAttribute("rel")}"`,
            ),
        );
      for (const link of external)
        expect.soft(link).toMatch(/target="_blank" rel="(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)[^"]*"$/);
      await expectNoSeriousAxeViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(page.locator("h1")).toHaveCount(1);
      await expectNoSeriousAxeViolations(page);
    });
  });
}

test.describe("a first visit", () => {
  test.use({ notFoundPaths: [unknownPath] });

  test("the next page, reached by a link, is drawn in the web fonts", SHAPE, async ({ page }) => {
    await gotoHydrated(page, unknownPath, 404);
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, WEB_FONTS_STORAGE_KEY);
    await siteHeader(page)
      .getByRole("link", { name: fill(site.labels.homeLink, templateValues) })
      .click();
    await expect(page).toHaveURL(/\/home\/$/);
    await expect
      .poll(() => page.evaluate(loadedWebFaces))
      .toEqual(["Fraunces Variable italic", "Fraunces Variable normal", "Inter Variable normal"]);
  });
});

test.describe("keyboard focus", () => {
  for (const path of samplePages) {
    test(`every control on ${path} shows a visible focus indicator when reached with Tab`, async ({ page }) => {
      await gotoHydrated(page, path);
      const seen = new Set<string>();
      const missing: string[] = [];
      for (let press = 0; press < 80; press += 1) {
        await page.keyboard.press("Tab");
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return null;
          // The focus ring as drawn: outline and box-shadow, with focus and then without it.
          const look = () => {
            const style = getComputedStyle(element);
            return {
              outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
              visibleOutline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0,
              boxShadow: style.boxShadow,
            };
          };
          const withFocus = look();
          const id = `${element.tagName} ${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? ""} ${element.getAttribute("href") ?? ""}`;
          element.blur();
          const withoutFocus = look();
          element.focus({ preventScroll: true });
          return { id, withFocus, withoutFocus };
        });
        if (!focused) continue;
        if (seen.has(focused.id)) break;
        seen.add(focused.id);
        const { withFocus, withoutFocus } = focused;
        const ringChanged =
          (withFocus.visibleOutline && withFocus.outline !== withoutFocus.outline) ||
          (withFocus.boxShadow !== "none" && withFocus.boxShadow !== withoutFocus.boxShadow);
        if (!ringChanged) missing.push(`${focused.id}: ${JSON.stringify(focused)}`);
      }
      expect(seen.size, "controls reached with Tab").toBeGreaterThan(8);
      expect(missing, "controls without a visible focus indicator").toEqual([]);
    });
  }
});

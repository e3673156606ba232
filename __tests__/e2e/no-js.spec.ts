/**
 * Every page with JavaScript off (the "no-js" project runs this file alone): the menus open and
 * close, the carousel's pictures can be seen, the newsletter form is there, and nothing waits behind
 * a script that never runs (docs/PRODUCT.md, "Controls are HTML first"). Links: host.spec.ts.
 */
import type { Page } from "@playwright/test";
import { builtPages } from "./built-pages";
import {
  articles,
  book,
  carouselSlides,
  displayDate,
  fill,
  home,
  homeArticles,
  interviews,
  site,
  spec,
  templateValues,
} from "./content";
import { expect, test } from "./fixtures";
import {
  animationsFinished,
  axExpanded,
  booksButton,
  booksItem,
  controlledBy,
  expectHeaderShown,
  loadedFaces,
  PHONE,
  SHAPE,
  siteHeader,
} from "./helpers";

const pages = builtPages().filter((page) => !page.redirected);

/** Opens a page and checks that the browser treats it as one without scripts. */
async function open(page: Page, path: string, status: number): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `HTTP status of ${path}`).toBe(status);
  expect(await page.evaluate(() => matchMedia("(scripting: none)").matches), "scripting is off").toBe(true);
}

/**
 * Elements with text of their own that are laid out but cannot be seen: transparent or hidden by
 * their style. The closed menus and the dialog are left out: the browser does not lay them out.
 */
function unseenText(): string[] {
  const unseen: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>("body *")) {
    const ownText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (!ownText || element.getClientRects().length === 0 || element.closest("dialog, [popover], noscript")) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      unseen.push(`${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`);
    }
  }
  return unseen;
}

test.describe("with JavaScript off", SHAPE, () => {
  // The not-found page is served with its status, which the browser logs as a failed load.
  test.use({ notFoundPaths: pages.filter((page) => page.status === 404).map((page) => page.path) });

  for (const target of pages) {
    test(`${target.path}: the menu opens and closes, the header is there and nothing is hidden`, async ({ page }) => {
      await page.setViewportSize({ width: PHONE.width, height: 740 });
      await open(page, target.path, target.status);
      // Shown at the top of every page, /home included: nothing could reveal it on scroll.
      await expectHeaderShown(siteHeader(page));
      const toggle = siteHeader(page).getByRole("button", { name: site.labels.openMenu, exact: true });
      const panel = page.locator("#mobile-menu");
      await toggle.click();
      await expect(panel).toBeVisible();
      expect(await axExpanded(page, site.labels.closeMenu)).toBe(true);
      await expect(panel.getByRole("link").first()).toBeVisible();
      await siteHeader(page).getByRole("button", { name: site.labels.closeMenu, exact: true }).click();
      await expect(panel).toBeHidden();
      await toggle.click();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();

      // Animations still run without a script: let them end, then look for text no one can see.
      await animationsFinished(page);
      expect(await page.evaluate(unseenText)).toEqual([]);
    });
  }

  test("/home: the carousel's pictures sit in a strip the reader swipes through, each one loaded", async ({ page }) => {
    await page.setViewportSize({ width: PHONE.width, height: 740 });
    await open(page, spec.homePath, 200);
    const pictures = page.locator("#books img");
    // Each picture the content lists, even one beyond the first screen, can be brought into view.
    const slides = page.locator('#books [aria-roledescription="slide"]');
    const count = carouselSlides.length > 1 ? carouselSlides.length : 0;
    await expect(slides).toHaveCount(count);
    for (let index = 0; index < count; index += 1) {
      const slide = slides.nth(index);
      await slide.scrollIntoViewIfNeeded();
      await expect(slide).toBeInViewport({ ratio: 0.9 });
      await expect(slide.locator("img")).toHaveJSProperty("complete", true);
      expect(await slide.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }
    if (carouselSlides.length > 0) await expect(pictures.first()).toBeVisible();
    // Its buttons need a script, so they are not offered.
    await expect(page.getByRole("button", { name: home.books.pauseLabel })).toHaveCount(0);
  });

  // The Books menu pops up in the bar once the content's navigation has it (any number of books).
  // On one page: the header is the same on every page, and the panel's test above opens the same
  // kind of popover on each.
  if (booksItem) {
    const { title } = booksItem;
    test(`${spec.homePath}: the Books menu opens and closes at 1280 px`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, spec.homePath, 200);
      const button = booksButton(page);
      const list = await controlledBy(button);
      await button.click();
      await expect(list).toBeVisible();
      expect(await axExpanded(page, title)).toBe(true);
      // Which books it lists is header.test.tsx's.
      await expect(list.getByRole("link").first()).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(list).toBeHidden();
      await button.click();
      await page.mouse.click(640, 700);
      await expect(list).toBeHidden();
    });
  }
});

test.describe("with JavaScript off, the content", () => {
  test("/home: the newsletter form is there", async ({ page }) => {
    await open(page, spec.homePath, 200);
    const frame = page.locator(`iframe[src="${spec.newsletterEmbedUrl}"]`);
    await expect(frame.first()).toBeAttached();
    await frame.first().scrollIntoViewIfNeeded();
    await expect(frame.first()).toBeVisible();
  });

  test("/home shows all of its content", SHAPE, async ({ page }) => {
    const response = await page.goto("/home/");
    expect(response?.status()).toBe(200);
    const about = page.locator("#about");
    await expect(about.getByRole("heading", { name: fill(home.about.heading, templateValues) })).toBeVisible();
    await expect(about.locator("p")).toHaveText(home.about.paragraphs);

    await expect(page.locator("#books").getByRole("heading", { level: 2, name: book.title })).toBeVisible();

    const titles = page.locator("#articles h3");
    await expect(titles).toHaveCount(homeArticles.length);
    // Each card's title, in order (newest first); a title may contain another's words.
    await expect(titles).toContainText(homeArticles.map((article) => article.title));
    for (const title of await titles.all()) await expect(title).toBeVisible();
    // Older articles than it shows: the section ends with the newsletter's archive, when it is set.
    const archive = page.locator("#articles").getByRole("link", { name: home.articles.archiveLink });
    const archived = articles.length > homeArticles.length && home.articles.archiveUrl !== "";
    await expect(archive).toHaveCount(archived ? 1 : 0);
    if (archived) await expect(archive).toHaveAttribute("href", home.articles.archiveUrl);
  });

  test("the text is still drawn in the web fonts", async ({ page }) => {
    await page.goto("/home/");
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    expect(await page.evaluate(loadedFaces, "Variable")).toEqual([
      "Fraunces Variable italic",
      "Fraunces Variable normal",
      "Inter Variable normal",
    ]);
  });

  for (const interview of interviews.slice(0, 1)) {
    test("the newest interview is readable", async ({ page }) => {
      const response = await page.goto(interview.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: interview.title })).toBeVisible();
      // What the page always shows from the front matter (the host's name need not be in the text).
      await expect(page.getByRole("main")).toContainText(interview.description);
      await expect(page.getByRole("main")).toContainText(displayDate(interview.date));
    });
  }
});

import type { Page } from "@playwright/test";
import { book, interview, interviews, site, spec } from "./content";
import { expect, test } from "./fixtures";
import {
  axExpanded,
  booksButton,
  booksItem,
  controlledBy,
  expectHeaderHidden,
  expectHeaderShown,
  focusIsInside,
  gotoHydrated,
  headerThreshold,
  MENU_TOGGLE,
  nextFrames,
  PHONE,
  recordedLayoutShifts,
  recordLayoutShifts,
  scrollToY,
  SHAPE,
  siteHeader,
  waitForHydration,
} from "./helpers";

/** Scrolls /home just past the reveal threshold so the header is on screen. */
async function revealHeader(page: Page): Promise<void> {
  await scrollToY(page, (await headerThreshold(page)) + 1);
  await expectHeaderShown(siteHeader(page));
}

test.describe("header on /home", () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, spec.homePath);
    await expectHeaderHidden(siteHeader(page));
  });

  test("is hidden at the top and revealed only past innerHeight - 30 px", async ({ page }) => {
    const header = siteHeader(page);
    const threshold = await headerThreshold(page);
    await scrollToY(page, threshold + 1);
    await expectHeaderShown(header);

    // Shown when the scroll position is *greater than* the threshold (docs/PRODUCT.md).
    await scrollToY(page, threshold);
    await expectHeaderHidden(header);

    await scrollToY(page, threshold + 1);
    await expectHeaderShown(header);
    await scrollToY(page, threshold - 1);
    await expectHeaderHidden(header);

    await scrollToY(page, 0);
    await expectHeaderHidden(header);
  });

  test("slides in without shifting anything: no layout shift while it appears", async ({ page }) => {
    // The web fonts are in first: their swap is not the header's to answer for.
    await page.evaluate(() => document.fonts.ready);
    await recordLayoutShifts(page);
    await revealHeader(page);
    // Two more frames, so a shift in the last frame of the slide is reported too.
    await nextFrames(page);
    expect(await recordedLayoutShifts(page)).toEqual([]);
  });

  test("is shown while keyboard focus is inside it", async ({ page }) => {
    const header = siteHeader(page);
    // The skip link comes first and sits outside the header.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: site.labels.skipToContent })).toBeFocused();
    for (let presses = 0; presses < 5 && !(await focusIsInside(header)); presses += 1) {
      await page.keyboard.press("Tab");
    }
    expect(await focusIsInside(header), "Tab reaches the header").toBe(true);
    await expectHeaderShown(header);
    await expect(page.locator(":focus")).toBeInViewport();
  });
});

test.describe("header on the other pages", () => {
  for (const path of interviews.slice(0, 1).map((entry) => entry.path)) {
    test(`is always shown on ${path}`, async ({ page }) => {
      await gotoHydrated(page, path);
      const header = siteHeader(page);
      await expectHeaderShown(header);
      await scrollToY(page, 50);
      await expectHeaderShown(header);
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      await expectHeaderShown(header);
    });
  }
});

// Which links the bar and its Books list hold is header.test.tsx's (the list's rule build-navigation.test.ts's);
// here, how the Books menu opens and closes. The keyboard's way through it is the popover's and the
// dropdown's, the same on any content.
test.describe("desktop navigation (1280 px)", () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/home/");
    await revealHeader(page);
  });

  test("the Books button opens its list on click, and a click outside closes it", SHAPE, async ({ page }) => {
    await page.mouse.move(640, 700);
    const name = booksItem?.title ?? "Books";
    const button = booksButton(page);
    const list = await controlledBy(button);
    expect(await axExpanded(page, name)).toBe(false);
    await button.click();
    await expect(list, "a mouse click opens the list").toBeVisible();
    expect(await axExpanded(page, name), "a screen reader hears it open").toBe(true);
    // Under the button, inside the window.
    const [buttonBox, listBox] = [await button.boundingBox(), await list.boundingBox()];
    expect(listBox && buttonBox && listBox.y >= buttonBox.y + buttonBox.height).toBe(true);
    await expect(list).toBeInViewport({ ratio: 1 });
    await page.mouse.click(640, 700);
    await expect(list).toBeHidden();
    expect(await axExpanded(page, name)).toBe(false);
  });

  test("the Books button opens its list on hover, and a click then keeps it open", SHAPE, async ({ page }) => {
    const button = booksButton(page);
    await button.hover();
    const list = await controlledBy(button);
    await expect(list).toBeVisible();
    // The click that follows a hover keeps it open; moving away then leaves it open.
    await button.click();
    await page.mouse.move(640, 700);
    await expect(list).toBeVisible();
  });

  for (const key of ["Enter", "Space"] as const) {
    test(`the Books button opens with ${key}; Escape closes it and returns focus`, async ({ page }) => {
      await page.mouse.move(640, 700);
      const button = booksButton(page);
      await button.focus();
      await page.keyboard.press(key);
      const list = await controlledBy(button);
      await expect(list.getByRole("link", { name: book.title })).toBeVisible();
      // Into the list and back out with Escape.
      await page.keyboard.press("Tab");
      expect(await focusIsInside(list)).toBe(true);
      await page.keyboard.press("Escape");
      await expect(list).toBeHidden();
      await expect(button).toBeFocused();
    });
  }
});

test.describe("mobile menu (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // That a link chosen in it closes it is header.test.tsx's ("closes the mobile panel when a link in it is chosen").
  test("the toggle opens the panel; the toggle, Escape and a tap outside close it", async ({ page }) => {
    await gotoHydrated(page, "/home/");
    await revealHeader(page);
    const toggle = page.locator(MENU_TOGGLE);
    await expect(toggle).toHaveAccessibleName(site.labels.openMenu);
    const panel = await controlledBy(toggle);
    await expect(panel).toBeHidden();
    expect(await axExpanded(page, site.labels.openMenu)).toBe(false);

    await toggle.click();
    await expect(panel).toBeVisible();
    // Its name and icon follow the panel's state, and so does what a screen reader hears.
    await expect(toggle).toHaveAccessibleName(site.labels.closeMenu);
    expect(await axExpanded(page, site.labels.closeMenu)).toBe(true);
    // Which links it holds is header.test.tsx's ("gives the menu toggle the panel to open…").
    await expect(panel.getByRole("link").first()).toBeVisible();

    // The toggle closes it …
    await toggle.click();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAccessibleName(site.labels.openMenu);

    // … so does Escape, from inside the panel, handing focus back to the toggle …
    await toggle.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    expect(await focusIsInside(panel), "Tab goes from the toggle into the panel").toBe(true);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    // … and a tap outside it.
    await toggle.click();
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    await page.mouse.click(20, Math.min(735, (box?.y ?? 0) + (box?.height ?? 0) + 20));
    await expect(panel).toBeHidden();
  });
});

/**
 * Holds back the page's scripts until `release` is called, so a test acts on the page as the
 * server sent it, painted but not hydrated.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Init script: records every popover's toggle events, and keeps the mobile panel's element. */
function recordToggles(): void {
  const record: { events: string[]; panel: Element | null } = { events: [], panel: null };
  Object.defineProperty(window, "__toggles", { value: record });
  document.addEventListener(
    "toggle",
    (event) => {
      const target = event.target as HTMLElement;
      // A <details> open from the start (the panel's menu holding this page) toggles too, as it is parsed.
      if (!target.hasAttribute("popover")) return;
      record.events.push(`${target.id || target.tagName} ${(event as ToggleEvent).newState}`);
      if (target.id === "mobile-menu") record.panel = target;
    },
    true,
  );
}

const toggles = (page: Page) =>
  page.evaluate(() => {
    const { events, panel } = (window as unknown as { __toggles: { events: string[]; panel: Element | null } })
      .__toggles;
    return { events, samePanel: panel === document.getElementById("mobile-menu") };
  });

/** Opens the newest interview (else /home, scrolled to its header) with its scripts held, recording toggles. */
async function openUnhydrated(page: Page, width: number, height: number): Promise<() => void> {
  await page.setViewportSize({ width, height });
  await page.addInitScript(recordToggles);
  const release = await holdScripts(page);
  await page.goto(interview?.path ?? spec.homePath, { waitUntil: "domcontentloaded" });
  if (!interview) await revealHeader(page);
  return release;
}

// The same on any content: not in the fixture content's pass.
test.describe("menus opened before React has hydrated the page", () => {
  test("the mobile panel opens from the first paint and stays open, unmoved, through hydration", async ({ page }) => {
    const release = await openUnhydrated(page, PHONE.width, 740);
    const toggle = page.locator(MENU_TOGGLE);
    await toggle.click();
    const panel = page.locator("#mobile-menu");
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAccessibleName(site.labels.closeMenu);
    expect(await axExpanded(page, site.labels.closeMenu)).toBe(true);
    expect(await page.evaluate(() => document.querySelectorAll("script[src]").length)).toBeGreaterThan(0);

    // The web fonts' swap, which may land late on a busy machine, is not the panel's to answer for.
    await page.evaluate(() => document.fonts.ready);
    await recordLayoutShifts(page);
    release();
    await waitForHydration(page);
    await nextFrames(page);
    await expect(panel).toBeVisible();
    expect(await toggles(page), "one toggle event, to open; the element the server sent").toEqual({
      events: ["mobile-menu open"],
      samePanel: true,
    });
    // That a link chosen then closes it is the mobile menu test's.
    expect(await recordedLayoutShifts(page)).toEqual([]);
  });

  test("the Books list opens from the first paint at 1280 px and stays open through hydration", async ({ page }) => {
    const release = await openUnhydrated(page, 1280, 800);
    const button = booksButton(page);
    await button.click();
    const list = await controlledBy(button);
    await expect(list).toBeVisible();
    expect(await axExpanded(page, booksItem?.title ?? "Books")).toBe(true);
    release();
    await waitForHydration(page);
    await nextFrames(page);
    await expect(list).toBeVisible();
    expect((await toggles(page)).events).toHaveLength(1);
  });

  test("on /home a scroll reveals the header before hydration, and its menu opens", async ({ page }) => {
    await page.setViewportSize({ width: PHONE.width, height: 740 });
    const release = await holdScripts(page);
    await page.goto(spec.homePath, { waitUntil: "domcontentloaded" });
    const header = siteHeader(page);
    await expectHeaderHidden(header);
    await revealHeader(page);
    await page.locator(MENU_TOGGLE).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    release();
  });
});

/**
 * The interviews menu, from two interviews: its form, entries and marks are header.test.tsx's (from
 * 157), its mouse and keyboard the Books menu's above (the same dropdown). Here: its entries fit the screen,
 * and the mobile panel's <details> opens and shuts them.
 */
const interviewsMenuShown = interviews.length > 1;

if (interviewsMenuShown) {
  test.describe(`the interviews menu (${interviews.length} interviews)`, SHAPE, () => {
    test("at 1280 px every entry, the page of them all included, is on screen", async ({ page }) => {
      await gotoHydrated(page, interview?.path ?? spec.homePath);
      const nav = siteHeader(page).getByRole("navigation", { name: site.labels.mainNavigation });
      await page.mouse.move(640, 700);
      const button = nav.getByRole("button", { name: site.labels.interviewsNav, exact: true });
      await button.click();
      const list = await controlledBy(button);
      await expect(list).toBeVisible();
      const entries = await list.getByRole("link").all();
      expect(entries.length).toBeGreaterThan(1);
      for (const entry of entries) await expect(entry).toBeInViewport({ ratio: 1 });
    });

    test("at 320 px the panel's menu opens and shuts in place, and fits the screen", async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await gotoHydrated(page, interview?.path ?? spec.homePath);
      const toggle = siteHeader(page).getByRole("button", { name: site.labels.openMenu, exact: true });
      const panel = await controlledBy(toggle);
      await toggle.click();
      await expect(panel).toBeVisible();
      const menu = panel.locator("details", { has: page.locator("summary", { hasText: site.labels.interviewsNav }) });
      const summary = menu.locator("summary");
      const entries = menu.getByRole("link");
      // Opened from the start on an interview it lists; a tap on its summary shuts it and opens it again.
      await summary.click();
      await expect(entries.first()).toBeHidden();
      await summary.click();
      await expect(entries.first()).toBeVisible();
      // Every entry fits the narrow screen: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
    });
  });
}

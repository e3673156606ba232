import type { Locator, Page } from "@playwright/test";
import { pagePath } from "../../src/lib/site-path";
import { WEB_FONTS_STORAGE_KEY } from "../../src/lib/web-fonts";
import { book, booksMenu, fill, interview, interviews, interviewsMenu, site, spec } from "./content";
import { expect, test } from "./fixtures";
import {
  expectHeaderHidden,
  expectHeaderShown,
  expectNewTabLink,
  focusIsInside,
  gotoHydrated,
  headerThreshold,
  MENU_TOGGLE,
  nextFrames,
  recordedLayoutShifts,
  recordLayoutShifts,
  scrollToY,
  SHAPE,
  siteHeader,
} from "./helpers";

/** The element an aria-controls points at (React's generated ids contain colons, so no "#id"). */
function controlled(page: Page, id: string | null): Locator {
  expect(id, "aria-controls names an element").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** Scrolls /home just past the reveal threshold so the header is on screen. */
async function revealHeader(page: Page): Promise<void> {
  await scrollToY(page, (await headerThreshold(page)) + 1);
  await expectHeaderShown(siteHeader(page));
}

/** With exactly one interview the header links it; from two on it is a menu. */
const interviewLink = interviews.length === 1 && interview ? [{ title: interview.navLabel, link: interview.path }] : [];
/** The links the header lists: the content's navigation (minus the Books dropdown) and a lone interview. */
const navLinks = [...site.navigation.filter((item) => !("listsBooks" in item && item.listsBooks)), ...interviewLink];
const booksItem = site.navigation.find((item) => "listsBooks" in item && item.listsBooks);
/**
 * What the mobile panel lists as links: the content's navigation and a lone interview. The Books
 * entry is a link to its section on /home while every book in its menu leads there; with more
 * books, it is a menu that opens in place (its entries: book-pages.spec.ts).
 */
const panelLinks = [...site.navigation.filter((item) => !(booksMenu.more && item === booksItem)), ...interviewLink];
/** What the interviews menu lists, newest first: the newest few, then the page with them all if there are more. */
const menuEntries = [
  ...interviews.slice(0, interviewsMenu.size).map((entry) => ({ title: entry.navLabel, link: entry.path })),
  ...(interviewsMenu.page ? [{ title: site.labels.allInterviews, link: interviewsMenu.page.path }] : []),
];

test.describe("header on /home", () => {
  test("is hidden at the top and revealed only past innerHeight - 30 px", async ({ page }) => {
    await gotoHydrated(page, "/home/");
    const header = siteHeader(page);
    await expectHeaderHidden(header);

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
    await gotoHydrated(page, spec.homePath);
    await expectHeaderHidden(siteHeader(page));
    // The web fonts go in first (at the first idle moment, later on a busy machine): their switch
    // keeps every line where it was but may move text sideways by a few pixels, a shift of its own.
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, WEB_FONTS_STORAGE_KEY);
    await recordLayoutShifts(page);
    await revealHeader(page);
    // Two more frames, so a shift in the last frame of the slide is reported too.
    await nextFrames(page);
    expect(await recordedLayoutShifts(page)).toEqual([]);
  });

  test("is shown while keyboard focus is inside it", async ({ page }) => {
    await gotoHydrated(page, "/home/");
    const header = siteHeader(page);
    await expectHeaderHidden(header);

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

test.describe("desktop navigation (1280 px)", SHAPE, () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/home/");
    await revealHeader(page);
  });

  test("links Home, About, Articles and a lone interview", async ({ page }) => {
    const nav = siteHeader(page).getByRole("navigation", { name: site.labels.mainNavigation });
    await expect(nav).toBeVisible();
    for (const item of navLinks) {
      const link = nav.getByRole("link", { name: item.title, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", pagePath(item.link));
    }
    expect(navLinks.map((item) => pagePath(item.link))).toEqual(
      expect.arrayContaining(["/home/", "/home/#about", "/home/#articles", ...interviewLink.map((item) => item.link)]),
    );
    await expect(
      siteHeader(page).getByRole("link", { name: fill(site.labels.homeLink, { name: site.name }) }),
    ).toHaveAttribute("href", "/home/");
    // The social profiles sit beside the navigation on wide screens.
    const socials = siteHeader(page).getByRole("navigation", { name: site.labels.socialNavigation });
    for (const social of site.socials) {
      const name = fill(site.labels.socialLink, { name: site.name, network: social.label });
      await expectNewTabLink(socials.getByRole("link", { name }), social.href);
    }
  });

  test("the Books button opens its list on click", async ({ page }) => {
    await page.mouse.move(640, 700);
    const button = siteHeader(page).getByRole("button", { name: booksItem?.title ?? "Books", exact: true });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button, "a mouse click opens the list").toHaveAttribute("aria-expanded", "true");
    await expect(controlled(page, await button.getAttribute("aria-controls"))).toBeVisible();
  });

  test("the Books button opens its list on hover, listing the books as the menu's rule says", async ({ page }) => {
    const button = siteHeader(page).getByRole("button", { name: booksItem?.title ?? "Books", exact: true });
    await button.hover();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const list = controlled(page, await button.getAttribute("aria-controls"));
    await expect(list).toBeVisible();
    const entries = list.getByRole("link");
    await expect(entries).toHaveCount(booksMenu.entries.length + (booksMenu.more ? 1 : 0));
    for (const entry of booksMenu.entries) {
      const link = list.getByRole("link", { name: entry.title });
      await expect(link).toHaveAttribute("href", entry.link);
      if (entry.comingSoon) await expect(link).toContainText(site.labels.comingSoon);
      else await expect(link).not.toContainText(site.labels.comingSoon);
    }
    if (booksMenu.more) {
      await expect(list.getByRole("link", { name: booksMenu.more.title, exact: true })).toHaveAttribute(
        "href",
        booksMenu.more.link,
      );
    }
  });

  for (const key of ["Enter", "Space"] as const) {
    test(`the Books button opens with ${key}; Escape closes it and returns focus`, async ({ page }) => {
      await page.mouse.move(640, 700);
      const button = siteHeader(page).getByRole("button", { name: booksItem?.title ?? "Books", exact: true });
      await button.focus();
      await page.keyboard.press(key);
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const list = controlled(page, await button.getAttribute("aria-controls"));
      await expect(list.getByRole("link", { name: book.title })).toBeVisible();
      // Into the list and back out with Escape.
      await page.keyboard.press("Tab");
      expect(await focusIsInside(list)).toBe(true);
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(list).toBeHidden();
      await expect(button).toBeFocused();
    });
  }
});

test.describe("mobile menu (375 px)", SHAPE, () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the toggle opens a panel with every link and closes it again", async ({ page }) => {
    await gotoHydrated(page, "/home/");
    await revealHeader(page);
    const header = siteHeader(page);
    const openButton = header.getByRole("button", { name: site.labels.openMenu, exact: true });
    await expect(openButton).toBeVisible();
    await expect(openButton).toHaveAttribute("aria-expanded", "false");
    const panelId = await openButton.getAttribute("aria-controls");
    expect(panelId, "the toggle names the panel it controls").toBeTruthy();
    const panel = controlled(page, panelId);
    // The toggle's name changes with its state; it is the one button controlling the panel.
    const toggle = header.locator(`button[aria-controls="${panelId}"]`);
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    for (const item of panelLinks) {
      const link = panel.getByRole("link", { name: item.title, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", pagePath(item.link));
    }
    if (booksMenu.more && booksItem) {
      await expect(panel.getByRole("button", { name: booksItem.title, exact: true })).toBeVisible();
    }
    for (const social of site.socials) {
      const link = panel.getByRole("link", { name: social.label });
      await expect(link).toBeVisible();
      await expectNewTabLink(link, social.href);
    }

    // Toggle closes it …
    await header.getByRole("button", { name: site.labels.closeMenu, exact: true }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();

    // … and so does Escape, handing focus back to the toggle.
    await toggle.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

/**
 * Init script: from the moment the parser has the whole page (before Gatsby starts React), taps
 * the header's menu toggle every few milliseconds until it opens, as a reader might while the
 * page starts, and keeps the header's links as the server sent them.
 */
function tapMenuWhileStarting(selector: string): void {
  const record: { links: Element[] } = { links: [] };
  Object.defineProperty(window, "__earlyTap", { value: record });
  const tap = () => {
    const toggle = document.querySelector<HTMLButtonElement>(selector);
    if (toggle?.getAttribute("aria-expanded") === "true") return;
    toggle?.click();
    setTimeout(tap, 4);
  };
  document.addEventListener("readystatechange", () => {
    if (document.readyState !== "interactive") return;
    record.links = [...document.querySelectorAll("[data-site-header] a")];
    tap();
  });
}

test.describe("mobile menu tapped while the page starts (375 px, CPU 4x slower)", SHAPE, () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens over the links the server sent, which then answer too", async ({ page }) => {
    // The header's links hydrate after its toggle (src/components/layout/header.tsx): the tap
    // must neither wait for them nor make React throw away and redraw their server markup.
    await page.addInitScript(tapMenuWhileStarting, MENU_TOGGLE);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto("/home/");
    const toggle = page.locator(MENU_TOGGLE);
    await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 20_000 });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });

    const kept = await page.evaluate(() => {
      const { links } = (window as unknown as { __earlyTap: { links: Element[] } }).__earlyTap;
      return { count: links.length, connected: links.filter((link) => link.isConnected).length };
    });
    expect(kept.count, "the header's links were recorded before React started").toBeGreaterThan(0);
    expect(kept.connected, "every link the server sent is still in the page").toBe(kept.count);

    const panel = controlled(page, await toggle.getAttribute("aria-controls"));
    await expect(panel).toBeVisible();
    for (const item of panelLinks) {
      await expect(panel.getByRole("link", { name: item.title, exact: true })).toHaveAttribute(
        "href",
        pagePath(item.link),
      );
    }
    // The panel's parts answer once they have hydrated: its interviews menu (from two on) opens in
    // place, and the toggle closes the panel.
    if (interviews.length > 1) {
      const menu = panel.getByRole("button", { name: site.labels.interviewsNav, exact: true });
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      await menu.click();
      await expect(menu).toHaveAttribute("aria-expanded", "true");
    }
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });
});

/** The interviews' entry takes the form their number calls for: none, one link, or a menu. */
const interviewsForm = interviews.length === 0 ? "none" : interviews.length === 1 ? "link" : "menu";

test.describe(`the interviews in the header (${interviews.length}: ${interviewsForm})`, SHAPE, () => {
  /** The main navigation on the newest interview's page, or on /home/ scrolled to show the header. */
  async function openNav(page: Page) {
    if (interview) await gotoHydrated(page, interview.path);
    else {
      await gotoHydrated(page, spec.homePath);
      await revealHeader(page);
    }
    return siteHeader(page).getByRole("navigation", { name: site.labels.mainNavigation });
  }

  test.describe("desktop (1280 px)", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("the bar has nothing, a link or a menu button, as content/interviews/ holds none, one or more", async ({
      page,
    }) => {
      const nav = await openNav(page);
      const button = nav.getByRole("button", { name: site.labels.interviewsNav, exact: true });
      const shownLinks = nav.locator('a[href^="/interview-with-"]:visible');
      if (interviewsForm === "none") {
        await expect(nav.locator('a[href^="/interview-with-"]')).toHaveCount(0);
        await expect(button).toHaveCount(0);
      } else if (interviewsForm === "link") {
        const link = nav.getByRole("link", { name: interview?.navLabel, exact: true });
        await expect(link).toHaveAttribute("href", interview?.path ?? "");
        await expect(link, "the navigation marks the current page").toHaveAttribute("aria-current", "page");
        await expect(button).toHaveCount(0);
      } else {
        await expect(button).toBeVisible();
        await expect(button).toHaveAttribute("aria-expanded", "false");
        await expect(shownLinks, "the entries wait behind the button").toHaveCount(0);
      }
    });

    if (interviewsForm === "menu") {
      test("the menu lists the newest first, ending with the page of them all when there are more, all on screen", async ({
        page,
      }) => {
        const nav = await openNav(page);
        await page.mouse.move(640, 700);
        const button = nav.getByRole("button", { name: site.labels.interviewsNav, exact: true });
        await button.click();
        await expect(button).toHaveAttribute("aria-expanded", "true");
        const list = controlled(page, await button.getAttribute("aria-controls"));
        const entries = list.getByRole("link");
        await expect(entries).toHaveText(menuEntries.map((entry) => entry.title));
        for (const [index, entry] of menuEntries.entries()) {
          await expect(entries.nth(index)).toHaveAttribute("href", entry.link);
          await expect(entries.nth(index)).toBeInViewport({ ratio: 1 });
        }
        // On the newest interview's page, its entry is the current one, and only it.
        await expect(list.locator('[aria-current="page"]')).toHaveText([interview?.navLabel ?? ""]);
      });

      test("the menu opens with the keyboard, Tab walks its entries, Escape closes it and returns focus", async ({
        page,
      }) => {
        const nav = await openNav(page);
        await page.mouse.move(640, 700);
        const button = nav.getByRole("button", { name: site.labels.interviewsNav, exact: true });
        await button.focus();
        await page.keyboard.press("Enter");
        await expect(button).toHaveAttribute("aria-expanded", "true");
        const list = controlled(page, await button.getAttribute("aria-controls"));
        await page.keyboard.press("Tab");
        await expect(list.getByRole("link").first()).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(list).toBeHidden();
        await expect(button).toBeFocused();
        await page.keyboard.press("Space");
        await expect(list).toBeVisible();
      });

      test("the menu opens while the mouse hovers over it", async ({ page }) => {
        const nav = await openNav(page);
        const button = nav.getByRole("button", { name: site.labels.interviewsNav, exact: true });
        await button.hover();
        await expect(button).toHaveAttribute("aria-expanded", "true");
        await expect(controlled(page, await button.getAttribute("aria-controls"))).toBeVisible();
      });
    }

    if (interviewsMenu.page) {
      const listing = interviewsMenu.page;
      test("the link to every interview leads to the page that lists them, marked there as the current page", async ({
        page,
      }) => {
        const nav = await openNav(page);
        await page.mouse.move(640, 700);
        const button = nav.getByRole("button", { name: site.labels.interviewsNav, exact: true });
        await button.click();
        await nav.getByRole("link", { name: site.labels.allInterviews, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${listing.path}$`));
        await expect(page.getByRole("heading", { level: 1, name: listing.heading, exact: true })).toBeVisible();
        const again = siteHeader(page).getByRole("navigation", { name: site.labels.mainNavigation });
        await again.getByRole("button", { name: site.labels.interviewsNav, exact: true }).click();
        await expect(again.getByRole("link", { name: site.labels.allInterviews, exact: true })).toHaveAttribute(
          "aria-current",
          "page",
        );
      });
    }
  });

  test.describe("mobile panel (320 px)", () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test("holds the interviews in the same form: nothing, a link, or a button that opens them in place", async ({
      page,
    }) => {
      await openNav(page);
      const header = siteHeader(page);
      const toggle = header.getByRole("button", { name: site.labels.openMenu, exact: true });
      // Named by the toggle before it opens it (its name changes to "close" then).
      const panel = controlled(page, await toggle.getAttribute("aria-controls"));
      await toggle.click();
      await expect(panel).toBeVisible();
      const button = panel.getByRole("button", { name: site.labels.interviewsNav, exact: true });
      if (interviewsForm === "none") {
        await expect(panel.locator('a[href^="/interview-with-"]')).toHaveCount(0);
        await expect(button).toHaveCount(0);
      } else if (interviewsForm === "link") {
        await expect(panel.getByRole("link", { name: interview?.navLabel, exact: true })).toHaveAttribute(
          "aria-current",
          "page",
        );
        await expect(button).toHaveCount(0);
      } else {
        // Opened from the start: the newest interview, whose page this is, is one of its entries.
        await expect(button).toHaveAttribute("aria-expanded", "true");
        const list = controlled(page, await button.getAttribute("aria-controls"));
        await expect(list.getByRole("link")).toHaveText(menuEntries.map((entry) => entry.title));
        await expect(list.locator('[aria-current="page"]')).toHaveText([interview?.navLabel ?? ""]);
        await button.click();
        await expect(list).toBeHidden();
        await button.click();
        await expect(list).toBeVisible();
        // Every entry fits the narrow screen: no sideways scrolling.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
        await page.keyboard.press("Escape");
        await expect(panel).toBeHidden();
      }
    });
  });
});

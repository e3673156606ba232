/**
 * The layout switches exactly at the breakpoints (md 768 px, lg 1024 px), checked one pixel
 * either side and at a phone's, a tablet's and a laptop's width (375, 768, 1280 px), and the
 * first-visit dialog fits the smallest phone.
 */
import type { Page } from "@playwright/test";
import { home, homeArticles, site, spec } from "./content";
import { expect, test } from "./fixtures";
import { expectHeaderShown, gotoHydrated, SHAPE, siteHeader } from "./helpers";

/** Number of distinct card columns in the articles grid. */
async function articleColumns(page: Page): Promise<number> {
  return page
    .locator("#articles article")
    .evaluateAll((nodes) => new Set(nodes.map((node) => Math.round(node.getBoundingClientRect().x))).size);
}

test.describe("breakpoints", SHAPE, () => {
  for (const { width, menuButton, columns } of [
    { width: 375, menuButton: true, columns: 1 },
    { width: 767, menuButton: true, columns: 1 },
    { width: 768, menuButton: false, columns: 2 },
    { width: 1023, menuButton: false, columns: 2 },
    { width: 1024, menuButton: false, columns: 3 },
    { width: 1280, menuButton: false, columns: 3 },
  ]) {
    test(`at ${width} px: ${menuButton ? "the menu button" : "the full navigation"} and ${columns} article column(s)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, spec.homePath);
      // Scrolled down, so the header of /home has slid in.
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight / 2, behavior: "instant" }));
      const header = siteHeader(page);
      await expectHeaderShown(header);
      const menuToggle = header.getByRole("button", { name: site.labels.openMenu, exact: true });
      const fullNavigation = header.getByRole("navigation", { name: site.labels.mainNavigation });
      if (menuButton) {
        await expect(menuToggle).toBeVisible();
        await expect(fullNavigation).toBeHidden();
      } else {
        await expect(fullNavigation).toBeVisible();
        await expect(menuToggle).toBeHidden();
      }
      if (homeArticles.length > 0) {
        await page.locator("#articles").scrollIntoViewIfNeeded();
        await expect
          .poll(() => articleColumns(page), { message: "article columns" })
          .toBe(Math.min(columns, homeArticles.length));
      }
    });
  }
});

test.describe("first-visit dialog on a 320×568 phone", () => {
  test.use({ seedNewsletterFlag: false, viewport: { width: 320, height: 568 } });

  test("is fully inside the screen, its close button reachable, its iframe never wider than the screen", async ({
    page,
  }) => {
    await gotoHydrated(page, spec.homePath);
    const dialog = page.getByRole("dialog", { name: home.newsletter.dialogHeading, exact: true });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    const box = await dialog.boundingBox();
    expect(box, "the dialog has a box").not.toBeNull();
    const { x = -1, y = -1, width = Infinity, height = Infinity } = box ?? {};
    expect(x, "left edge").toBeGreaterThanOrEqual(0);
    expect(y, "top edge").toBeGreaterThanOrEqual(0);
    expect(x + width, "right edge").toBeLessThanOrEqual(320);
    expect(y + height, "bottom edge").toBeLessThanOrEqual(568);
    const frame = dialog.locator("iframe");
    const frameBox = await frame.boundingBox();
    expect(frameBox?.width ?? Infinity, "iframe width").toBeLessThanOrEqual(320);
    expect(frameBox?.x ?? -1, "iframe left edge").toBeGreaterThanOrEqual(0);
    // Reachable: on screen, not covered, and it does its job when tapped.
    const close = dialog.getByRole("button", { name: home.newsletter.closeLabel, exact: true });
    await expect(close).toBeInViewport({ ratio: 1 });
    await close.click({ trial: true });
    await close.click();
    await expect(dialog).toBeHidden();
  });
});

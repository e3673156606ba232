/**
 * /home's article excerpts, clamped to three lines. Which articles, in which order, is
 * no-js.spec.ts's ("/home shows all of its content", beyond the limit on the fixture content);
 * a card is article-card.test.tsx's, the columns responsive.spec.ts's.
 */
import path from "node:path";
import { homeArticles, importedArticles } from "./content";
import { expect, test } from "./fixtures";
import { gotoHydrated, PHONE } from "./helpers";

test.describe("articles", () => {
  test("excerpts are clamped to 3 lines", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, "/home/");
    const excerpts = page.locator("#articles article h3 ~ p");
    expect(await excerpts.count()).toBe(homeArticles.filter((a) => a.excerpt).length);
    // However long an excerpt is, it shows at most three lines: proven on every excerpt from
    // content, and on the first one made far longer than any card could show.
    if ((await excerpts.count()) > 0) {
      await excerpts.first().evaluate((node) => {
        node.textContent = "An excerpt far too long for its card. ".repeat(20);
      });
    }
    const measured = await excerpts.evaluateAll((nodes) =>
      nodes.map((node) => {
        const style = getComputedStyle(node);
        const lineHeight =
          style.lineHeight === "normal" ? 1.2 * parseFloat(style.fontSize) : parseFloat(style.lineHeight);
        return {
          text: node.textContent ?? "",
          height: node.getBoundingClientRect().height,
          maxHeight: 3 * lineHeight + 1,
          clamped: node.scrollHeight > node.clientHeight,
        };
      }),
    );
    for (const excerpt of measured) {
      expect(excerpt.height, `height of "${excerpt.text.slice(0, 30)}…"`).toBeLessThanOrEqual(excerpt.maxHeight);
    }
    if (measured.length > 0) expect(measured[0].clamped, "the overlong excerpt is cut").toBe(true);
  });

  // The fixture build imports a feed first (scripts/fixture-build.mjs); its newest post is the newest article.
  test(
    "the newest post imported from the newsletter is first, with its own picture",
    { tag: "@imported" },
    async ({ page }) => {
      const [newest] = importedArticles;
      expect(newest, "the fixture content has imported articles").toBeDefined();
      await page.goto("/home/");
      const first = page.locator("#articles article").first();
      // The title (its link adds a hidden "(opens in a new tab)").
      await expect(first.locator("h3")).toContainText(newest.title);
      await expect(first.locator(`a[href="${newest.link}"]`).first()).toBeVisible();
      // Its own picture, the one the import downloaded (the card's picture link is hidden from assistive tech).
      const picture = first.locator("img");
      await expect(picture).toHaveAttribute("alt", newest.imageAlt);
      await expect(picture).toHaveAttribute("src", new RegExp(`/${path.basename(newest.image, ".jpg")}\\.jpg$`));
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
    },
  );
});

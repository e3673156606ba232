/**
 * /home's article excerpts, clamped to three lines. Which articles, in which order, is
 * no-js.spec.ts's ("/home shows all of its content", beyond the limit on the fixture content);
 * a card is article-card.test.tsx's, the columns responsive.spec.ts's.
 */
import { homeArticles } from "./content";
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
});

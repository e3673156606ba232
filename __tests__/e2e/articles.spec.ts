import type { Locator, Page } from "@playwright/test";
import { articles, displayDate, home, homeArticles } from "./content";
import { expect, test } from "./fixtures";
import { expectNewTabLink, gotoHydrated } from "./helpers";

function cards(page: Page): Locator {
  return page.locator("#articles article");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The card whose title is `title` (the heading's name goes on with the "opens in a new tab" hint). */
function card(page: Page, title: string): Locator {
  const name = new RegExp(`^${escapeRegExp(title)}(\\s|$)`);
  return cards(page).filter({ has: page.getByRole("heading", { level: 3, name }) });
}

/** The excerpt is the paragraph after the card's title; a card without excerpt has none. */
function excerptOf(cardLocator: Locator): Locator {
  return cardLocator.locator("h3 ~ p");
}

test.describe("articles", () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/home/");
  });

  test("the newest articles from content, newest first, each with a complete card", async ({ page }) => {
    if (homeArticles.length === 0) {
      // No articles: the section is left out, and nothing else goes with it.
      await expect(page.locator("#articles")).toHaveCount(0);
      await expect(page.getByRole("article")).toHaveCount(0);
      return;
    }
    await expect(
      page.locator("#articles").getByRole("heading", { level: 2, name: home.articles.heading }),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(homeArticles.length);
    const titles = cards(page).getByRole("heading", { level: 3 });
    for (const [index, article] of homeArticles.entries()) {
      await expect(titles.nth(index), `card ${index + 1}`).toHaveText(new RegExp(`^${escapeRegExp(article.title)}`));
    }

    for (const article of homeArticles) {
      const item = card(page, article.title);
      await expect(item, article.title).toHaveCount(1);

      // Image, title and Read More all open the same external article.
      // The image link repeats the title link, so it is hidden from assistive technology: find it by its image.
      const imageLink = item.locator("a", { has: page.getByAltText(article.imageAlt, { exact: true }) });
      await expect(imageLink).toHaveCount(1);
      const titleLink = item.getByRole("heading", { level: 3 }).getByRole("link");
      const readMore = item.getByRole("link", { name: home.articles.readMore });
      for (const link of [imageLink, titleLink, readMore]) await expectNewTabLink(link, article.link);
      // Seen as "Read More"; read out (and indexed) with the article's title after it.
      await expect(readMore).toHaveText(
        new RegExp(`^${escapeRegExp(home.articles.readMore)}\\s*:\\s*${escapeRegExp(article.title)}`),
      );

      await expect(item.getByText(article.category, { exact: true })).toBeVisible();
      const time = item.locator("time");
      await expect(time).toHaveAttribute("datetime", article.date);
      await expect(time).toHaveText(displayDate(article.date));
      await expect(item.getByText(article.readTime, { exact: true })).toBeVisible();

      if (article.excerpt) {
        await expect(excerptOf(item)).toHaveText(article.excerpt);
      } else {
        await expect(excerptOf(item), "no empty excerpt box").toHaveCount(0);
      }
    }
    // The display format, as shown to readers.
    expect(displayDate("2025-07-11")).toBe("July 11, 2025");
  });

  test("ends with the newsletter's archive when older articles are left out and it is set", async ({ page }) => {
    const archive = page.locator("#articles").getByRole("link", { name: home.articles.archiveLink });
    if (articles.length > home.articles.limit && home.articles.archiveUrl !== "") {
      await expect(archive).toBeVisible();
      await expectNewTabLink(archive, home.articles.archiveUrl);
      const after = await archive.evaluate((link) => {
        const cards = document.querySelectorAll("#articles article");
        const last = cards[cards.length - 1];
        return Boolean(last.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(after, "the link comes after the last card").toBe(true);
    } else {
      await expect(archive).toHaveCount(0);
    }
  });

  for (const { width, columns } of [
    { width: 375, columns: 1 },
    { width: 768, columns: 2 },
    { width: 1280, columns: 3 },
  ]) {
    test(`${columns} column(s) at ${width} px, excerpts clamped to 3 lines`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() =>
          cards(page).evaluateAll((nodes) => new Set(nodes.map((n) => Math.round(n.getBoundingClientRect().x))).size),
        )
        .toBe(Math.min(columns, homeArticles.length));

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
  }
});

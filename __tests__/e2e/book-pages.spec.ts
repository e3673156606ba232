/**
 * Every book's page (/books/{address}/) and the pages listing the books and the interviews, read
 * against the content's files: what only a browser shows. What each page holds is book.test.tsx's; its share tags and
 * schema.org Book, book-structured-data.test.ts's; the Books menu, header.spec.ts's.
 */
import { bookPath } from "../../src/lib/site-path";
import { booksPage, books, interviews, interviewsPage, site } from "./content";
import { expect, test } from "./fixtures";
import { gotoHydrated, SHAPE } from "./helpers";

for (const entry of books) {
  const path = bookPath(entry.address);

  test(
    `${path} (${entry.status}): its cover loads, its links lead down to the sample and on to the newsletter`,
    SHAPE,
    async ({ page }) => {
      await gotoHydrated(page, path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(entry.title);
      if (entry.covers.portrait !== "") {
        const cover = main.locator("article header img").first();
        await expect(cover).toBeVisible();
        expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      }
      if (entry.sample) {
        await main.getByRole("link", { name: site.bookPage.sampleLink, exact: true }).click();
        await expect(page).toHaveURL(/#sample$/);
        await expect(
          main.locator("#sample").getByRole("heading", { name: site.bookPage.sampleHeading }),
        ).toBeInViewport();
      }
      if (entry.status === "coming soon") {
        await main.getByRole("link", { name: site.bookPage.notifyLink, exact: true }).click();
        await expect(page).toHaveURL(/\/home\/#newsletter$/);
        await expect(page.locator("#newsletter")).toBeInViewport();
      }
    },
  );
}

// Their order is the declared one (collections.test.ts); each card, listing-page.test.tsx's.
for (const [list, count] of [
  [booksPage, books.length],
  [interviewsPage, interviews.length],
] as const) {
  if (!list) continue;
  test(`${list.path}: its head, heading, introduction and a card for every item`, SHAPE, async ({ page }) => {
    await gotoHydrated(page, list.path);
    await expect(page).toHaveTitle(`${list.title} | ${site.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", list.intro);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}${list.path}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(list.heading);
    await expect(main.getByText(list.intro, { exact: true })).toBeVisible();
    await expect(main.getByRole("listitem")).toHaveCount(count);
  });
}

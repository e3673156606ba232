/**
 * Every book's page (/books/{address}/) and the list of books (/books/), read against the content's
 * book files: what each page shows and where its links go (BookArticle has no unit test). Its share
 * tags and schema.org Book are book-structured-data.test.ts's; the Books menu, header.spec.ts's.
 */
import { bookPath } from "../../src/lib/site-path";
import { bookDateLine, booksPage, books, fill, seriesOf, site } from "./content";
import { expect, test } from "./fixtures";
import { expectNewTabLink, gotoHydrated, SHAPE } from "./helpers";

const NOTIFY_LINK = "/home/#newsletter";

for (const entry of books) {
  const path = bookPath(entry.address);

  test.describe(`${path} (${entry.status})`, SHAPE, () => {
    test("title, subtitle, pitch, date line, cover and the texts of the book", async ({ page }) => {
      // Its head is toBookSeo's (book-structured-data.test.ts), carried as seo.spec.ts checks.
      await gotoHydrated(page, path);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(entry.title);
      if (entry.subtitle) await expect(main.getByText(entry.subtitle, { exact: true })).toBeVisible();
      await expect(main.locator("article header").getByText(entry.pitch, { exact: true })).toBeVisible();
      await expect(main.locator(`time[datetime="${entry.releaseDate}"]`)).toHaveText(bookDateLine(entry));
      if (entry.series) {
        await expect(
          main.getByText(fill(site.bookPage.seriesLine, { number: entry.seriesNumber, series: entry.series }), {
            exact: true,
          }),
        ).toBeVisible();
      }

      const cover = main.locator("img").first();
      if (entry.covers.portrait !== "") {
        await expect(cover).toHaveAttribute("alt", entry.covers.alt);
        await expect(cover).toBeVisible();
        expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      } else {
        // A stand-in with the title, drawn without a picture.
        const standIn = main.locator("[data-cover-stand-in]");
        await expect(standIn).toBeVisible();
        await expect(standIn).toHaveText(entry.title);
        await expect(standIn).toHaveAttribute("aria-hidden", "true");
        await expect(page.locator("article header img")).toHaveCount(0);
      }

      const section = (heading: string) => main.getByRole("region", { name: heading, exact: true });
      if (entry.synopsis.length > 0) {
        await expect(section(site.bookPage.synopsisHeading).locator("p")).toHaveText(entry.synopsis);
      } else {
        await expect(main.getByRole("heading", { name: site.bookPage.synopsisHeading, exact: true })).toHaveCount(0);
      }
      if (entry.stories.length > 0) {
        await expect(section(site.bookPage.storiesHeading).getByRole("heading", { level: 3 })).toHaveText(
          entry.stories.map((story) => story.title),
        );
      } else {
        await expect(main.getByRole("heading", { name: site.bookPage.storiesHeading, exact: true })).toHaveCount(0);
      }
      if (entry.praise.length > 0) {
        const praise = section(site.bookPage.praiseHeading);
        await expect(praise.locator("blockquote")).toHaveText(entry.praise.map((quote) => quote.quote));
        // A source with a link says, to screen readers, that it opens a new tab.
        await expect(praise.locator("figcaption")).toHaveText(
          entry.praise.map((quote) => (quote.link ? `${quote.source} ${site.labels.newTab}` : quote.source)),
        );
        for (const quote of entry.praise.filter((candidate) => candidate.link !== "")) {
          await expectNewTabLink(praise.getByRole("link", { name: quote.source }), quote.link);
        }
      } else {
        await expect(main.getByRole("heading", { name: site.bookPage.praiseHeading, exact: true })).toHaveCount(0);
      }
    });

    test("where to buy it: by format with ISBNs, each store in a new tab; or, still to come, the newsletter", async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      const main = page.getByRole("main");
      const stores = entry.buyLinks;
      const buyHeading = entry.status === "published" ? site.bookPage.buyHeading : site.bookPage.preorderHeading;
      const box = main.getByRole("region", { name: buyHeading, exact: true });
      if (stores.length === 0 && entry.universalLink === "") {
        await expect(main.getByRole("heading", { name: buyHeading, exact: true })).toHaveCount(0);
      } else {
        await expect(box).toBeVisible();
        if (entry.universalLink) {
          await expectNewTabLink(
            box.getByRole("link", { name: `${site.bookPage.universalLink} ${site.labels.newTab}`, exact: true }),
            entry.universalLink,
          );
        }
        for (const format of entry.formats) {
          const sold = stores.filter((link) => link.format === format.format);
          if (sold.length === 0 && format.isbn === "") continue;
          await expect(box.getByRole("heading", { level: 3, name: format.label, exact: true })).toBeVisible();
          if (format.isbn)
            await expect(box.getByText(fill(site.bookPage.isbnLine, { isbn: format.isbn }))).toBeVisible();
          if (sold.length === 0) continue;
          const list = box.getByRole("list", { name: format.label, exact: true });
          await expect(list.getByRole("link")).toHaveCount(sold.length);
          for (const link of sold) {
            await expectNewTabLink(
              list.getByRole("link", { name: `${link.store} ${site.labels.newTab}`, exact: true }),
              link.url,
            );
          }
        }
        // Every store link of the book is on the page, and no other.
        const hrefs = await box
          .locator('a[target="_blank"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        expect(hrefs.sort()).toEqual(
          [...stores.map((link) => link.url), ...(entry.universalLink ? [entry.universalLink] : [])].sort(),
        );
      }
      const notify = main.getByRole("link", { name: site.bookPage.notifyLink, exact: true });
      if (entry.status === "coming soon") {
        await expect(notify).toHaveAttribute("href", NOTIFY_LINK);
        // No store can sell it yet (the content check refuses store links on it).
        expect(stores).toEqual([]);
        await notify.click();
        await expect(page).toHaveURL(new RegExp(`${NOTIFY_LINK}$`));
        await expect(page.locator("#newsletter")).toBeInViewport();
      } else {
        await expect(notify).toHaveCount(0);
      }
    });

    test("the sample, linked from near the top, and the other books of its series", async ({ page }) => {
      await gotoHydrated(page, path);
      const main = page.getByRole("main");
      const link = main.getByRole("link", { name: site.bookPage.sampleLink, exact: true });
      if (entry.sample) {
        await expect(link).toHaveAttribute("href", "#sample");
        const sample = main.locator("section#sample");
        await expect(sample.getByRole("heading", { level: 2, name: site.bookPage.sampleHeading })).toBeVisible();
        // The sample's first words, its Markdown marks taken out.
        const firstLine = entry.sample
          .split("\n")
          .map((line) =>
            line
              .replace(/^#+\s*/, "")
              .replace(/[*_`\\]/g, "")
              .trim(),
          )
          .find(Boolean);
        await expect(sample).toContainText(firstLine ?? "");
        expect(await sample.locator("script, iframe, img").count()).toBe(0);
        await link.click();
        await expect(page).toHaveURL(/#sample$/);
        await expect(sample.getByRole("heading", { name: site.bookPage.sampleHeading })).toBeInViewport();
      } else {
        await expect(link).toHaveCount(0);
        await expect(main.locator("#sample")).toHaveCount(0);
      }

      const series = seriesOf(entry);
      const heading = fill(site.bookPage.seriesHeading, { series: entry.series });
      if (series.length > 0) {
        const region = main.getByRole("region", { name: heading, exact: true });
        const titles = region.getByRole("heading", { level: 3 });
        await expect(titles).toHaveText(series.map((other) => other.title));
        for (const other of series) {
          await expect(region.getByRole("link", { name: other.title, exact: true })).toHaveAttribute(
            "href",
            bookPath(other.address),
          );
        }
      } else if (entry.series) {
        await expect(main.getByRole("heading", { name: heading, exact: true })).toHaveCount(0);
      }
    });
  });
}

if (booksPage) {
  const list = booksPage;
  test.describe(`${list.path}`, SHAPE, () => {
    test("its head, heading, introduction and a card for every book", async ({ page }) => {
      await gotoHydrated(page, list.path);
      await expect(page).toHaveTitle(`${list.title} | ${site.name}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(list.heading);
      await expect(main.getByText(list.intro, { exact: true })).toBeVisible();
      // Its order is the declared one (collections.test.ts); each card, listing-page.test.tsx's.
      await expect(main.getByRole("listitem")).toHaveCount(books.length);
    });
  });
}

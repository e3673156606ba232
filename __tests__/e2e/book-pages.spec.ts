/**
 * Every book's page (/books/{address}/) and the list of books (/books/), read against the book
 * files of the content being built: what each page shows, where its links go, its share tags and
 * its schema.org Book (quality.spec.ts checks each at every width, and with axe). /home's Books section links
 * to them, and the header's Books menu ends with the list once there are more books than it shows.
 */
import type { Page } from "@playwright/test";
import { bookPath } from "../../src/lib/site-path";
import { book, bookDateLine, booksMenu, booksPage, books, displayDate, fill, seriesOf, site } from "./content";
import { expect, test } from "./fixtures";
import { expectNewTabLink, gotoHydrated, MENU_TOGGLE, SHAPE, siteHeader } from "./helpers";

type Node = Record<string, unknown>;

/** The page's schema.org nodes, from every JSON-LD block. */
async function jsonLd(page: Page): Promise<Node[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => (JSON.parse(block) as { "@graph": Node[] })["@graph"]);
}

const NOTIFY_LINK = "/home/#newsletter";

test(
  "every book has its page, the list of books exists from two books on, and the sitemap lists them",
  SHAPE,
  async ({ request }) => {
    for (const entry of books) {
      const response = await request.get(bookPath(entry.address), { maxRedirects: 0 });
      expect(response.status(), `content/books/${entry.address}.json → ${bookPath(entry.address)}`).toBe(200);
    }
    const list = await request.get("/books/", { maxRedirects: 0 });
    expect(list.status()).toBe(booksPage ? 200 : 404);
    const index = await (await request.get("/sitemap-index.xml")).text();
    const sitemap = await (await request.get(new URL(/<loc>([^<]+)<\/loc>/.exec(index)?.[1] ?? "").pathname)).text();
    const listed = [...sitemap.matchAll(/<loc>[^<]*?(\/books\/[^<]*)<\/loc>/g)].map((match) => match[1]).sort();
    expect(listed).toEqual(
      [...books.map((entry) => bookPath(entry.address)), ...(booksPage ? [booksPage.path] : [])].sort(),
    );
  },
);

for (const entry of books) {
  const path = bookPath(entry.address);

  test.describe(`${path} (${entry.status})`, SHAPE, () => {
    test("title, subtitle, pitch, date line, cover and the texts of the book", async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page).toHaveTitle(`${entry.title} | ${site.name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", entry.pitch);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}${path}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(entry.title);
      if (entry.subtitle) await expect(main.getByText(entry.subtitle, { exact: true })).toBeVisible();
      await expect(main.locator("article header").getByText(entry.pitch, { exact: true })).toBeVisible();
      await expect(main.locator(`time[datetime="${entry.releaseDate}"]`)).toHaveText(bookDateLine(entry));
      await expect(main.locator(`time[datetime="${entry.releaseDate}"]`)).toContainText(displayDate(entry.releaseDate));
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

    test("share tags with the cover, and a schema.org Book with one edition per format", async ({ page, request }) => {
      await page.goto(path);
      const og = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content");
      if (entry.covers.portrait !== "") {
        const image = (await og("og:image")) ?? "";
        expect(image.startsWith(`${site.siteUrl}/static/`)).toBe(true);
        const response = await request.get(new URL(image).pathname);
        expect(response.status()).toBe(200);
        expect(await og("og:image:alt")).toBe(entry.covers.alt);
        await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", image);
        await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      } else {
        await expect(page.locator('meta[property="og:image"]')).toHaveCount(0);
      }
      const graph = await jsonLd(page);
      const node = graph.find((candidate) => candidate["@type"] === "Book") ?? {};
      expect(node).toMatchObject({
        "@id": `${site.siteUrl}${path}#book`,
        name: entry.title,
        url: `${site.siteUrl}${path}`,
        description: entry.pitch,
        author: { "@id": `${site.siteUrl}/#author`, name: site.name },
      });
      if (entry.covers.portrait !== "")
        expect(String(node.image)).toMatch(new RegExp(`^${site.siteUrl}/static/.+\\.jpg$`));
      else expect(node).not.toHaveProperty("image");
      const availability = { published: "InStock", "pre-order": "PreOrder", "coming soon": undefined }[entry.status];
      const editions = node.workExample as Node[];
      expect(editions).toHaveLength(entry.formats.length);
      entry.formats.forEach((format, index) => {
        const edition = editions[index];
        expect(edition).toMatchObject({ "@type": "Book", bookFormat: `https://schema.org/${format.format}` });
        if (format.isbn) expect(edition.isbn).toBe(format.isbn.replace(/[^0-9X]/gi, ""));
        else expect(edition).not.toHaveProperty("isbn");
        const stores = entry.buyLinks.filter((link) => link.format === format.format).map((link) => link.url);
        const urls = stores.length > 0 ? stores : entry.universalLink ? [entry.universalLink] : [];
        if (!availability || urls.length === 0) {
          expect(edition).not.toHaveProperty("offers");
          return;
        }
        expect(edition.offers).toEqual(
          urls.map((url) =>
            expect.objectContaining({ "@type": "Offer", url, availability: `https://schema.org/${availability}` }),
          ),
        );
      });
    });
  });
}

if (booksPage) {
  const list = booksPage;
  test.describe(`${list.path}`, SHAPE, () => {
    test("lists every book newest first: date line, title to its page, pitch, cover", async ({ page }) => {
      await gotoHydrated(page, list.path);
      await expect(page).toHaveTitle(`${list.title} | ${site.name}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(list.heading);
      await expect(main.getByText(list.intro, { exact: true })).toBeVisible();
      const items = main.getByRole("listitem");
      await expect(items).toHaveCount(books.length);
      for (const [index, entry] of books.entries()) {
        const item = items.nth(index);
        await expect(item.getByRole("heading", { level: 2 })).toHaveText(entry.title);
        await expect(item.getByRole("link", { name: entry.title })).toHaveAttribute("href", bookPath(entry.address));
        await expect(item.locator("time")).toHaveText(bookDateLine(entry));
        await expect(item.getByText(entry.pitch, { exact: true })).toBeVisible();
        if (entry.covers.portrait !== "") await expect(item.locator("img")).toHaveAttribute("alt", entry.covers.alt);
        else await expect(item.locator("img")).toHaveCount(0);
      }
    });
  });
}

test.describe("/home's Books section", SHAPE, () => {
  test("its title leads to the featured book's page, and to the list of books from two books on", async ({ page }) => {
    await gotoHydrated(page, "/home/");
    const section = page.locator("#books");
    await expect(
      section.getByRole("heading", { level: 2 }).getByRole("link", { name: book.title, exact: true }),
    ).toHaveAttribute("href", bookPath(book.address));
    const all = section.getByRole("link", { name: site.booksPage.allBooks, exact: true });
    if (booksPage) await expect(all).toHaveAttribute("href", booksPage.path);
    else await expect(all).toHaveCount(0);
  });
});

// With two books or fewer, the menu's entries all lead to /home's Books section (header.spec.ts).
if (booksMenu.more) {
  const more = booksMenu.more;
  test.describe("the header's Books menu with more books than it lists", SHAPE, () => {
    const booksTitle = site.navigation.find((item) => item.listsBooks)?.title ?? "";

    test("on a desktop, the menu lists the newest and ends with the list of books", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await gotoHydrated(page, bookPath(book.address));
      const header = siteHeader(page);
      const button = header.getByRole("button", { name: booksTitle, exact: true });
      await button.click();
      const menu = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
      await expect(menu).toBeVisible();
      const links = menu.getByRole("link");
      await expect(links).toHaveCount(booksMenu.entries.length + 1);
      const last = links.last();
      await expect(last).toHaveText(more.title);
      await expect(last).toHaveAttribute("href", more.link);
      await expect(last).toBeInViewport({ ratio: 1 });
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${more.link}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.booksPage.heading);
    });

    test("in the mobile panel, the menu opens in place and ends with the list of books", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await gotoHydrated(page, bookPath(book.address));
      await page.locator(MENU_TOGGLE).click();
      const panel = page.locator("#mobile-menu");
      await expect(panel).toBeVisible();
      // Open already when this page is one of its entries.
      const list = panel.locator("details", { has: page.locator("summary", { hasText: booksTitle }) });
      if ((await list.getAttribute("open")) === null) await list.locator("summary").click();
      await expect(list).toHaveAttribute("open", "");
      for (const entry of booksMenu.entries) {
        await expect(list.getByRole("link", { name: entry.title })).toHaveAttribute("href", entry.link);
      }
      const last = list.getByRole("link").last();
      await expect(last).toHaveText(more.title);
      await expect(last).toHaveAttribute("href", more.link);
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${more.link}$`));
      await expect(panel).toBeHidden();
    });
  });
}

/**
 * The press kit at /press/ (docs/PRODUCT.md) on the built site: each bio copied to the real
 * clipboard, the portrait and covers served as their original files at print size, and the books in
 * the order the page's query gives. Its sections, texts and contact are press-kit.test.tsx's.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { DOWNLOAD_MIN_LONG_SIDE } from "../../src/lib/content/check/downloads";
import { formatFileSize } from "../../src/lib/format-file-size";
import { CLOUDFLARE_MAX_FILE_BYTES } from "../../src/lib/host-limits";
import { bookPath } from "../../src/lib/site-path";
import { books, displayDate, fill, press } from "./content";
import { expect, test } from "./fixtures";
import { gotoHydrated, SHAPE } from "./helpers";

test.describe("the press kit", SHAPE, () => {
  test.describe("with clipboard access", () => {
    test.use({ permissions: ["clipboard-read", "clipboard-write"] });

    test("each bio's button copies the bio exactly and says so politely", async ({ page }) => {
      await gotoHydrated(page, press.path);
      for (const bio of press.bioCopies) {
        const card = page.getByRole("article", { name: bio.label, exact: true });
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(bio.label);
        // Named by its text and the bio's name, so the three buttons are told apart.
        const button = card.getByRole("button", { name: `${press.copyButton} ${bio.label}`, exact: true });
        const status = card.getByRole("status");
        await expect(status).toHaveText("");
        await button.click();
        await expect(status).toHaveText(press.copiedMessage);
        await expect(status).toHaveAttribute("role", "status");
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bio.text);
        await expect(button, "focus stays on the button").toBeFocused();
      }
    });
  });

  test(`offers the portrait and each front cover as the original file, at least ${DOWNLOAD_MIN_LONG_SIDE} px on its long side, with its pixels and weight`, async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, press.path);
    const section = page.getByRole("region", { name: press.downloadsHeading, exact: true });
    await expect(section.getByRole("listitem")).toHaveCount(press.downloads.length);
    for (const download of press.downloads) {
      const link = section.getByRole("link", { name: download.label, exact: true });
      await expect(link).toBeVisible();
      const href = (await link.getAttribute("href")) ?? "";
      const fileName = (await link.getAttribute("download")) ?? "";
      expect(fileName, "saved under a name of its own, with the file's extension").toMatch(
        new RegExp(`^[a-z0-9-]+\\${path.extname(download.file)}$`),
      );
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      const served = await response.body();
      // The file as the author uploaded it, byte for byte: not a web variant.
      expect(served.equals(readFileSync(download.file)), `${href} is ${path.basename(download.file)} itself`).toBe(
        true,
      );
      const { width = 0, height = 0 } = await sharp(served).metadata();
      expect(Math.max(width, height), `${href}: its long side`).toBeGreaterThanOrEqual(DOWNLOAD_MIN_LONG_SIDE);
      expect(served.length, `${href}: its weight`).toBeLessThan(CLOUDFLARE_MAX_FILE_BYTES);
      const card = section
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: download.label, exact: true }) });
      await expect(
        card.getByText(fill(press.downloadDetails, { width, height, size: formatFileSize(served.length) }), {
          exact: true,
        }),
      ).toBeVisible();
      // A small preview beside it, from the web variants, described for readers who cannot see it.
      const preview = card.locator("img");
      await expect(preview).toHaveAttribute("alt", /\S/);
      expect(await preview.getAttribute("src")).not.toBe(href);
    }
  });

  test("lists each book, newest first, linked to its page, with its pitch and release date", async ({ page }) => {
    await gotoHydrated(page, press.path);
    const section = page.getByRole("region", { name: press.booksHeading, exact: true });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(books.map((book) => book.title));
    for (const book of books) {
      const card = section
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: book.title, exact: true }) });
      await expect(card.getByRole("link", { name: book.title, exact: true })).toHaveAttribute(
        "href",
        bookPath(book.address),
      );
      await expect(card.getByText(book.pitch, { exact: true })).toBeVisible();
      await expect(card.locator("dt")).toHaveText(press.releaseLine);
      const date = card.locator(`dd time[datetime="${book.releaseDate}"]`);
      await expect(date).toHaveText(displayDate(book.releaseDate));
    }
  });
});

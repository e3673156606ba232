/**
 * The press kit at /press/ (docs/PRODUCT.md) on the built site: each bio copied to the real
 * clipboard, the portrait and covers served as their original files with their real pixels and
 * weight, and the books in the order the page's query gives. What the page shows is press-kit.test.tsx's.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { formatFileSize } from "../../src/lib/format-file-size";
import { bookPath } from "../../src/lib/site-path";
import { books, fill, press } from "./content";
import { expect, test } from "./fixtures";
import { gotoHydrated, SHAPE } from "./helpers";

test.describe("the press kit", SHAPE, () => {
  test.describe("with clipboard access", () => {
    test.use({ permissions: ["clipboard-read", "clipboard-write"] });

    test("each bio's button copies the bio exactly to the clipboard, keeping focus", async ({ page }) => {
      await gotoHydrated(page, press.path);
      for (const bio of press.bioCopies) {
        // The card's heading, button name and live region are press-kit.test.tsx's.
        const card = page.getByRole("article", { name: bio.label, exact: true });
        const button = card.getByRole("button", { name: `${press.copyButton} ${bio.label}`, exact: true });
        await button.click();
        await expect(card.getByRole("status")).toHaveText(press.copiedMessage);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bio.text);
        await expect(button, "focus stays on the button").toBeFocused();
      }
    });
  });

  test("offers the portrait and each front cover as the original file, with its pixels and weight", async ({
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
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      const served = await response.body();
      // The file as the author uploaded it, byte for byte: not a web variant.
      expect(served.equals(readFileSync(download.file)), `${href} is ${path.basename(download.file)} itself`).toBe(
        true,
      );
      // Its least long side and most weight are the checker's (check-content.test.ts).
      const { width = 0, height = 0 } = await sharp(served).metadata();
      const card = section
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: download.label, exact: true }) });
      await expect(
        card.getByText(fill(press.downloadDetails, { width, height, size: formatFileSize(served.length) }), {
          exact: true,
        }),
      ).toBeVisible();
    }
  });

  test("lists each book, newest first, linked to its page", async ({ page }) => {
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
    }
  });
});

import { footerLinks } from "../../../src/lib/footer-links";
import { BOOKS_PATH, PRESS_PATH } from "../../../src/lib/site-path";
import { siteSettingsFixture } from "../../fixtures/site-settings";

const withBooks = (total: number) => ({ ...siteSettingsFixture, books: { ...siteSettingsFixture.books, total } });

describe("footerLinks", () => {
  it("links every book, once there is a page listing them, and the press kit", () => {
    expect(footerLinks(withBooks(2))).toEqual([
      { title: siteSettingsFixture.booksPage.allBooks, link: BOOKS_PATH },
      { title: siteSettingsFixture.pressKit.footerLink, link: PRESS_PATH },
    ]);
  });

  it("links only the press kit while there is one book, and no page listing books", () => {
    expect(footerLinks(withBooks(1))).toEqual([{ title: siteSettingsFixture.pressKit.footerLink, link: PRESS_PATH }]);
  });
});

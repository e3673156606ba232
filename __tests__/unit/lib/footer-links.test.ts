import { footerLinks } from "../../../src/lib/footer-links";
import { BOOKS_PATH, EVENTS_PATH, PRESS_PATH } from "../../../src/lib/site-path";
import { siteSettingsFixture } from "../../fixtures/site-settings";

const withBooks = (total: number) => ({ ...siteSettingsFixture, books: { ...siteSettingsFixture.books, total } });

describe("footerLinks", () => {
  it("links every book, once there is a page listing them, and the press kit", () => {
    expect(footerLinks(withBooks(2))).toEqual([
      { title: siteSettingsFixture.booksPage.allBooks, link: BOOKS_PATH },
      { title: siteSettingsFixture.pressKit.footerLink, link: PRESS_PATH },
    ]);
  });

  it("links the events while there are some, and not without", () => {
    const withEvents = (total: number) => ({ ...withBooks(1), events: { total } });
    expect(footerLinks(withEvents(1))).toEqual([
      { title: siteSettingsFixture.eventsPage.allEvents, link: EVENTS_PATH },
      { title: siteSettingsFixture.pressKit.footerLink, link: PRESS_PATH },
    ]);
    expect(footerLinks(withEvents(0))).toEqual([{ title: siteSettingsFixture.pressKit.footerLink, link: PRESS_PATH }]);
  });

  it("links only the press kit while there is one book, and no page listing books", () => {
    expect(footerLinks(withBooks(1))).toEqual([{ title: siteSettingsFixture.pressKit.footerLink, link: PRESS_PATH }]);
  });
});

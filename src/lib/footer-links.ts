import type { NavLink, SiteSettings } from "../types/content";
import { BOOKS_PATH, hasBooksPage, PRESS_PATH } from "./site-path";

type Settings = Pick<SiteSettings, "books" | "booksPage" | "pressKit">;

/**
 * The footer's links to the site's own pages: every book, once there is a page listing them
 * (two books or more), and the press kit.
 */
export function footerLinks(settings: Settings): NavLink[] {
  return [
    ...(hasBooksPage(settings.books.total) ? [{ title: settings.booksPage.allBooks, link: BOOKS_PATH }] : []),
    { title: settings.pressKit.footerLink, link: PRESS_PATH },
  ];
}

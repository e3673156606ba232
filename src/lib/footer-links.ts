import type { NavLink, SiteSettings } from "../types/content";
import { BOOKS_PATH, EVENTS_PATH, hasBooksPage, hasEventsPage, PRESS_PATH } from "./site-path";

type Settings = Pick<SiteSettings, "books" | "booksPage" | "events" | "eventsPage" | "pressKit">;

/**
 * The footer's links to the site's own pages: every book, once there is a page listing them
 * (two books or more), the events while there are some, and the press kit.
 */
export function footerLinks(settings: Settings): NavLink[] {
  return [
    ...(hasBooksPage(settings.books.total) ? [{ title: settings.booksPage.allBooks, link: BOOKS_PATH }] : []),
    ...(hasEventsPage(settings.events.total) ? [{ title: settings.eventsPage.allEvents, link: EVENTS_PATH }] : []),
    { title: settings.pressKit.footerLink, link: PRESS_PATH },
  ];
}

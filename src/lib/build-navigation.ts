import type { NavEntry, NavMenu, SiteSettings } from "../types/content";
import { BOOKS_IN_MENU, INTERVIEWS_IN_MENU } from "./constants";
import { fillTemplate } from "./fill-template";
import { SITE_PLACEHOLDERS } from "./placeholders";
import { BOOKS_PATH, hasInterviewsPage, INTERVIEWS_PATH, pagePath } from "./site-path";

type NavigationSettings = Pick<SiteSettings, "navigation" | "books" | "interviews" | "labels" | "booksPage">;

/** Up to this many books, the Books menu shows each one, the featured first, all leading to its section on /home. */
export const BOOKS_ON_HOME = 2;

/** The Books menu: up to BOOKS_ON_HOME books lead to `link`; more lead to their pages, then to all. */
export function booksMenu(
  books: NavigationSettings["books"],
  labels: Pick<NavigationSettings, "labels" | "booksPage">,
  link: string,
): Pick<NavMenu, "entries" | "more" | "link"> {
  const badge = (book: { comingSoon: boolean }) => (book.comingSoon ? { badge: labels.labels.comingSoon } : {});
  if (books.total <= BOOKS_ON_HOME) {
    const ordered = [...books.newest].sort((a, b) => Number(b.featured) - Number(a.featured));
    return { link, entries: ordered.map((book) => ({ title: book.title, link, ...badge(book) })) };
  }
  return {
    entries: books.newest
      .slice(0, BOOKS_IN_MENU)
      .map((book) => ({ title: book.title, link: book.path, ...badge(book) })),
    more: { title: labels.booksPage.allBooks, link: BOOKS_PATH },
  };
}

/** The interviews' entry: none, a link for one, else a menu of the newest (and a link to all). */
export function interviewsEntry({ interviews, labels }: Pick<NavigationSettings, "interviews" | "labels">): NavEntry[] {
  const entries = interviews.newest.slice(0, INTERVIEWS_IN_MENU).map((interview) => ({
    title: fillTemplate(labels.interviewNav, SITE_PLACEHOLDERS.labels.interviewNav, { host: interview.host }),
    link: interview.path,
  }));
  if (interviews.total === 0 || entries.length === 0) return [];
  if (interviews.total === 1) return [{ kind: "link", ...entries[0] }];
  const more = hasInterviewsPage(interviews.total)
    ? { more: { title: labels.allInterviews, link: INTERVIEWS_PATH } }
    : {};
  return [{ kind: "menu", title: labels.interviewsNav, entries, ...more }];
}

/** The header's entries: the content's (Books a menu), then the interviews, with served links. */
export function buildNavigation(settings: NavigationSettings): NavEntry[] {
  return [
    ...settings.navigation.map((item): NavEntry => {
      const link = pagePath(item.link);
      if (!item.listsBooks) return { kind: "link", title: item.title, link };
      return { kind: "menu", title: item.title, ...booksMenu(settings.books, settings, link) };
    }),
    ...interviewsEntry(settings),
  ];
}

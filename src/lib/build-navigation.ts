import type { NavEntry, SiteSettings } from "../types/content";
import { INTERVIEWS_IN_MENU } from "./constants";
import { fillTemplate } from "./fill-template";
import { SITE_PLACEHOLDERS } from "./placeholders";
import { hasInterviewsPage, INTERVIEWS_PATH, pagePath } from "./site-path";

type NavigationSettings = Pick<SiteSettings, "navigation" | "books" | "interviews" | "labels">;

/**
 * The interviews' entry: none without interviews; "Interview with {host}" for one; from two on, a
 * menu of the newest (newest first) and, when there are more than it lists, a link to the page
 * that lists them all.
 */
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

/**
 * The header's entries: those from content (the Books entry a menu of the book and the coming-soon
 * title), then the interviews. Links are in the form the host serves ("/home#about" in content →
 * "/home/#about").
 */
export function buildNavigation(settings: NavigationSettings): NavEntry[] {
  return [
    ...settings.navigation.map((item): NavEntry => {
      const link = pagePath(item.link);
      if (!item.listsBooks) return { kind: "link", title: item.title, link };
      const entries = settings.books.map((book) => ({
        title: book.title,
        link,
        ...(book.comingSoon ? { badge: settings.labels.comingSoon } : {}),
      }));
      return { kind: "menu", title: item.title, link, entries };
    }),
    ...interviewsEntry(settings),
  ];
}

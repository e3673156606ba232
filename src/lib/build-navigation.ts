import type { NavigationItem, SiteSettings } from "../types/content";
import { fillTemplate } from "./fill-template";
import { pagePath } from "./site-path";

/**
 * The header's entries: those from content, then "Interview with {host}" from the interview's front
 * matter. Links are in the form the host serves ("/home#about" in content → "/home/#about").
 */
export function buildNavigation(settings: Pick<SiteSettings, "navigation" | "interview" | "labels">): NavigationItem[] {
  return [
    ...settings.navigation.map((item) => ({ ...item, link: pagePath(item.link) })),
    {
      title: fillTemplate(settings.labels.interviewNav, { host: settings.interview.host }),
      link: settings.interview.path,
      listsBooks: false,
    },
  ];
}

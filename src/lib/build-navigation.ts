import type { NavigationItem, SiteSettings } from "../types/content";
import { fillTemplate } from "./fill-template";

/** The header's entries: those from content, then "Interview with {host}" from the interview's front matter. */
export function buildNavigation(settings: Pick<SiteSettings, "navigation" | "interview" | "labels">): NavigationItem[] {
  return [
    ...settings.navigation,
    {
      title: fillTemplate(settings.labels.interviewNav, { host: settings.interview.host }),
      link: settings.interview.path,
      listsBooks: false,
    },
  ];
}

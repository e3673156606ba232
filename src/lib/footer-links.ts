import type { NavLink, SiteSettings } from "../types/content";
import { PRESS_PATH } from "./site-path";

type Settings = Pick<SiteSettings, "listings" | "pressKit">;

/** The footer's links to the site's own pages: the listings that exist, and the press kit. */
export function footerLinks(settings: Settings): NavLink[] {
  return [...settings.listings, { title: settings.pressKit.footerLink, link: PRESS_PATH }];
}

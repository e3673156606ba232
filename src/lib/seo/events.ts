import type { ItemList } from "schema-dts";
import type { SiteSettings } from "../../types/content";
import type { EventsPageContent } from "../../types/event";
import type { PageSeo } from "../../types/seo";
import { EVENTS_PATH } from "../event-site";
import { toGraph, type IdentityInput } from "./structured-data";

/** /events/'s list, in the order it shows them (to come, then past): each event's page by position. */
export function eventsListLd(identity: IdentityInput, paths: readonly string[]): ItemList {
  return {
    "@type": "ItemList",
    url: `${identity.siteUrl}${EVENTS_PATH}`,
    numberOfItems: paths.length,
    itemListElement: paths.map((path, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: `${identity.siteUrl}${path}`,
    })),
  };
}

/** /events/'s title, standfirst and the ItemList of its events. */
export function toEventsSeo(page: EventsPageContent, settings: SiteSettings): PageSeo {
  return {
    title: page.title,
    description: page.intro,
    path: EVENTS_PATH,
    jsonLd: toGraph([
      eventsListLd(
        settings,
        page.groups.flatMap((group) => group.items.map((item) => item.path)),
      ),
    ]),
  };
}

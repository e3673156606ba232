/**
 * What a collection's build does beyond what its declaration (src/lib/content/collections.ts) makes
 * for every collection: values other pages' context takes from it (/home's events to come), and
 * files it writes beside its pages (an event's calendar file). Most collections need none; one
 * that does gets its own module here and a line in COLLECTION_BUILDS.
 */
import type { CollectionName } from "../../src/lib/content/collections";
import type { CollectionBuild } from "./collection-build";
import { EVENTS_BUILD } from "./events";

export const COLLECTION_BUILDS: { readonly [Name in CollectionName]?: CollectionBuild } = {
  events: EVENTS_BUILD,
};

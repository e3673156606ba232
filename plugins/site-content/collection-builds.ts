/** What a collection's build adds to its declaration (other pages' context, its own files); most need none. */
import type { CollectionName } from "../../src/lib/content/collections";
import type { CollectionBuild } from "./collection-build";
import { EVENTS_BUILD } from "./events";

export const COLLECTION_BUILDS: { readonly [Name in CollectionName]?: CollectionBuild } = { events: EVENTS_BUILD };

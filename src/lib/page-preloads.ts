/**
 * What a page needs before it can answer a tap, preloaded from its <head> instead of asked for by
 * Gatsby's runtime one step at a time. Left to the runtime, a slow phone waits three times over:
 * - Gatsby's HTML names only the app's scripts, as `async` scripts at the end of <body>, which
 *   Chrome fetches at low priority: on a connection that cannot multiplex, it held them back
 *   until the page data and images were in (about a second after the markup, docs/PERFORMANCE.md);
 * - once they have run, the runtime asks for the page's page-data.json and the site's
 *   app-data.json;
 * - once those are in, for the page component's scripts and its static-query data.
 * Preloaded, all of them are requested while the page loads, in the order the runtime needs them.
 */
import { APP_CHUNK_GROUP, type ScriptManifest } from "./page-scripts";

/** "/interview-with-grace/" → "/page-data/interview-with-grace/page-data.json"; "/" → ".../index/...". */
export function pageDataUrl(pathname: string): string {
  const path = pathname.replace(/^\/+|\/+$/g, "");
  return `/page-data/${path === "" ? "index" : path}/page-data.json`;
}

export const APP_DATA_URL = "/page-data/app-data.json";

/** Where Gatsby's runtime fetches the result of one static query. */
export const staticQueryUrl = (hash: string) => `/page-data/sq/d/${hash}.json`;

/** What a page's page-data.json says it is made of. */
export interface PageParts {
  componentChunkName: string;
  staticQueryHashes?: readonly string[];
}

export interface Preload {
  href: string;
  /** A script, or data the runtime fetches (without credentials: the hint needs crossorigin). */
  as: "script" | "fetch";
  /** Requested at low priority (`fetchpriority="low"`), as Gatsby's own `async` script tags are. */
  priority?: "low";
}

/** A page's preloads, by where its HTML names them (see pagePreloads). */
export interface PagePreloads {
  head: Preload[];
  endOfBody: Preload[];
}

/**
 * A page's preloads, in two places:
 * - from the <head>, the app's scripts (Gatsby's runtime, React and the app): without them nothing
 *   answers a tap, and they are the same on every page. They are asked for at low priority, as
 *   Gatsby's own `async` script tags are: a real visit requests them at the same moment either way,
 *   but Lighthouse (PageSpeed Insights) counts a high-priority script that arrives before the first
 *   paint as holding it up, and added their download to its estimate of the first paint;
 * - from the end of <body>, just before Gatsby's script tags, the page's data and the app's, then
 *   the page component's scripts (those the app does not already run) and its static-query data.
 *   The browser requests these once the parser reaches them, when the markup has arrived: from
 *   the <head> they shared a slow connection with the rest of the HTML and held back the first
 *   paint, and from here they still arrive while the app's scripts run (docs/PERFORMANCE.md).
 * Without a script manifest (`gatsby develop`) or the page's parts, only the data.
 */
export function pagePreloads(pathname: string, manifest: ScriptManifest | null, page: PageParts | null): PagePreloads {
  const appScripts = manifest?.[APP_CHUNK_GROUP] ?? [];
  const componentScripts = page ? (manifest?.[page.componentChunkName] ?? []) : [];
  const scripts = (files: readonly string[], priority?: Preload["priority"]) =>
    files.map((file): Preload => ({ href: `/${file}`, as: "script", ...(priority ? { priority } : {}) }));
  const data = (hrefs: readonly string[]) => hrefs.map((href): Preload => ({ href, as: "fetch" }));
  return {
    head: scripts(appScripts, "low"),
    endOfBody: [
      ...data([pageDataUrl(pathname), APP_DATA_URL]),
      ...scripts(componentScripts.filter((file) => !appScripts.includes(file))),
      ...data((page?.staticQueryHashes ?? []).map(staticQueryUrl)),
    ],
  };
}

/**
 * Where Gatsby's runtime fetches a page's data before it can render the page in the browser:
 * the page's page-data.json and the site's app-data.json. Without a hint the runtime asks for them
 * only once its own scripts have run, one round trip after the scripts (and the page's component
 * script one more after that); preloaded from the <head>, they arrive alongside the scripts.
 */

/** "/interview-with-grace/" → "/page-data/interview-with-grace/page-data.json"; "/" → ".../index/...". */
export function pageDataUrl(pathname: string): string {
  const path = pathname.replace(/^\/+|\/+$/g, "");
  return `/page-data/${path === "" ? "index" : path}/page-data.json`;
}

export const APP_DATA_URL = "/page-data/app-data.json";

/** The URLs to preload for a page, in the order the runtime needs them. */
export const pageDataPreloads = (pathname: string): string[] => [pageDataUrl(pathname), APP_DATA_URL];

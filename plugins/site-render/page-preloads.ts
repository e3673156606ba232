/** The data a page needs before it can answer a tap, preloaded at once instead of step by step. */

/** "/interview-with-grace/" → "/page-data/interview-with-grace/page-data.json"; "/" → ".../index/...". */
export function pageDataUrl(pathname: string): string {
  const path = pathname.replace(/^\/+|\/+$/g, "");
  return `/page-data/${path === "" ? "index" : path}/page-data.json`;
}

export const APP_DATA_URL = "/page-data/app-data.json";

/** Where Gatsby's runtime fetches the result of one static query. */
export const staticQueryUrl = (hash: string) => `/page-data/sq/d/${hash}.json`;

/** What a page's page-data.json says it is made of (`loadPageDataSync` in plugins/site-render/gatsby-ssr.tsx). */
export interface PageParts {
  componentChunkName: string;
  staticQueryHashes?: readonly string[];
}

/** The data files a page preloads, in the order the runtime asks: the page's, the app's, its static queries'. */
export function pageDataPreloads(pathname: string, page: PageParts | null): string[] {
  return [pageDataUrl(pathname), APP_DATA_URL, ...(page?.staticQueryHashes ?? []).map(staticQueryUrl)];
}

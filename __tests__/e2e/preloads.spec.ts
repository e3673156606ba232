/**
 * What a page needs before it answers a tap is preloaded from its <head> (src/lib/page-preloads.ts):
 * the app's scripts, the page's data and the app's, the page component's scripts and its
 * static-query data. Each is fetched once, by its preload: the page's script tags and Gatsby's
 * runtime use the preloaded copies instead of asking again after the scripts have run.
 */
import { APP_DATA_URL, pageDataUrl, staticQueryUrl, type PageParts } from "../../src/lib/page-preloads";
import { samplePages } from "./content";
import { expect, test } from "./fixtures";
import { gotoHydrated } from "./helpers";

for (const path of samplePages) {
  test(`${path} fetches its scripts and data once each, by the <head>'s preloads`, async ({ page }) => {
    await gotoHydrated(page, path);
    const { componentChunkName, staticQueryHashes = [] } = (await (
      await page.request.get(pageDataUrl(path))
    ).json()) as PageParts;
    const { preloads, fetched } = await page.evaluate(() => {
      const sameOrigin = (url: URL) => url.origin === location.origin;
      return {
        preloads: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
          .filter((link) => link.as === "script" || link.as === "fetch")
          .map((link) => new URL(link.href))
          .filter(sameOrigin)
          .map((url) => url.pathname),
        fetched: performance
          .getEntriesByType("resource")
          .map((entry) => entry as PerformanceResourceTiming)
          .filter((entry) => sameOrigin(new URL(entry.name)))
          .map((entry) => ({ path: new URL(entry.name).pathname, initiator: entry.initiatorType })),
      };
    });

    // The runtime, React and the app, the page's component, its data, the app's and its static queries.
    expect(preloads.filter((url) => url.endsWith(".js")).length).toBeGreaterThanOrEqual(4);
    expect(preloads.some((url) => url.startsWith(`/${componentChunkName}-`) && url.endsWith(".js"))).toBe(true);
    expect(preloads).toEqual(
      expect.arrayContaining([pageDataUrl(path), APP_DATA_URL, ...staticQueryHashes.map(staticQueryUrl)]),
    );
    for (const url of preloads) {
      expect(fetched.filter((entry) => entry.path === url)).toEqual([{ path: url, initiator: "link" }]);
    }
  });
}

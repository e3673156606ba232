/**
 * Gatsby's runtime needs the page's page-data.json and the site's app-data.json before it can
 * render the page in the browser; the HTML preloads both, and the runtime uses those copies.
 */
import { pageDataPreloads } from "../../src/lib/page-data-preloads";
import { samplePages } from "./content";
import { expect, test } from "./fixtures";
import { gotoHydrated } from "./helpers";

for (const path of samplePages) {
  test(`${path} fetches its page data once, by the <head>'s preload, not after the scripts have run`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => new URL(entry.name).pathname.startsWith("/page-data/"))
        .map((entry) => ({ path: new URL(entry.name).pathname, initiator: entry.initiatorType })),
    );
    for (const url of pageDataPreloads(path)) {
      expect(fetched.filter((entry) => entry.path === url)).toEqual([{ path: url, initiator: "link" }]);
    }
  });
}

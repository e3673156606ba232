/**
 * The data a page needs before it answers a tap (its page data, the app's and its static queries')
 * is preloaded from the end of its <body>, after its markup and before Gatsby's script tags, and
 * fetched once: Gatsby's runtime uses the preloaded copies. Scripts are not preloaded.
 */
import { APP_DATA_URL, pageDataUrl, staticQueryUrl, type PageParts } from "../../plugins/site-render/page-preloads";
import { samplePages } from "./content";
import { expect, test } from "./fixtures";
import { gotoHydrated } from "./helpers";

for (const path of samplePages) {
  test(`${path} fetches its data once each, by its preloads at the end of <body>, and preloads no script`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    const { staticQueryHashes = [] } = (await (await page.request.get(pageDataUrl(path))).json()) as PageParts;
    const { preloads, endOfBody, fetched } = await page.evaluate(() => {
      const sameOrigin = (url: URL) => url.origin === location.origin;
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
      // The end of <body>: after the element React renders into, before the first script tag.
      const root = document.getElementById("___gatsby");
      const firstScript = document.body.querySelector("script[src]");
      const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      const pathOf = (link: HTMLLinkElement) => new URL(link.href).pathname;
      return {
        preloads: links.map((link) => ({ as: link.as, path: pathOf(link) })),
        endOfBody: links
          .filter(
            (link) =>
              link.as === "fetch" &&
              root &&
              firstScript &&
              follows(root, link) &&
              !root.contains(link) &&
              follows(link, firstScript),
          )
          .map(pathOf),
        fetched: performance
          .getEntriesByType("resource")
          .map((entry) => entry as PerformanceResourceTiming)
          .filter((entry) => sameOrigin(new URL(entry.name)))
          .map((entry) => ({ path: new URL(entry.name).pathname, initiator: entry.initiatorType })),
      };
    });

    const data = [pageDataUrl(path), APP_DATA_URL, ...staticQueryHashes.map(staticQueryUrl)];
    expect(endOfBody).toEqual(data);
    expect(preloads.filter((link) => link.as === "script")).toEqual([]);
    for (const url of data) {
      expect(fetched.filter((entry) => entry.path === url)).toEqual([{ path: url, initiator: "link" }]);
    }
  });
}

/**
 * What a page needs before it answers a tap is preloaded (src/lib/page-preloads.ts): the app's
 * scripts from its <head>; the page's data and the app's, the page component's scripts and its
 * static-query data from the end of <body>, after the page's markup and before Gatsby's script
 * tags. Each is fetched once, by its preload: the page's script tags and Gatsby's runtime use the
 * preloaded copies instead of asking again after the scripts have run. The browser asks for the
 * app's scripts at low priority, as for Gatsby's own `async` script tags.
 */
import { APP_DATA_URL, pageDataUrl, staticQueryUrl, type PageParts } from "../../src/lib/page-preloads";
import { samplePages } from "./content";
import { expect, test } from "./fixtures";
import { gotoHydrated } from "./helpers";

for (const path of samplePages) {
  test(`${path} fetches its scripts and data once each, by its preloads, the app's at low priority`, async ({
    page,
  }) => {
    // The priority each request left with, as Chromium reports it.
    const priorities = new Map<string, string>();
    const cdp = await page.context().newCDPSession(page);
    cdp.on("Network.requestWillBeSent", ({ request }) => {
      priorities.set(new URL(request.url).pathname, request.initialPriority);
    });
    await cdp.send("Network.enable");
    await gotoHydrated(page, path);
    const { componentChunkName, staticQueryHashes = [] } = (await (
      await page.request.get(pageDataUrl(path))
    ).json()) as PageParts;
    const { head, endOfBody, inBody, fetched } = await page.evaluate(() => {
      const sameOrigin = (url: URL) => url.origin === location.origin;
      const preloadsIn = (links: Iterable<HTMLLinkElement>) =>
        [...links]
          .filter((link) => link.as === "script" || link.as === "fetch")
          .map((link) => new URL(link.href))
          .filter(sameOrigin)
          .map((url) => url.pathname);
      // The end of <body>: after the element React renders into, before the first script tag.
      const bodyPreloads = [...document.body.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
      const root = document.getElementById("___gatsby");
      const firstScript = document.body.querySelector("script[src]");
      const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      return {
        head: preloadsIn(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')),
        endOfBody: preloadsIn(
          bodyPreloads.filter(
            (link) => root && firstScript && follows(root, link) && !root.contains(link) && follows(link, firstScript),
          ),
        ),
        inBody: preloadsIn(bodyPreloads),
        fetched: performance
          .getEntriesByType("resource")
          .map((entry) => entry as PerformanceResourceTiming)
          .filter((entry) => sameOrigin(new URL(entry.name)))
          .map((entry) => ({ path: new URL(entry.name).pathname, initiator: entry.initiatorType })),
      };
    });

    // The runtime, React and the app in the <head>; the page's data, the app's, its component's
    // scripts and its static queries at the end of <body>.
    expect(head.filter((url) => url.endsWith(".js")).length).toBeGreaterThanOrEqual(3);
    expect(head.filter((url) => !url.endsWith(".js"))).toEqual([]);
    expect(endOfBody.some((url) => url.startsWith(`/${componentChunkName}-`) && url.endsWith(".js"))).toBe(true);
    expect(endOfBody).toEqual(
      expect.arrayContaining([pageDataUrl(path), APP_DATA_URL, ...staticQueryHashes.map(staticQueryUrl)]),
    );
    expect(inBody).toEqual(endOfBody);
    expect(head.map((url) => [url, priorities.get(url)])).toEqual(head.map((url) => [url, "Low"]));
    for (const url of [...head, ...endOfBody]) {
      expect(fetched.filter((entry) => entry.path === url)).toEqual([{ path: url, initiator: "link" }]);
    }
  });
}

/**
 * What Cloudflare's own runtime (wrangler pages dev) makes of the files the build writes for it: no
 * URL the site names sits behind a redirect, the preview domain is kept out of search results, and
 * every built file gets the caching its name allows. (The host's limits the build enforces.)
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { NO_SCRIPT_POLICY } from "../../plugins/site-host/host-files";
import { EVENTS_PATH } from "../../src/lib/event-site";
import { samplePages, site, sitePages, spec, unknownPath } from "./content";
import { builtFiles, publicDir, redirectSources, servedPath } from "./built-pages";
import { expect, test } from "./fixtures";
import { SHAPE } from "./helpers";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/** The site's own URL for a path on the local server, or null for a URL elsewhere. */
function localPath(url: string, base: string): string | null {
  const parsed = new URL(url, base);
  const own = parsed.origin === new URL(site.siteUrl).origin || parsed.origin === new URL(base).origin;
  return own ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
}

test.describe("on Cloudflare's runtime", () => {
  test.use({ notFoundPaths: [unknownPath] });

  test("no canonical URL, sitemap entry, manifest start or internal link is behind a redirect or misses its #section", async ({
    page,
    request,
    baseURL,
  }) => {
    const base = baseURL ?? "";
    // Every URL the pages name for themselves or link to on this site.
    const named = new Map<string, string>();
    const name = (url: string, where: string, from = base) => {
      // "#main" stays on the page it is on: checked there.
      if (url.startsWith("#")) return;
      const local = localPath(url, from);
      if (local !== null && !named.has(local)) named.set(local, where);
    };
    // The sitemap lists these, and only these (seo.spec.ts).
    sitePages.forEach((url) => name(url, "the sitemap"));
    const manifest = (await (await request.get("/manifest.webmanifest")).json()) as { start_url: string };
    name(manifest.start_url, "the manifest's start_url");
    const redirectTarget = readFileSync(path.join(publicDir, "_redirects"), "utf8").trim().split(/\s+/)[1];
    name(redirectTarget, "the target of / in _redirects");
    for (const url of [...sitePages, unknownPath]) {
      const response = await page.goto(url);
      expect([200, 404], `status of ${url}`).toContain(response?.status());
      const where = `a link on ${url}`;
      // A link to a section of this page (the skip link) finds it here.
      for (const href of await page
        .locator('a[href^="#"]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href") ?? "")))
        await expect(page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`), `${href} on ${url}`).toHaveCount(1);
      for (const selector of ['link[rel="canonical"]', "a[href]"]) {
        for (const href of await page
          .locator(selector)
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href") ?? "")))
          name(href, selector.startsWith("link") ? `the canonical URL of ${url}` : where, page.url());
      }
      const ogUrls = await page
        .locator('meta[property="og:url"]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("content") ?? ""));
      ogUrls.forEach((ogUrl) => name(ogUrl, `og:url of ${url}`));
      for (const block of await page.locator('script[type="application/ld+json"]').allTextContents()) {
        for (const [, value] of block.matchAll(/"(?:url|mainEntityOfPage)":"([^"]+)"/g))
          name(value, `JSON-LD on ${url}`);
      }
    }
    expect([...named.keys()], "URLs found").toEqual(expect.arrayContaining(samplePages));
    for (const [url, where] of named) {
      const [address, fragment] = url.split("#");
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), `${url} (${where}) answers without a redirect`).toBe(200);
      if (fragment)
        expect(await response.text(), `${url} (${where}) names a section there`).toContain(
          `id="${decodeURIComponent(fragment)}"`,
        );
    }
  });

  test("the host's addresses (*.pages.dev) are marked noindex; the site's own is not", async ({ request }) => {
    for (const host of ["author-site.pages.dev", "1a2b3c4d.author-site.pages.dev", "main.author-site.pages.dev"]) {
      const preview = await request.get(spec.homePath, { headers: { host } });
      expect(preview.status(), host).toBe(200);
      expect(preview.headers()["x-robots-tag"], host).toBe("noindex");
    }
    const own = await request.get(spec.homePath, { headers: { host: new URL(site.siteUrl).host } });
    expect(own.status()).toBe(200);
    expect(own.headers()["x-robots-tag"]).toBeUndefined();
  });

  test("every built file is cached for a year if and only if its name carries a content hash", async ({ request }) => {
    // One request per built file (hundreds, the CMS's included): more than the default 30 s on a busy machine.
    test.slow();
    // Gatsby's hashed scripts, styles and favicon sit at the top; /static/, /icons/, /fonts/
    // (plugins/site-content/fonts.ts) and /cards/ (share-cards.ts) hold hashed names only.
    const hashed = (file: string) =>
      /^\/(static|icons|fonts|cards)\//.test(file) ||
      /^\/[^/]+[-.]([0-9a-f]{20}|[0-9a-f]{32})\.(js|css|png)$/.test(file);
    // The host files are read by Cloudflare, not served; a redirect's source answers with the redirect.
    const sources = redirectSources();
    const served = builtFiles()
      .filter((file) => !["_headers", "_redirects"].includes(file))
      .map(servedPath)
      .filter((file) => !sources.includes(file));
    expect(served.filter(hashed).length, "hash-named files").toBeGreaterThan(10);
    const wrong: string[] = [];
    // HEAD: the headers are the question, and the bodies (the CMS's 19 MB among them) cost time.
    for (const file of served) {
      const response = await request.head(encodeURI(file), { maxRedirects: 0 });
      const cacheControl = response.headers()["cache-control"];
      const expected = hashed(file) ? IMMUTABLE : REVALIDATE;
      if (response.status() !== 200 || cacheControl !== expected)
        wrong.push(`${file}: ${response.status()} "${cacheControl}", expected 200 "${expected}"`);
    }
    expect(wrong).toEqual([]);
  });

  test(
    "the events' calendar files are served as calendars, with a second policy that runs nothing",
    SHAPE,
    async ({ request }) => {
      const calendars = builtFiles()
        .map(servedPath)
        .filter((file) => file.startsWith(EVENTS_PATH) && file.endsWith(".ics"));
      test.skip(calendars.length === 0, "this content has no events");
      for (const url of calendars) {
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(200);
        expect(response.headers()["content-type"], url).toBe("text/calendar; charset=utf-8");
        // The host joins the site-wide policy and this one with a comma: both are enforced.
        expect(response.headers()["content-security-policy"], url).toContain(`, ${NO_SCRIPT_POLICY}`);
        expect(await response.text(), url).toMatch(/^BEGIN:VCALENDAR\r\n/);
      }
    },
  );
});

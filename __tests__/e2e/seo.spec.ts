/**
 * What the pages say about themselves to search engines and link previews, read from the
 * served HTML and checked against content/ (one source of truth).
 */
import type { Page } from "@playwright/test";
import { samplePages, site, sitePages, unknownPath } from "./content";
import { builtPages } from "./built-pages";
import { expect, test } from "./fixtures";
import { SHAPE } from "./helpers";

async function meta(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).first().getAttribute("content");
}

test.describe("search and sharing", () => {
  for (const route of samplePages) {
    // Which tags Seo writes, and how, is interview.test.tsx's.
    test(`${route}: its address, and a share image that exists`, async ({ page, request }) => {
      await page.goto(route);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${site.siteUrl}${route}`);
      const image = (await meta(page, 'meta[property="og:image"]')) ?? "";
      expect(image.startsWith(`${site.siteUrl}/static/`)).toBe(true);
      // The share image is part of the build: fetch it from the local server by its path.
      const response = await request.get(new URL(image).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/jpeg");
      expect(await meta(page, 'meta[name="theme-color"]')).toMatch(/^#[0-9a-f]{6}$/i);
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
      await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute("href", /\.png$/);
    });
  }

  test(
    "sitemap lists /home, the interviews, the books, the events and the press kit, not / or the 404 page; robots.txt names it",
    SHAPE,
    async ({ request }) => {
      const robots = await (await request.get("/robots.txt")).text();
      expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`);
      const index = await (await request.get("/sitemap-index.xml")).text();
      const sitemapPath = new URL(/<loc>([^<]+)<\/loc>/.exec(index)?.[1] ?? "").pathname;
      const sitemap = await (await request.get(sitemapPath)).text();
      const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).sort();
      expect(urls).toEqual(sitePages.map((page) => `${site.siteUrl}${page}`).sort());
      const manifest = await (await request.get("/manifest.webmanifest")).json();
      expect(manifest).toMatchObject({ name: site.name, start_url: "/home/" });
      expect(manifest.icons.length).toBeGreaterThan(0);
    },
  );
});

test.describe("security headers, as the CDN sends them", () => {
  // The headers are static/_headers' (host-files.test.ts), the site-wide policy among them
  // (content-security-policy.test.ts; served, csp.spec.ts's probes); which address is kept out of
  // search results, and each file's caching, host.spec.ts's. A not-found answer is never stored.
  for (const { route, status, cacheControl } of [
    { route: "/home/", status: 200, cacheControl: "public, max-age=0, must-revalidate" },
    { route: unknownPath, status: 404, cacheControl: "no-store" },
  ]) {
    test(`${route} carries the security headers`, async ({ request }) => {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      const headers = response.headers();
      expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["cache-control"]).toBe(cacheControl);
    });
  }
});

test("the built pages never show undefined, null or NaN, nor an empty card", () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThanOrEqual(4);
  for (const { file, html } of pages) {
    // Visible text and attribute values, without scripts and styles.
    const text = html
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<style[\s\S]*?<\/style>/g, " ")
      .replace(/<[^>]+>/g, " ");
    const attributes = [...html.replace(/<script[\s\S]*?<\/script>/g, "").matchAll(/="([^"]*)"/g)].map((m) => m[1]);
    for (const bad of [/\bundefined\b/, /\bnull\b/, /\bNaN\b/]) {
      expect(text, `${file} shows ${bad}`).not.toMatch(bad);
      expect(
        attributes.filter((value) => bad.test(value)),
        `${file} attributes`,
      ).toEqual([]);
    }
    expect(html, `${file} has an empty card`).not.toMatch(/<article[^>]*>\s*<\/article>/);
  }
});

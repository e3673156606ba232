/**
 * What the pages say about themselves to search engines and link previews, read from the
 * served HTML and checked against content/ (one source of truth). What each card shows is share-cards.test.ts's.
 */
import { statSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { samplePages, site, sitePages, unknownPath } from "./content";
import { builtPages, publicDir } from "./built-pages";
import { expect, test } from "./fixtures";
import { SHAPE } from "./helpers";

async function meta(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).first().getAttribute("content");
}

test.describe("search and sharing", () => {
  for (const route of samplePages) {
    // Which tags Seo writes, and how, is interview.test.tsx's.
    test(`${route}: its address, and its share card as the host serves it`, async ({ page, request }) => {
      await page.goto(route);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${site.siteUrl}${route}`);
      const image = (await meta(page, 'meta[property="og:image"]')) ?? "";
      expect(image).toMatch(new RegExp(`^${site.siteUrl}/cards/[0-9a-f]{16}\\.jpg$`));
      const response = await request.get(new URL(image).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/jpeg");
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(await meta(page, 'meta[name="theme-color"]')).toMatch(/^#[0-9a-f]{6}$/i);
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
      await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute("href", /\.png$/);
    });
  }

  test("every page has its own share card: 1200×630, under 150 KB, described, shown large", SHAPE, async () => {
    const tag = (html: string, attribute: string, name: string) =>
      new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
    for (const { file, html } of builtPages()) {
      const src = tag(html, "property", "og:image") ?? "";
      expect(src, file).toMatch(/\/cards\/[0-9a-f]{16}\.jpg$/);
      const card = path.join(publicDir, new URL(src).pathname);
      expect(statSync(card).size, file).toBeLessThan(150 * 1024);
      const { width, height, format } = await sharp(card).metadata();
      expect({ width, height, format }, file).toEqual({ width: 1200, height: 630, format: "jpeg" });
      expect(tag(html, "property", "og:image:width"), file).toBe("1200");
      expect(tag(html, "property", "og:image:height"), file).toBe("630");
      expect(tag(html, "property", "og:image:alt")?.length ?? 0, file).toBeGreaterThan(10);
      expect(tag(html, "name", "twitter:card"), file).toBe("summary_large_image");
    }
  });

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

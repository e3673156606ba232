/**
 * What the pages say about themselves to search engines and link previews, read from the
 * served HTML and checked against content/ (one source of truth).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  books,
  booksPage,
  events,
  eventsPage,
  interviews,
  interviewsMenu,
  press,
  samplePages,
  site,
  unknownPath,
} from "./content";
import { builtPages, publicDir } from "./built-pages";
import { bookPath } from "../../src/lib/site-path";
import { expect, test } from "./fixtures";
import { SHAPE } from "./helpers";

type Node = Record<string, unknown>;

async function jsonLd(page: Page): Promise<Node[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.length, "one JSON-LD block").toBe(1);
  const parsed = JSON.parse(blocks[0]) as { "@context": string; "@graph": Node[] };
  expect(parsed["@context"]).toBe("https://schema.org");
  return parsed["@graph"];
}

const byType = (graph: Node[], type: string) => {
  const node = graph.find((item) => item["@type"] === type);
  expect(node, `a ${type} node`).toBeTruthy();
  return node as Node;
};

async function meta(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).first().getAttribute("content");
}

test.describe("search and sharing", () => {
  // What each page's JSON-LD holds is seo.test.ts's (and book- and event-structured-data.test.ts's);
  // here, that the page carries it, on the newest interview.
  for (const interview of interviews.slice(0, 1)) {
    test(`${interview.path}: Article with its title, description, date and author`, async ({ page }) => {
      await page.goto(interview.path);
      const article = byType(await jsonLd(page), "Article");
      expect(article).toMatchObject({
        headline: interview.title,
        description: interview.description,
        datePublished: interview.date,
        url: `${site.siteUrl}${interview.path}`,
        // Named on the page itself: the full Person node lives on /home.
        author: { "@type": "Person", "@id": `${site.siteUrl}/#author`, name: site.name, url: `${site.siteUrl}/home/` },
        isPartOf: { "@type": "WebSite", name: site.name },
      });
      expect(String(article.image)).toBe(await meta(page, 'meta[property="og:image"]'));
    });
  }

  test.describe("pages not to be indexed", () => {
    test.use({ notFoundPaths: [unknownPath] });

    test("the redirect page and the 404 page carry no structured data; the 404 page names no canonical URL", async ({
      page,
    }) => {
      // The page at / moves on to /home/ at once, and Cloudflare redirects before serving it, so it
      // is read as built (hosts that do not read _redirects serve it).
      const redirectPage = readFileSync(path.join(publicDir, "index.html"), "utf8");
      expect(redirectPage).not.toContain("application/ld+json");
      expect(redirectPage).toContain(`<link rel="canonical" href="${site.siteUrl}/home/"`);
      await page.goto(unknownPath);
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });
  });

  for (const route of samplePages) {
    test(`${route}: Open Graph and Twitter tags with a 1200x630 share image that exists`, async ({ page, request }) => {
      await page.goto(route);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical).toBe(`${site.siteUrl}${route}`);
      expect(await meta(page, 'meta[property="og:url"]')).toBe(canonical);
      expect(await meta(page, 'meta[property="og:title"]')).toBe(await page.title());
      expect(await meta(page, 'meta[property="og:description"]')).toBe(await meta(page, 'meta[name="description"]'));
      expect(await meta(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
      expect(await meta(page, 'meta[property="og:image:width"]')).toBe("1200");
      expect(await meta(page, 'meta[property="og:image:height"]')).toBe("630");
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
      const pages = [
        "/home/",
        ...interviews.map((interview) => interview.path),
        ...(interviewsMenu.page ? [interviewsMenu.page.path] : []),
        ...books.map((entry) => bookPath(entry.address)),
        ...(booksPage ? [booksPage.path] : []),
        ...events.map((entry) => entry.path),
        ...(eventsPage ? [eventsPage.path] : []),
        press.path,
      ];
      expect(urls).toEqual(pages.map((page) => `${site.siteUrl}${page}`).sort());
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

  test("the newsletter frames are sandboxed to what a sign-up form needs", async ({ page }) => {
    await page.goto("/home/");
    const sandbox = await page.locator("#newsletter iframe").getAttribute("sandbox");
    expect(sandbox?.split(" ").sort()).toEqual(
      ["allow-forms", "allow-popups", "allow-popups-to-escape-sandbox", "allow-same-origin", "allow-scripts"].sort(),
    );
  });
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

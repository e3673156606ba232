import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { interviews, site, spec, unknownPath } from "./content";
import { publicDir } from "./built-pages";
import { expect, test } from "./fixtures";
import { gotoHydrated } from "./helpers";

const builtRootPage = path.join(publicDir, "index.html");

/**
 * Plays a host that does not read _redirects: "/" answers with the built public/index.html. On
 * Cloudflare the 301 always wins, so the page at / is only ever reached this way.
 */
async function serveRootPageAsBuilt(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === "/",
    (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", path: builtRootPage }),
  );
}

async function expectOnHome(page: Page): Promise<void> {
  await page.waitForURL(`**${spec.homePath}`);
  expect(new URL(page.url()).pathname).toBe(spec.homePath);
  await expect(page.getByRole("heading", { level: 1, name: site.name })).toBeVisible();
}

test.describe("routing", () => {
  test("/ lands on /home/", async ({ page }) => {
    await page.goto("/");
    await expectOnHome(page);
  });

  test("/ answers a permanent redirect straight to /home/, which answers 200", async ({ request }) => {
    const response = await request.get("/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(spec.homePath);
    expect((await request.get(spec.homePath, { maxRedirects: 0 })).status()).toBe(200);
  });

  test("on a host without redirects, the page at / moves on to /home/ with JavaScript", async ({ page }) => {
    await serveRootPageAsBuilt(page);
    await page.goto("/");
    await expectOnHome(page);
  });

  test("the page at / refreshes to /home/ at once and names it canonical", () => {
    const html = readFileSync(builtRootPage, "utf8");
    expect(html).toMatch(/<meta[^>]+http-equiv="refresh"[^>]+content="0; ?url=\/home\/"/i);
    expect(html).toContain(`<link rel="canonical" href="${site.siteUrl}${spec.homePath}"`);
    expect(html).toMatch(/<a href="\/home\/">/);
  });

  test("/home/ and the newest interview's page answer 200", async ({ page }) => {
    await gotoHydrated(page, spec.homePath);
    for (const interview of interviews.slice(0, 1)) {
      await gotoHydrated(page, interview.path);
      await expect(page.getByRole("heading", { level: 1, name: interview.title })).toBeVisible();
    }
  });

  test.describe("an unknown path", () => {
    test.use({ notFoundPaths: [unknownPath] });

    test("answers 404 with the designed not-found page and a link home", async ({ page }) => {
      const response = await page.goto(unknownPath);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: site.notFound.heading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(site.notFound.title));
      const homeLink = page.getByRole("main").getByRole("link", { name: site.notFound.homeLink });
      await expect(homeLink).toHaveAttribute("href", spec.homePath);
      // Gatsby swaps in the 404 page on the client too; the URL must stay the one asked for.
      await page.waitForLoadState("networkidle");
      expect(new URL(page.url()).pathname).toBe(unknownPath);
      await homeLink.click();
      await expectOnHome(page);
    });
  });
});

test.describe("routing without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/ lands on /home/", async ({ page }) => {
    await page.goto("/");
    await expectOnHome(page);
  });

  test("on a host without redirects, the page at / refreshes to /home/", async ({ page }) => {
    await serveRootPageAsBuilt(page);
    await page.goto("/");
    await expectOnHome(page);
  });
});

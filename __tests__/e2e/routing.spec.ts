import { interview, site, unknownPath } from "./content";
import { expect, test } from "./fixtures";
import { gotoHydrated } from "./helpers";

test.describe("routing", () => {
  // The local server, like hosts that read _redirects, answers / with a 301. Hosts that do not
  // serve public/index.html there instead: /index.html is that page, reached without the redirect.
  for (const entry of ["/", "/index.html"]) {
    test(`${entry} lands on /home with JavaScript enabled`, async ({ page }) => {
      await page.goto(entry);
      await page.waitForURL("**/home");
      expect(new URL(page.url()).pathname).toBe("/home");
      await expect(page.getByRole("heading", { level: 1, name: site.name })).toBeVisible();
    });
  }

  test("/ answers a permanent redirect to /home", async ({ request }) => {
    const response = await request.get("/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/home");
  });

  test("the page at / refreshes to /home at once and names it canonical", async ({ request }) => {
    const response = await request.get("/index.html", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<meta[^>]+http-equiv="refresh"[^>]+content="0; ?url=\/home"/i);
    expect(html).toContain(`<link rel="canonical" href="${site.siteUrl}/home"`);
    expect(html).toMatch(/<a href="\/home">/);
  });

  test("/home and the interview page answer 200", async ({ page }) => {
    await gotoHydrated(page, "/home");
    await gotoHydrated(page, interview.path);
    await expect(page.getByRole("heading", { level: 1, name: interview.title })).toBeVisible();
  });

  test.describe("an unknown path", () => {
    test.use({ notFoundPaths: [unknownPath] });

    test("answers 404 with the designed not-found page and a link home", async ({ page }) => {
      const response = await page.goto(unknownPath);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: site.notFound.heading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(site.notFound.title));
      const homeLink = page.getByRole("main").getByRole("link", { name: site.notFound.homeLink });
      await expect(homeLink).toHaveAttribute("href", "/home");
      // Gatsby swaps in the 404 page on the client too; the URL must stay the one asked for.
      await page.waitForLoadState("networkidle");
      expect(new URL(page.url()).pathname).toBe(unknownPath);
      await homeLink.click();
      await page.waitForURL("**/home");
      await expect(page.getByRole("heading", { level: 1, name: site.name })).toBeVisible();
    });
  });
});

test.describe("routing without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const entry of ["/", "/index.html"]) {
    test(`${entry} lands on /home`, async ({ page }) => {
      await page.goto(entry);
      await page.waitForURL("**/home");
      expect(new URL(page.url()).pathname).toBe("/home");
      await expect(page.getByRole("heading", { level: 1, name: site.name })).toBeVisible();
    });
  }
});

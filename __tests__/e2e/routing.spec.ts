import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { site, spec, unknownPath } from "./content";
import { publicDir } from "./built-pages";
import { expect, test } from "./fixtures";
import { colors } from "../../src/theme/tokens";

const builtRootPage = path.join(publicDir, "index.html");

/**
 * Plays a host that does not read _redirects: "/" answers with the built public/index.html. On
 * Cloudflare the 301 always wins, so the page at / is only ever reached this way. `stay` removes
 * its meta refresh, so that what it shows can be looked at.
 */
async function serveRootPageAsBuilt(page: Page, { stay = false } = {}): Promise<void> {
  const html = readFileSync(builtRootPage, "utf8");
  const body = stay ? html.replace(/<meta[^>]+http-equiv="refresh"[^>]*>/i, "") : html;
  await page.route(
    (url) => url.pathname === "/",
    (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body }),
  );
}

/** "#rrggbb" as the browser computes it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;

/** The body's background and one custom property the global styles declare (src/theme/css-variables.ts). */
const globalStylesOf = (page: Page) =>
  page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    token: getComputedStyle(document.documentElement).getPropertyValue("--colors-background").trim(),
  }));

async function expectOnHome(page: Page): Promise<void> {
  await page.waitForURL(`**${spec.homePath}`);
  expect(new URL(page.url()).pathname).toBe(spec.homePath);
  await expect(page.getByRole("heading", { level: 1, name: site.name })).toBeVisible();
}

test.describe("routing", () => {
  test("/ answers a permanent redirect straight to /home/, which answers 200", async ({ request }) => {
    const response = await request.get("/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(spec.homePath);
    expect((await request.get(spec.homePath, { maxRedirects: 0 })).status()).toBe(200);
  });

  test("on a host without redirects, the page at / moves on to /home/ with JavaScript, styled as when loaded there", async ({
    page,
  }) => {
    await serveRootPageAsBuilt(page, { stay: true });
    await page.goto("/");
    await expectOnHome(page);
    // The page at / is written without the global styles; the browser adds them as it moves on.
    await expect
      .poll(() => globalStylesOf(page))
      .toEqual({ background: rgb(colors.background), token: colors.background });
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

// That / redirects to /home/ whether scripts run or not is the 301's, above.
test.describe("routing without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("on a host without redirects, the page at / refreshes to /home/", async ({ page }) => {
    await serveRootPageAsBuilt(page);
    await page.goto("/");
    await expectOnHome(page);
  });

  test("the page at / shows its link centred on the site's background, over the whole window", async ({ page }) => {
    await serveRootPageAsBuilt(page, { stay: true });
    await page.goto("/");
    const main = page.getByRole("main");
    const link = main.getByRole("link", { name: site.labels.redirect });
    await expect(link).toHaveAttribute("href", spec.homePath);
    await expect(link).toHaveCSS("color", rgb(colors.link));
    await expect(main).toHaveCSS("background-color", rgb(colors.background));
    const [viewport, mainBox, linkBox] = [page.viewportSize(), await main.boundingBox(), await link.boundingBox()];
    if (!viewport || !linkBox) throw new Error("No viewport, or the link is not laid out");
    expect(mainBox).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    // Centred, to the pixel.
    expect(Math.abs(linkBox.x + linkBox.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(linkBox.y + linkBox.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(1);
  });
});

/**
 * The footer's year once hydrated: the visitor's, not the build's. What the footer shows is the
 * unit tests' (footer.test.tsx); that the hook moves to the visitor's year, use-current-year.test.ts.
 */
import { fill, samplePages, site, spec } from "./content";
import { expect, test } from "./fixtures";
import { gotoHydrated } from "./helpers";

test("the copyright year follows the visitor's clock, also after a new year without a rebuild", async ({ page }) => {
  const nextYear = new Date().getFullYear() + 1;
  await page.clock.install({ time: new Date(`${nextYear}-01-01T00:00:05`) });
  await gotoHydrated(page, samplePages.at(-1) ?? spec.homePath);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(fill(site.labels.copyright, { year: nextYear, name: site.name }))).toBeVisible();
});

/**
 * The publish gate's short run (`npm run check:publish`, tests tagged @smoke): every built page, as
 * Cloudflare's runtime serves it, answers with its status, logs no error, does not scroll sideways at
 * 320 px and opens its menu; a first-time visitor can close the newsletter dialog.
 */
import { builtPages } from "./built-pages";
import { home, site, spec, unknownPath } from "./content";
import { expect, test } from "./fixtures";
import { controlledBy, expectNothingSticksOut, gotoHydrated, siteHeader } from "./helpers";

const SMOKE = { tag: ["@smoke", "@shape"] };

test.describe("every built page, at 320 px", SMOKE, () => {
  test.use({ viewport: { width: 320, height: 640 }, notFoundPaths: [unknownPath] });

  for (const target of builtPages()) {
    test(`${target.path} (${target.file})`, async ({ page }) => {
      await gotoHydrated(page, target.path, target.status);
      if (target.redirected) expect(new URL(page.url()).pathname).toBe(spec.homePath);

      await expectNothingSticksOut(page, 320, 640);

      // The header of /home/ slides in once the page is scrolled; on the other pages it is always there.
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      const toggle = siteHeader(page).getByRole("button", { name: site.labels.openMenu, exact: true });
      const panel = await controlledBy(toggle);
      await toggle.click();
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("link").first()).toBeVisible();
    });
  }
});

test.describe("a first-time visitor", SMOKE, () => {
  test.use({ seedNewsletterFlag: false, viewport: { width: 320, height: 640 } });

  test("closes the newsletter dialog", async ({ page }) => {
    await gotoHydrated(page, spec.homePath);
    const dialog = page.getByRole("dialog", { name: home.newsletter.dialogHeading, exact: true });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await dialog.getByRole("button", { name: home.newsletter.closeLabel, exact: true }).click();
    await expect(dialog).toBeHidden();
  });
});

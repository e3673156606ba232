import { fill, samplePages, site, spec } from "./content";
import { expect, test } from "./fixtures";
import { expectNewTabLink, gotoHydrated, SHAPE } from "./helpers";

for (const path of samplePages) {
  test(`footer on ${path}: logo home link, tagline, e-mail, socials and copyright`, SHAPE, async ({ page }) => {
    await gotoHydrated(page, path);
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toBeVisible();

    // The landing page itself, not "/", which only redirects there.
    const logoLink = footer.locator(`a[href="${spec.homePath}"]`);
    await expect(logoLink).toHaveCount(1);
    await expect(logoLink).toContainText(site.name);
    await expect(logoLink, "the logo link has a meaningful name").toHaveAccessibleName(
      fill(site.labels.homeLink, { name: site.name }),
    );

    await expect(footer.getByText(site.tagline, { exact: true })).toBeVisible();

    const mail = footer.locator(`a[href="mailto:${site.email}"]`);
    await expect(mail).toBeVisible();
    await expect(mail).toContainText(site.email);

    // A link to each social profile in the content, in its order; none at all leaves the block out.
    for (const social of site.socials) {
      const link = footer.getByRole("link", { name: social.label });
      await expect(link).toBeVisible();
      await expectNewTabLink(link, social.href);
    }
    if (site.socials.length === 0)
      await expect(footer.getByRole("heading", { name: site.labels.followHeading, exact: true })).toHaveCount(0);

    const year = await page.evaluate(() => new Date().getFullYear());
    const copyright = footer.getByText(fill(site.labels.copyright, { year, name: site.name }), { exact: true });
    await expect(copyright).toBeVisible();
    await expect(copyright).toContainText(`© ${year}`);
  });
}

test("the copyright year follows the visitor's clock, also after a new year without a rebuild", async ({ page }) => {
  const nextYear = new Date().getFullYear() + 1;
  await page.clock.install({ time: new Date(`${nextYear}-01-01T00:00:05`) });
  await gotoHydrated(page, samplePages.at(-1) ?? spec.homePath);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(fill(site.labels.copyright, { year: nextYear, name: site.name }))).toBeVisible();
});

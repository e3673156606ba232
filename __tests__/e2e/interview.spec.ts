import { interview, site } from "./content";
import { expect, test } from "./fixtures";
import { expectHeaderShown, gotoHydrated, siteHeader } from "./helpers";

test("interview page: title, header, footer and the five-question form", async ({ page }) => {
  await gotoHydrated(page, interview.path);
  await expect(page).toHaveTitle(`${interview.title} | ${site.name}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", interview.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}${interview.path}`);
  await expect(page.locator("html")).toHaveAttribute("lang", site.lang);

  await expect(page.getByRole("heading", { level: 1, name: interview.title, exact: true })).toBeVisible();
  await expectHeaderShown(siteHeader(page));
  await expect(page.getByRole("contentinfo")).toBeAttached();
  await expect(
    siteHeader(page).getByRole("link", { name: interview.navLabel, exact: true }),
    "the navigation marks the current page",
  ).toHaveAttribute("aria-current", "page");

  const text = (await page.getByRole("main").innerText()).replace(/\s+/g, " ");
  expect(text, "a five-question form").toMatch(/\bfive\b[^.?!]*\bquestions?\b/i);
  expect(text, "result by e-mail").toMatch(/\be-?mail\b/i);
  expect(text, "check spam").toMatch(/\bspam\b/i);
  expect(text, "takes about a minute").toMatch(/\bminute\b/i);
  expect(text, `the result: Love, ${interview.host} or both`).toMatch(
    new RegExp(`\\bLove, ${interview.host},? or both\\b`, "i"),
  );
});

/** The heads of the page at / and of the not-found page: neither is a page to index. */
import type { HeadFC } from "gatsby";
import { renderToStaticMarkup } from "react-dom/server";
import { Head as NotFoundHead } from "../../../src/pages/404";
import { Head as RedirectHead } from "../../../src/pages/index";
import { siteSettingsFixture as settings } from "../../fixtures/site-settings";

jest.mock("../../../src/hooks/use-site-settings", () => ({
  useSiteSettings: () => jest.requireActual("../../fixtures/site-settings").siteSettingsFixture,
}));

const headOf = (Head: HeadFC) =>
  new DOMParser().parseFromString(
    `<head>${renderToStaticMarkup(<Head {...({} as Parameters<HeadFC>[0])} />)}</head>`,
    "text/html",
  );

it("/ refreshes to /home/ at once, names it as its canonical address, and holds no structured data", () => {
  const head = headOf(RedirectHead);
  expect(head.querySelector('meta[http-equiv="refresh"]')?.getAttribute("content")).toBe("0; url=/home/");
  expect(head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${settings.siteUrl}/home/`);
  expect(head.querySelector('script[type="application/ld+json"]')).toBeNull();
});

it("the not-found page asks not to be indexed, and names no canonical address nor structured data", () => {
  const head = headOf(NotFoundHead);
  expect(head.title).toBe(`${settings.notFound.title} | ${settings.name}`);
  expect(head.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  expect(head.querySelector('link[rel="canonical"]')).toBeNull();
  expect(head.querySelector('script[type="application/ld+json"]')).toBeNull();
});

import { HOME_PATH, pageCarriesGlobalStyles, pagePath, ROOT_PATH } from "../../../src/lib/site-path";

describe("pagePath", () => {
  it.each([
    ["/home", "/home/"],
    ["/home/", "/home/"],
    ["/home#about", "/home/#about"],
    ["/home/#about", "/home/#about"],
    ["/home?ref=x#books", "/home/?ref=x#books"],
    ["/interview-with-grace", "/interview-with-grace/"],
    ["/", "/"],
    ["/404.html", "/404.html"],
    ["/sitemap-index.xml", "/sitemap-index.xml"],
  ])("%s is served as %s", (given, served) => {
    expect(pagePath(given)).toBe(served);
  });
});

describe("pageCarriesGlobalStyles", () => {
  it("is false only for the redirect at the root", () => {
    expect(pageCarriesGlobalStyles(ROOT_PATH)).toBe(false);
    expect(pageCarriesGlobalStyles(HOME_PATH)).toBe(true);
    expect(pageCarriesGlobalStyles("/any-interview/")).toBe(true);
    expect(pageCarriesGlobalStyles("/404.html")).toBe(true);
  });
});

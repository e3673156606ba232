import { HOME_PATH, pagePath } from "../../../src/lib/site-path";

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

  it("names the landing page with its slash", () => {
    expect(HOME_PATH).toBe("/home/");
  });
});

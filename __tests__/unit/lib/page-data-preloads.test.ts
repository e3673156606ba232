import { APP_DATA_URL, pageDataPreloads, pageDataUrl } from "../../../src/lib/page-data-preloads";

describe("pageDataUrl", () => {
  it.each([
    ["/interview-with-grace/", "/page-data/interview-with-grace/page-data.json"],
    ["/home/", "/page-data/home/page-data.json"],
    ["/", "/page-data/index/page-data.json"],
    ["/404.html", "/page-data/404.html/page-data.json"],
  ])("finds the data of %s at %s, where Gatsby's runtime asks for it", (pathname, url) => {
    expect(pageDataUrl(pathname)).toBe(url);
  });
});

describe("pageDataPreloads", () => {
  it("preloads the page's data and the site's app data", () => {
    expect(pageDataPreloads("/home/")).toEqual(["/page-data/home/page-data.json", APP_DATA_URL]);
  });
});

import {
  APP_DATA_URL,
  pageDataPreloads,
  pageDataUrl,
  staticQueryUrl,
} from "../../../plugins/site-render/page-preloads";

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

describe("staticQueryUrl", () => {
  it("is where Gatsby's runtime fetches a static query's result", () => {
    expect(staticQueryUrl("776635008")).toBe("/page-data/sq/d/776635008.json");
  });
});

describe("pageDataPreloads", () => {
  it("preloads the page's data, the app's, then each static query's, in the order the runtime asks", () => {
    expect(
      pageDataPreloads("/home/", {
        componentChunkName: "component---src-templates-home-tsx",
        staticQueryHashes: ["42", "7"],
      }),
    ).toEqual(["/page-data/home/page-data.json", APP_DATA_URL, "/page-data/sq/d/42.json", "/page-data/sq/d/7.json"]);
  });

  it("preloads the page's and the app's data for a page without static queries", () => {
    expect(pageDataPreloads("/", { componentChunkName: "component---src-pages-index-tsx" })).toEqual([
      "/page-data/index/page-data.json",
      APP_DATA_URL,
    ]);
  });

  it("preloads only the page's and the app's data without the page's data at hand (gatsby develop)", () => {
    expect(pageDataPreloads("/home/", null)).toEqual(["/page-data/home/page-data.json", APP_DATA_URL]);
  });
});

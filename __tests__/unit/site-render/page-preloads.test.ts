import { APP_DATA_URL, pageDataPreloads, pageDataUrl } from "../../../plugins/site-render/page-preloads";

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
  it("preloads the page's data, the app's, then each static query's where the runtime fetches it, in its order", () => {
    expect(
      pageDataPreloads("/home/", {
        componentChunkName: "component---src-templates-home-tsx",
        staticQueryHashes: ["42", "7"],
      }),
    ).toEqual(["/page-data/home/page-data.json", APP_DATA_URL, "/page-data/sq/d/42.json", "/page-data/sq/d/7.json"]);
  });

  it("preloads only the page's and the app's data without static queries, or without the page's data (develop)", () => {
    expect(pageDataPreloads("/", { componentChunkName: "component---src-pages-index-tsx" })).toEqual([
      "/page-data/index/page-data.json",
      APP_DATA_URL,
    ]);
    expect(pageDataPreloads("/home/", null)).toEqual(["/page-data/home/page-data.json", APP_DATA_URL]);
  });
});

import { APP_DATA_URL, pageDataUrl, pagePreloads, staticQueryUrl, type Preload } from "../../../src/lib/page-preloads";

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

describe("pagePreloads", () => {
  const manifest = {
    app: ["webpack-runtime-1.js", "framework-2.js", "app-3.js"],
    "component---src-pages-home-tsx": ["shared-4.js", "component---src-pages-home-tsx-5.js"],
    "component---src-pages-index-tsx": ["app-3.js", "component---src-pages-index-tsx-6.js"],
  };

  it("preloads the app's scripts from the <head> at low priority, the page's data, scripts and static queries from the end of <body>", () => {
    expect(
      pagePreloads("/home/", manifest, {
        componentChunkName: "component---src-pages-home-tsx",
        staticQueryHashes: ["42"],
      }),
    ).toEqual({
      head: [
        { href: "/webpack-runtime-1.js", as: "script", priority: "low" },
        { href: "/framework-2.js", as: "script", priority: "low" },
        { href: "/app-3.js", as: "script", priority: "low" },
      ],
      endOfBody: [
        { href: "/page-data/home/page-data.json", as: "fetch" },
        { href: APP_DATA_URL, as: "fetch" },
        { href: "/shared-4.js", as: "script" },
        { href: "/component---src-pages-home-tsx-5.js", as: "script" },
        { href: "/page-data/sq/d/42.json", as: "fetch" },
      ],
    });
  });

  it("names a script the app already runs once, in the <head>", () => {
    const { head, endOfBody } = pagePreloads("/", manifest, { componentChunkName: "component---src-pages-index-tsx" });
    const hrefs = (preloads: readonly Preload[]) => preloads.map((preload) => preload.href);
    expect(hrefs(head).filter((href) => href === "/app-3.js")).toHaveLength(1);
    expect(hrefs(endOfBody)).not.toContain("/app-3.js");
    expect(hrefs(endOfBody)).toContain("/component---src-pages-index-tsx-6.js");
  });

  it("preloads the app's scripts and the data for a component the manifest does not know", () => {
    expect(pagePreloads("/new/", manifest, { componentChunkName: "component---src-pages-new-tsx" })).toEqual({
      head: manifest.app.map((file) => ({ href: `/${file}`, as: "script", priority: "low" })),
      endOfBody: [
        { href: "/page-data/new/page-data.json", as: "fetch" },
        { href: APP_DATA_URL, as: "fetch" },
      ],
    });
  });

  it("preloads only the data without a script manifest or page data (gatsby develop)", () => {
    expect(pagePreloads("/home/", null, null)).toEqual({
      head: [],
      endOfBody: [
        { href: "/page-data/home/page-data.json", as: "fetch" },
        { href: APP_DATA_URL, as: "fetch" },
      ],
    });
  });
});

import { APP_DATA_URL, pageDataPreloads, pageDataUrl } from "../../../plugins/site-render/page-preloads";
import type { PageParts } from "../../../plugins/site-render/page-preloads";

it.each([
  ["/interview-with-grace/", "/page-data/interview-with-grace/page-data.json"],
  ["/home/", "/page-data/home/page-data.json"],
  ["/", "/page-data/index/page-data.json"],
  ["/404.html", "/page-data/404.html/page-data.json"],
])("pageDataUrl finds the data of %s at %s, where Gatsby's runtime asks for it", (pathname, url) => {
  expect(pageDataUrl(pathname)).toBe(url);
});

// In the runtime's order: the page's data, the app's, then each static query's.
it.each<[string, PageParts | null, string[]]>([
  [
    "with static queries",
    { componentChunkName: "c", staticQueryHashes: ["42", "7"] },
    ["/page-data/sq/d/42.json", "/page-data/sq/d/7.json"],
  ],
  ["without static queries", { componentChunkName: "c" }, []],
  ["without the page's data (develop)", null, []],
])(
  "pageDataPreloads preloads the page's and the app's data, and then, %s, each static query's",
  (_what, page, queries) => {
    expect(pageDataPreloads("/home/", page)).toEqual(["/page-data/home/page-data.json", APP_DATA_URL, ...queries]);
  },
);

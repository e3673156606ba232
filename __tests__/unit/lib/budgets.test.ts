import { readFileSync } from "node:fs";
import path from "node:path";
import {
  checkBudgets,
  eagerImageUrls,
  pageDataPreloadsIn,
  htmlFileOf,
  pickCandidate,
  siteBudgets,
  slotWidth,
  templateChunkName,
  type BudgetsFile,
} from "../../../src/lib/budgets";
import { BUDGET_FIGURES, type PageBudget } from "../../../src/lib/content/collection-types";
import { FOLDER_COLLECTIONS } from "../../../src/lib/content/collections";

const figures = (value: number): PageBudget => ({
  html: value,
  css: value,
  js: value,
  pageData: value,
  imagesAt375: value,
});

describe("htmlFileOf", () => {
  it.each([
    ["/", "index.html"],
    ["/home/", "home/index.html"],
    ["/interview-with-grace/", "interview-with-grace/index.html"],
    ["/404.html", "404.html"],
    ["/404/", "404/index.html"],
    ["/no-slash", "no-slash/index.html"],
  ])("%s → %s", (pagePath, file) => expect(htmlFileOf(pagePath)).toBe(file));
});

describe("pageDataPreloadsIn", () => {
  it("reads the page data a page preloads for fetch(), at any depth, whatever the attributes' order", () => {
    const html = `<head><link rel="preload" as="fetch" href="/page-data/home/page-data.json" crossorigin="anonymous"/>
      <link as="fetch" crossorigin="anonymous" href="/page-data/app-data.json" rel="preload">
      <link rel="preload" as="fetch" href="/page-data/interviews/a/page-data.json"/>
      <link rel="preload" as="script" href="/app-1.js"/><link rel="preload" as="fetch" href="/page-data/sq/d/42.json"/>
      <link rel="preload" as="font" href="/static/a.woff2"/><link rel="stylesheet" href="/styles.css"/></head>`;
    expect(pageDataPreloadsIn(html)).toEqual([
      "/page-data/home/page-data.json",
      "/page-data/app-data.json",
      "/page-data/interviews/a/page-data.json",
    ]);
  });
});

describe("checkBudgets", () => {
  const budgets: BudgetsFile = {
    templates: {
      "component---src-templates-interview-tsx": figures(100),
      "component---src-pages-home-tsx": figures(100),
    },
  };
  const interview = (pagePath: string, value = 50) => ({
    path: pagePath,
    template: "component---src-templates-interview-tsx",
    figures: figures(value),
  });

  it("holds every page made from a template to its budget, whatever the page's address", () => {
    const report = checkBudgets(
      [interview("/interview-with-grace/"), interview("/interview-with-amaka/", 101)],
      budgets,
    );
    expect(report.rows).toHaveLength(2 * BUDGET_FIGURES.length);
    expect(report.failures).toEqual(
      BUDGET_FIGURES.map((figure) => `/interview-with-amaka/ ${figure}: 101 B is over the budget of 100 B`),
    );
  });

  it("fails a page whose template has no budget", () => {
    const report = checkBudgets(
      [{ path: "/new/", template: "component---src-pages-new-tsx", figures: figures(1) }],
      budgets,
    );
    expect(report.failures).toEqual([
      "/new/: its template component---src-pages-new-tsx has no budget (budgets.json, or its collection's in collections.ts)",
    ]);
  });

  it("fails a figure its template's budget does not name", () => {
    const { pageData: _omitted, ...withoutPageData } = figures(100);
    const report = checkBudgets([interview("/interview-with-grace/")], {
      templates: { "component---src-templates-interview-tsx": withoutPageData },
    });
    expect(report.failures).toEqual([
      "/interview-with-grace/ pageData: component---src-templates-interview-tsx has no budget for it",
    ]);
  });

  it("reports, without failing, a budget no page is made from", () => {
    const report = checkBudgets([interview("/interview-with-grace/")], budgets);
    expect(report.failures).toEqual([]);
    expect(report.unused).toEqual(["component---src-pages-home-tsx"]);
  });

  it("has a budget for every figure of every template, in budgets.json or in a collection's declaration", () => {
    const file = siteBudgets(
      JSON.parse(readFileSync(path.join(__dirname, "..", "..", "..", "budgets.json"), "utf8")) as BudgetsFile,
    );
    for (const collection of FOLDER_COLLECTIONS) {
      expect(file.templates).toHaveProperty([templateChunkName(collection.page.template)]);
      if (collection.listing) expect(file.templates).toHaveProperty([templateChunkName(collection.listing.template)]);
    }
    for (const [template, budget] of Object.entries(file.templates))
      expect([template, Object.keys(budget).sort()]).toEqual([template, [...BUDGET_FIGURES].sort()]);
  });
});

describe("templateChunkName", () => {
  it("names a template's chunk as Gatsby does (page-data.json's componentChunkName)", () => {
    expect(templateChunkName("src/templates/book.tsx")).toBe("component---src-templates-book-tsx");
    expect(templateChunkName("src/pages/404.tsx")).toBe("component---src-pages-404-tsx");
  });

  it("refuses a template with a budget in both places", () => {
    const twice = { templates: { [templateChunkName("src/templates/book.tsx")]: {} } };
    expect(() => siteBudgets(twice)).toThrow(
      "component---src-templates-book-tsx has a budget in budgets.json and in collections.ts",
    );
  });
});

describe("first-screen images", () => {
  it("evaluates the sizes this site writes", () => {
    expect(slotWidth(undefined, 375)).toBe(375);
    expect(slotWidth("(min-width: 768px) 400px, 90vw", 375)).toBe(337.5);
    expect(slotWidth("(max-width: 400px) 300px, 100vw", 375)).toBe(300);
  });

  it("picks the smallest candidate wide enough for the slot at the pixel ratio, else the widest", () => {
    expect(pickCandidate("/a.avif 300w, /b.avif 750w, /c.avif 1200w", "100vw", 375, 2)?.url).toBe("/b.avif");
    expect(pickCandidate("/a.avif 300w, /b.avif 600w", "100vw", 375, 2)?.url).toBe("/b.avif");
  });

  it("counts eager pictures only, from their first matching non-JPEG source", () => {
    const html = `<picture><source type="image/avif" media="(min-width: 768px)" srcSet="/wide.avif 1600w"/>
      <source type="image/avif" srcSet="/small.avif 400w, /medium.avif 800w" sizes="100vw"/>
      <source type="image/jpeg" srcSet="/small.jpg 400w"/><img loading="eager" src="/x.jpg"/></picture>
      <picture><source type="image/avif" srcSet="/lazy.avif 800w"/><img loading="lazy" src="/y.jpg"/></picture>`;
    expect(eagerImageUrls(html, 375, 2)).toEqual(["/medium.avif"]);
  });
});

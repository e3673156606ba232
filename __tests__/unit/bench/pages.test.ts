/** @jest-environment node */
/** scripts/bench/pages.ts: the controls the bench taps, found from the content, each with its window and target. */
import { benchPages, firstVisitPages } from "../../../scripts/bench/pages";
import { OPENS_AT_FIRST_PAINT } from "../../../scripts/bench/verdict";

const FIXTURE = "__tests__/fixtures/content";

describe("benchPages", () => {
  const pages = Object.fromEntries(benchPages(FIXTURE).map((page) => [page.id, page]));

  it("measures four controls, the newest interview's two on its address", () => {
    expect(Object.keys(pages)).toEqual(["interview-menu", "home-menu", "interview-books", "home-carousel"]);
    // Dmitri's, of 2026-03-01, is the newest of the fixture's interviews.
    expect(pages["interview-menu"].path).toBe("/interview-with-dmitri/");
    expect(pages["interview-books"].path).toBe("/interview-with-dmitri/");
    expect(pages["home-menu"].path).toBe("/home/");
  });

  it("taps the menus on a phone and the Books menu, found by its entry's title, on a desktop", () => {
    expect(pages["interview-menu"]).toMatchObject({ viewport: "phone", target: OPENS_AT_FIRST_PAINT });
    expect(pages["interview-books"]).toMatchObject({
      viewport: "desktop",
      control: { selector: 'nav[aria-label="Main"] button', text: "Her books" },
      target: OPENS_AT_FIRST_PAINT,
    });
    expect(pages["home-menu"].control).toEqual({
      selector: pages["interview-menu"].control.selector,
      scroll: "window",
      revealedIn: "[data-site-header]",
    });
  });

  it("holds the carousel, found by its pause label once scrolled into view, to no later than the reference", () => {
    expect(pages["home-carousel"]).toMatchObject({
      viewport: "phone",
      control: { label: "Pause rotation", scroll: "into-view" },
      target: "not later",
    });
  });
});

describe("firstVisitPages", () => {
  const content = ["/home/", "/interview-with-grace/", "/books/", "/books/a/", "/books/b/", "/press/", "/404/"];
  const fixture = ["/home/", "/events/", "/events/launch/", "/interviews/"];

  it("visits the first page of each kind, on the fixture's build only for the kinds the content lacks", () => {
    const pages = firstVisitPages(content, fixture);
    const kinds = [...new Set(pages.map((page) => `${page.path} ${page.site}`))];
    expect(kinds).toEqual([
      "/home/ content",
      "/interview-with-grace/ content",
      "/interviews/ fixture",
      "/books/ content",
      "/books/a/ content",
      "/press/ content",
      "/events/ fixture",
      "/events/launch/ fixture",
    ]);
  });

  it("visits each at 375 and 1280 px on the fast preset and at 375 px on the slow one", () => {
    const home = firstVisitPages(["/home/"]).map((page) => `${page.viewport} ${page.preset}`);
    expect(home).toEqual(["phone fast", "desktop fast", "phone slow"]);
  });
});

import { graphql, useStaticQuery } from "gatsby";
import { renderHook } from "@testing-library/react";
import { toSiteSettings, useSiteSettings } from "../../../src/hooks/use-site-settings";
import { BOOKS_IN_MENU, INTERVIEWS_IN_MENU } from "../../../src/lib/constants";

const base = {
  siteSettings: { name: "Test Author" },
  homeSettings: { books: { featured: "the-first-book" } },
  pressKit: { footerLink: "Press kit" },
  books: {
    totalCount: 2,
    nodes: [
      { title: "The Second Book", address: "the-second-book", status: "coming soon" },
      { title: "The First Book", address: "the-first-book", status: "pre-order" },
    ],
  },
  listings: {
    nodes: [
      { path: "/books/", label: "All books", exists: true },
      { path: "/events/", label: "All events", exists: false },
    ],
  },
  site: { buildTime: "2025", siteMetadata: { siteUrl: "https://author.example.com" } },
};
const query = (interviews: Queries.SiteSettingsQuery["interviews"]) =>
  ({ ...base, interviews }) as unknown as Queries.SiteSettingsQuery;
const noInterviews = query({ totalCount: 0, nodes: [] });

describe("toSiteSettings", () => {
  it("passes on how many interviews there are (none too) and the newest the query gave, as host and path", () => {
    const settings = toSiteSettings(
      query({
        totalCount: 7,
        nodes: [
          { frontmatter: { host: "Ngozi" }, fields: { path: "/interview-with-ngozi/" } },
          { frontmatter: { host: "Tunde" }, fields: { path: "/interview-with-tunde/" } },
        ],
      }),
    );
    expect(settings.interviews).toEqual({
      total: 7,
      newest: [
        { host: "Ngozi", path: "/interview-with-ngozi/" },
        { host: "Tunde", path: "/interview-with-tunde/" },
      ],
    });
    expect(toSiteSettings(noInterviews).interviews).toEqual({ total: 0, newest: [] });
  });

  it("passes on the books the query gave, newest first, with their pages, which is featured and which is coming", () => {
    expect(toSiteSettings(noInterviews).books).toEqual({
      total: 2,
      featured: "the-first-book",
      newest: [
        { title: "The Second Book", path: "/books/the-second-book/", featured: false, comingSoon: true },
        { title: "The First Book", path: "/books/the-first-book/", featured: true, comingSoon: false },
      ],
    });
  });

  it("passes on the press kit's footer link, and stops when press.json is missing", () => {
    expect(toSiteSettings(noInterviews).pressKit).toEqual({ footerLink: "Press kit" });
    const withoutPress = { ...noInterviews, pressKit: null };
    expect(() => toSiteSettings(withoutPress)).toThrow("content/settings/press.json is missing");
  });

  it("passes on the pages listing a collection that exist, in order, as the footer links them", () => {
    expect(toSiteSettings(noInterviews).listings).toEqual([{ title: "All books", link: "/books/" }]);
  });
});

describe("useSiteSettings", () => {
  it.each([
    ["interviews", INTERVIEWS_IN_MENU, "sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]"],
    ["books", BOOKS_IN_MENU, "sort: [{ releaseDate: DESC }, { address: ASC }]"],
  ])("asks for only as many %s as the menu lists, newest first, with their total", (name, limit, sort) => {
    jest.mocked(useStaticQuery).mockReturnValue(noInterviews);
    renderHook(() => useSiteSettings());
    const [strings] = jest.mocked(graphql).mock.calls.at(-1) as unknown as [TemplateStringsArray];
    const args = new RegExp(`${name}: all\\w+\\(([^)]*)\\)\\s*\\{\\s*totalCount`).exec(strings.join(""));
    expect(args?.[1]).toContain(`limit: ${limit}`);
    expect(args?.[1]).toContain(sort);
  });
});

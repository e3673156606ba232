import { graphql, useStaticQuery } from "gatsby";
import { renderHook } from "@testing-library/react";
import { toSiteSettings, useSiteSettings } from "../../../src/hooks/use-site-settings";
import { INTERVIEWS_IN_MENU } from "../../../src/lib/constants";

const base = {
  siteSettings: { name: "Test Author" },
  book: { title: "The First Book", comingSoon: { title: "The Second Book" } },
  site: { buildTime: "2025", siteMetadata: { siteUrl: "https://author.example.com" } },
};
const query = (interviews: Queries.SiteSettingsQuery["interviews"]) =>
  ({ ...base, interviews }) as unknown as Queries.SiteSettingsQuery;

describe("toSiteSettings", () => {
  it("passes on how many interviews there are and the newest the query gave, as host and path", () => {
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
  });

  it("accepts a site without interviews", () => {
    expect(toSiteSettings(query({ totalCount: 0, nodes: [] })).interviews).toEqual({ total: 0, newest: [] });
  });
});

describe("useSiteSettings", () => {
  it("asks for only as many interviews as the menu lists, newest first, with their total", () => {
    jest.mocked(useStaticQuery).mockReturnValue(query({ totalCount: 0, nodes: [] }));
    renderHook(() => useSiteSettings());
    const [strings] = jest.mocked(graphql).mock.calls.at(-1) as unknown as [TemplateStringsArray];
    const text = strings.join("");
    const interviews = /interviews: allMdx\(([^)]*)\)\s*\{\s*totalCount/.exec(text);
    expect(interviews?.[1]).toContain(`limit: ${INTERVIEWS_IN_MENU}`);
    expect(interviews?.[1]).toContain("sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]");
  });
});

/** The /home container renders its query's data as toHomePageProps maps it (home-page-props.test.ts proves the rules). */
import type { PageProps } from "gatsby";
import { screen, within } from "@testing-library/react";
import HomePage from "../../../src/templates/home";
import { homePageQueryFixture } from "../../fixtures/home-page-query";
import { expectNewTab, mockMatchMedia, renderInPage } from "../../fixtures/render";
import { siteSettingsFixture } from "../../fixtures/site-settings";
import type { UpcomingEvents } from "../../../src/lib/upcoming-events";

jest.mock("../../../src/hooks/use-site-settings", () => ({
  useSiteSettings: () => jest.requireActual("../../fixtures/site-settings").siteSettingsFixture,
}));

beforeEach(() => mockMatchMedia(() => false));

type Data = Queries.HomePageQuery;
const home = homePageQueryFixture.homeSettings as NonNullable<Data["homeSettings"]>;
const [article] = homePageQueryFixture.allArticle.nodes;
const newest = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    ...article,
    id: `a${i}`,
    title: `Article ${i + 1}`,
    isoDate: `2025-07-${String(20 - i).padStart(2, "0")}`,
  }));

function renderHome({
  articles,
  hasNextPage,
  archiveUrl = home.articles.archiveUrl,
  pageContext = {},
}: {
  articles: Data["allArticle"]["nodes"];
  hasNextPage: boolean;
  archiveUrl?: string;
  pageContext?: { upcomingEvents?: UpcomingEvents };
}) {
  const data: Data = {
    ...homePageQueryFixture,
    homeSettings: { ...home, articles: { ...home.articles, archiveUrl } },
    allArticle: { pageInfo: { hasNextPage }, nodes: articles },
  };
  renderInPage(<HomePage {...({ data, pageContext } as unknown as PageProps<Data, typeof pageContext>)} />);
}

const articlesSection = () => screen.queryByRole("region", { name: home.articles.heading });
const archiveLink = () =>
  screen.queryByRole("link", { name: `${home.articles.archiveLink} ${siteSettingsFixture.labels.newTab}` });

describe("HomePage hero", () => {
  it("names the author over her tagline, pre-orders at the link hub in a new tab, and jumps to About", () => {
    renderHome({ articles: [], hasNextPage: false });
    const hero = document.getElementById("home") as HTMLElement;
    expect(within(hero).getByRole("heading", { level: 1 })).toHaveTextContent(siteSettingsFixture.name);
    expect(within(hero).getByText(siteSettingsFixture.tagline)).toBeVisible();
    const preorder = within(hero).getByRole("link", {
      name: `Pre-Order The First Book Now! ${siteSettingsFixture.labels.newTab}`,
    });
    expectNewTab(preorder, siteSettingsFixture.linkHubUrl);
    expect(within(hero).getByRole("link", { name: `Meet ${siteSettingsFixture.name}` })).toHaveAttribute(
      "href",
      "#about",
    );
  });
});

describe("HomePage events", () => {
  it("shows the events the build chose, linked, and nothing without them", () => {
    renderHome({ articles: [], hasNextPage: false });
    expect(document.getElementById("events")).toBeNull();
    document.body.innerHTML = "";
    const upcomingEvents: UpcomingEvents = {
      heading: "Events coming up",
      more: { title: "Events", link: "/events/" },
      events: [
        {
          path: "/events/lagos-launch/",
          title: "Launch night",
          kind: "Launch",
          isoStart: "2035-02-07T18:00:00+01:00",
          when: "Wed, Feb 7, 2035, 6:00 PM GMT+1",
          where: "Lagos",
        },
      ],
    };
    renderHome({ articles: [], hasNextPage: false, pageContext: { upcomingEvents } });
    const section = screen.getByRole("region", { name: "Events coming up" });
    expect(within(section).getByRole("link", { name: "Launch night" })).toHaveAttribute(
      "href",
      "/events/lagos-launch/",
    );
    expect(section.querySelector("time")).toHaveAttribute("datetime", "2035-02-07T18:00:00+01:00");
    expect(within(section).getByRole("link", { name: /Events/ })).toHaveAttribute("href", "/events/");
  });
});

describe("HomePage articles", () => {
  it("leaves the articles section out when there are none, and keeps every other section", () => {
    renderHome({ articles: [], hasNextPage: false });
    expect(articlesSection()).toBeNull();
    expect(document.getElementById("articles")).toBeNull();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    for (const id of ["home", "about", "books"]) expect(document.getElementById(id)).not.toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: home.newsletter.heading })).toBeInTheDocument();
  });

  // When the archive link is given is toHomePageProps' rule (home-page-props.test.ts, "articles"); how
  // the section draws the cards and the link is Articles' (article-card.test.tsx).
  it("hands the articles section the query's articles and its archive link", () => {
    const articles = newest(4);
    renderHome({ articles, hasNextPage: true });
    const section = articlesSection() as HTMLElement;
    expect(within(section).getAllByRole("article")).toHaveLength(articles.length);
    expect(section).toContainElement(archiveLink());
    expect(archiveLink()).toHaveAttribute("href", home.articles.archiveUrl);
  });
});

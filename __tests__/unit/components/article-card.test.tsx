import { screen, within } from "@testing-library/react";
import { ArticleCard } from "../../../src/components/sections/articles/article-card";
import { Articles } from "../../../src/components/sections/articles/articles";
import { articleFixture } from "../../fixtures/articles";
import { expectNewTab, renderInPage } from "../../fixtures/render";

const labels = { readMoreLabel: "Read More", newTabLabel: "(opens in a new tab)" };

describe("ArticleCard", () => {
  it("shows every field of the article, and links the image, title and Read More to it in a new tab", () => {
    renderInPage(<ArticleCard article={articleFixture} {...labels} />);
    const card = screen.getByRole("article");
    expect(within(card).getByRole("heading", { level: 3, name: /Finding Joy in Small Things/ })).toBeInTheDocument();
    expect(within(card).getByText("Motivation")).toBeInTheDocument();
    expect(within(card).getByText("3 min read")).toBeInTheDocument();
    expect(within(card).getByText(articleFixture.excerpt)).toBeInTheDocument();
    const time = within(card).getByText("July 11, 2025");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", "2025-07-11");
    expect(card.querySelector(`img[alt="${articleFixture.imageAlt}"]`)).not.toBeNull();
    // The image, the title and Read More all lead to the same external article, in a new tab.
    const links = card.querySelectorAll("a");
    expect(links).toHaveLength(3);
    links.forEach((link) => expectNewTab(link, articleFixture.link));
    expect(links[0].querySelector("img")).not.toBeNull();
    expect(
      screen.getByRole("link", { name: /^Read More\s*: Finding Joy in Small Things \(opens in a new tab\)$/ }),
    ).toBeInTheDocument();
  });

  it("renders no empty excerpt box when the excerpt is empty", () => {
    renderInPage(<ArticleCard article={{ ...articleFixture, excerpt: "" }} {...labels} />);
    const card = screen.getByRole("article");
    const paragraphs = Array.from(card.querySelectorAll("p"));
    expect(paragraphs.every((p) => p.textContent?.trim() !== "")).toBe(true);
    expect(paragraphs).toHaveLength(1); // only the meta line
  });
});

describe("Articles", () => {
  const articles = Array.from({ length: 5 }, (_, i) => ({ ...articleFixture, id: `a${i}`, title: `Article ${i}` }));
  const section = { eyebrow: "From", heading: "Articles", intro: "Intro", ...labels };
  const archive = { href: "https://news.example.com/archive", label: "All my articles" };

  it("lists one card per article under the section heading, in the order given, and no archive link when all are shown", () => {
    renderInPage(<Articles {...section} articles={articles} archive={null} />);
    const region = screen.getByRole("region", { name: "Articles" });
    expect(region).toHaveAttribute("id", "articles");
    const titles = within(region)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(articles.map((article) => `${article.title} ${labels.newTabLabel}`));
    expect(within(region).queryByRole("link", { name: /^All my articles/ })).toBeNull();
    // Every link in the section belongs to a card.
    const cardLinks = within(region)
      .getAllByRole("article")
      .flatMap((card) => Array.from(card.querySelectorAll("a")));
    expect(region.querySelectorAll("a")).toHaveLength(cardLinks.length);
  });

  it("ends with a link to the archive, after the last card, opening in a new tab", () => {
    renderInPage(<Articles {...section} articles={articles} archive={archive} />);
    const region = screen.getByRole("region", { name: "Articles" });
    const link = within(region).getByRole("link", { name: `All my articles ${labels.newTabLabel}` });
    expectNewTab(link, archive.href);
    const links = Array.from(region.querySelectorAll("a"));
    expect(links.at(-1)).toBe(link);
    const cards = within(region).getAllByRole("article");
    expect(cards.at(-1)?.compareDocumentPosition(link)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});

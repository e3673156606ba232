import { screen, within } from "@testing-library/react";
import { ArticleCard } from "../../../src/components/sections/articles/article-card";
import { Articles } from "../../../src/components/sections/articles/articles";
import { articleFixture } from "../../fixtures/articles";
import { renderWithTheme } from "../../fixtures/render";

const labels = { readMoreLabel: "Read More", newTabLabel: "(opens in a new tab)" };

describe("ArticleCard", () => {
  it("shows every field of the article", () => {
    renderWithTheme(<ArticleCard article={articleFixture} {...labels} />);
    const card = screen.getByRole("article");
    expect(within(card).getByRole("heading", { level: 3, name: /Finding Joy in Small Things/ })).toBeInTheDocument();
    expect(within(card).getByText("Motivation")).toBeInTheDocument();
    expect(within(card).getByText("3 min read")).toBeInTheDocument();
    expect(within(card).getByText(articleFixture.excerpt)).toBeInTheDocument();
    const time = within(card).getByText("July 11, 2025");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", "2025-07-11");
    expect(card.querySelector(`img[alt="${articleFixture.imageAlt}"]`)).not.toBeNull();
  });

  it("sends the image, the title and Read More to the same external article, in a new tab", () => {
    renderWithTheme(<ArticleCard article={articleFixture} {...labels} />);
    const links = screen.getByRole("article").querySelectorAll("a");
    expect(links).toHaveLength(3);
    links.forEach((link) => {
      expect(link).toHaveAttribute("href", articleFixture.link);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    });
    expect(links[0].querySelector("img")).not.toBeNull();
    expect(
      screen.getByRole("link", { name: /^Read More\s*: Finding Joy in Small Things \(opens in a new tab\)$/ }),
    ).toBeInTheDocument();
  });

  it("renders no empty excerpt box when the excerpt is empty", () => {
    renderWithTheme(<ArticleCard article={{ ...articleFixture, excerpt: "" }} {...labels} />);
    const card = screen.getByRole("article");
    const paragraphs = Array.from(card.querySelectorAll("p"));
    expect(paragraphs.every((p) => p.textContent?.trim() !== "")).toBe(true);
    expect(paragraphs).toHaveLength(1); // only the meta line
  });
});

describe("Articles", () => {
  it("lists one card per article under the section heading", () => {
    const articles = Array.from({ length: 8 }, (_, i) => ({ ...articleFixture, id: `a${i}`, title: `Article ${i}` }));
    renderWithTheme(<Articles eyebrow="From" heading="Articles" intro="Intro" articles={articles} {...labels} />);
    const section = screen.getByRole("region", { name: "Articles" });
    expect(section).toHaveAttribute("id", "articles");
    expect(within(section).getAllByRole("article")).toHaveLength(8);
  });
});

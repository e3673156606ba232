import { screen, within } from "@testing-library/react";
import { Books } from "../../../src/components/sections/books/books";
import { booksFixture } from "../../fixtures/books";
import { mockMatchMedia, renderWithTheme } from "../../fixtures/render";

beforeEach(() => mockMatchMedia(() => false));

describe("Books", () => {
  it("shows the title, the synopsis and the six stories", () => {
    renderWithTheme(<Books {...booksFixture} />);
    const section = screen.getByRole("region", { name: "The First Book" });
    expect(section).toHaveAttribute("id", "books");
    expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent("The First Book");
    booksFixture.synopsis.forEach((p) => expect(within(section).getByText(p)).toBeInTheDocument());
    expect(within(section).getAllByRole("heading", { level: 4 })).toHaveLength(6);
    expect(within(section).getByText("The Second Book")).toBeInTheDocument();
  });

  it("has two pre-order links to the link hub, opening in a new tab", () => {
    renderWithTheme(<Books {...booksFixture} />);
    const links = screen.getAllByRole("link", { name: "Pre-order now (opens in a new tab)" });
    expect(links).toHaveLength(2);
    links.forEach((link) => {
      expect(link).toHaveAttribute("href", booksFixture.preorderHref);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    });
  });
});

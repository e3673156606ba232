import { screen, within } from "@testing-library/react";
import { Books } from "../../../src/components/sections/books/books";
import { booksFixture } from "../../fixtures/books";
import { expectNewTab, mockMatchMedia, renderInPage } from "../../fixtures/render";

beforeEach(() => mockMatchMedia(() => false));

describe("Books", () => {
  it("shows the title, the synopsis and every story", () => {
    renderInPage(<Books {...booksFixture} />);
    const section = screen.getByRole("region", { name: "The First Book" });
    expect(section).toHaveAttribute("id", "books");
    expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent("The First Book");
    booksFixture.synopsis.forEach((p) => expect(within(section).getByText(p)).toBeInTheDocument());
    expect(
      within(section)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(booksFixture.stories.map((story) => story.title));
    expect(within(section).getByText("The Second Book")).toBeInTheDocument();
  });

  it("has two pre-order links to the link hub, opening in a new tab", () => {
    renderInPage(<Books {...booksFixture} />);
    const links = screen.getAllByRole("link", { name: "Pre-order now (opens in a new tab)" });
    expect(links).toHaveLength(2);
    links.forEach((link) => expectNewTab(link, booksFixture.preorderHref));
  });

  it("leaves out the stories, their heading and the second pre-order link when there are no stories", () => {
    renderInPage(<Books {...booksFixture} stories={[]} />);
    const section = screen.getByRole("region", { name: "The First Book" });
    expect(within(section).queryByRole("heading", { level: 3, name: booksFixture.storiesHeading })).toBeNull();
    expect(within(section).queryByRole("list")).toBeNull();
    expect(within(section).getAllByRole("link", { name: "Pre-order now (opens in a new tab)" })).toHaveLength(1);
    booksFixture.synopsis.forEach((p) => expect(within(section).getByText(p)).toBeInTheDocument());
  });

  it("leaves the synopsis block out when it is empty, and keeps the rest", () => {
    renderInPage(<Books {...booksFixture} synopsis={[]} />);
    const section = screen.getByRole("region", { name: "The First Book" });
    const subtitle = within(section).getByText(booksFixture.subtitle);
    // The subtitle is followed straight by the pre-order call to action.
    expect(subtitle.nextElementSibling?.querySelector("a")).toHaveAccessibleName("Pre-order now (opens in a new tab)");
    expect(within(section).getAllByRole("heading", { level: 4 })).toHaveLength(booksFixture.stories.length);
  });

  it("shows two stories with the same title, each once", () => {
    const twins = [booksFixture.stories[0], { ...booksFixture.stories[1], title: booksFixture.stories[0].title }];
    renderInPage(<Books {...booksFixture} stories={twins} />);
    const titles = screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent);
    expect(titles).toEqual([twins[0].title, twins[0].title]);
  });

  it("leads from the title to the book's page, and to the list of every book", () => {
    renderInPage(<Books {...booksFixture} />);
    const section = screen.getByRole("region", { name: "The First Book" });
    const heading = within(section).getByRole("heading", { level: 2 });
    expect(within(heading).getByRole("link", { name: "The First Book" })).toHaveAttribute(
      "href",
      booksFixture.bookHref,
    );
    expect(within(section).getByRole("link", { name: "All books" })).toHaveAttribute("href", "/books/");
  });

  it("has no link to the list of books while there is only one", () => {
    renderInPage(<Books {...booksFixture} allBooks={null} />);
    expect(screen.queryByRole("link", { name: "All books" })).toBeNull();
    expect(screen.getAllByRole("link", { name: "Pre-order now (opens in a new tab)" })).toHaveLength(2);
  });
});

import { screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { BookCard } from "../../../src/components/sections/book-list/book-list";
import { InterviewCard } from "../../../src/components/sections/interviews/interview-list";
import { ListingPage } from "../../../src/components/sections/listing/listing-page";
import type { BookSummary } from "../../../src/types/book";
import { renderInPage } from "../../fixtures/render";

const interviews = [
  {
    path: "/interview-with-ngozi/",
    title: "Talking with Ngozi",
    description: "Ngozi asks the questions.",
    isoDate: "2025-09-01",
    displayDate: "September 1, 2025",
    hostLine: "With Ngozi",
  },
];

const books: BookSummary[] = [
  {
    path: "/books/later/",
    title: "Later",
    subtitle: "",
    dateLine: { isoDate: "2032-01-01", text: "Expected January 1, 2032" },
    pitch: "Soon.",
    cover: null,
  },
  {
    path: "/books/earlier/",
    title: "Earlier",
    subtitle: "A novel",
    dateLine: { isoDate: "2030-01-01", text: "Out since January 1, 2030" },
    pitch: "Out.",
    cover: null,
  },
];

const banner = { titleId: "things-title", heading: "All the things", intro: "Every one." };
const renderListing = <T extends { path: string }>(items: T[], renderItem: (item: T, index: number) => ReactNode) =>
  renderInPage(<ListingPage {...banner} items={items} renderItem={renderItem} />);

describe("ListingPage", () => {
  it("is a section named by its one h1, with the intro and one list item per item, in the order given", () => {
    const seen: number[] = [];
    renderListing([{ path: "/a/" }, { path: "/b/" }, { path: "/c/" }], (item, index) => {
      seen.push(index);
      return <p>{item.path}</p>;
    });
    const title = screen.getByRole("heading", { level: 1 });
    expect(title).toHaveTextContent("All the things");
    expect(title).toHaveAttribute("id", "things-title");
    expect(screen.getByRole("region", { name: "All the things" })).toHaveAttribute("aria-labelledby", "things-title");
    expect(screen.getByText("Every one.")).toBeInTheDocument();
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["/a/", "/b/", "/c/"]);
    expect(seen).toEqual([0, 1, 2]);
  });

  it("lists nothing when there is nothing, but still has its title and intro", () => {
    renderListing([], () => null);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("All the things");
    expect(screen.getByText("Every one.")).toBeInTheDocument();
    expect(within(screen.getByRole("list")).queryAllByRole("listitem")).toHaveLength(0);
  });
});

describe("InterviewCard", () => {
  it("shows the interview's date, title as its h2 and only link, host and introduction", () => {
    renderListing(interviews, (interview) => <InterviewCard interview={interview} />);
    const first = within(screen.getByRole("list")).getByRole("listitem");
    expect(within(first).getByRole("heading", { level: 2 })).toHaveTextContent("Talking with Ngozi");
    expect(within(first).getByRole("link", { name: "Talking with Ngozi" })).toHaveAttribute(
      "href",
      "/interview-with-ngozi/",
    );
    expect(within(first).getByText("With Ngozi")).toBeInTheDocument();
    expect(within(first).getByText("Ngozi asks the questions.")).toBeInTheDocument();
    const date = within(first).getByText("September 1, 2025");
    expect(date.tagName).toBe("TIME");
    expect(date).toHaveAttribute("datetime", "2025-09-01");
    expect(within(first).getAllByRole("link")).toHaveLength(1);
  });
});

describe("BookCard", () => {
  it("shows the book's date line, title as the only link, subtitle when it has one, and pitch", () => {
    renderListing(books, (book, index) => <BookCard book={book} priority={index === 0} />);
    const [later, earlier] = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(within(later).getByRole("link", { name: "Later" })).toHaveAttribute("href", "/books/later/");
    expect(within(later).getAllByRole("link")).toHaveLength(1);
    const date = within(later).getByText("Expected January 1, 2032");
    expect(date.tagName).toBe("TIME");
    expect(date).toHaveAttribute("datetime", "2032-01-01");
    expect(within(later).getByText("Soon.")).toBeInTheDocument();
    expect(within(later).queryByText("A novel")).toBeNull();
    expect(within(earlier).getByText("A novel")).toBeInTheDocument();
    expect(within(earlier).getByRole("heading", { level: 2 })).toHaveTextContent("Earlier");
  });
});

/** A book's page as its container renders the query (fromBookPageQuery's rules: book-page-props.test.ts). */
import type { PageProps } from "gatsby";
import { screen, within } from "@testing-library/react";
import BookPage from "../../../src/templates/book";
import { bookPageQueryFixture as data } from "../../fixtures/book-page-query";
import { expectNewTab, mockMatchMedia, renderInPage } from "../../fixtures/render";
import { siteSettingsFixture } from "../../fixtures/site-settings";

jest.mock("../../../src/hooks/use-site-settings", () => ({
  useSiteSettings: () => jest.requireActual("../../fixtures/site-settings").siteSettingsFixture,
}));

beforeEach(() => mockMatchMedia(() => false));

type Data = Queries.BookPageQuery;
type Book = NonNullable<Data["book"]>;
const book = data.book as Book;
const NEW_TAB = siteSettingsFixture.labels.newTab;

/** Renders the fixture's book with `changes`, and returns its article. */
function renderBook(changes: Partial<Book> = {}, series: Data["series"] = data.series): HTMLElement {
  const props = { data: { ...data, book: { ...book, ...changes }, series }, pageContext: {} };
  renderInPage(<BookPage {...(props as unknown as PageProps<Data>)} />);
  return screen.getByRole("article", { name: book.title });
}

const region = (name: string) => screen.getByRole("region", { name });

describe("BookPage", () => {
  it("opens with its place in the series, title, subtitle, pitch, date line and cover", () => {
    const article = renderBook();
    const header = article.querySelector("header") as HTMLElement;
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(book.title);
    for (const text of ["Book 2 of Kettles", "A novel", "The kettle returns."]) {
      expect(within(header).getByText(text, { exact: true })).toBeVisible();
    }
    expect(article.querySelector('time[datetime="2030-10-01"]')).toHaveTextContent("Out since October 1, 2030");
    expect(within(header).getByRole("img", { name: "The cover" })).toBeInTheDocument();
    expect(header.querySelector("[data-cover-stand-in]")).toBeNull();
  });

  it("draws a book without a cover as a stand-in with its title, hidden from screen readers", () => {
    const article = renderBook({ covers: { alt: "", portrait: null } });
    const standIn = article.querySelector("article > header [data-cover-stand-in]");
    expect(standIn).toHaveTextContent(book.title);
    expect(standIn).toHaveAttribute("aria-hidden", "true");
    expect(article.querySelector("header img")).toBeNull();
  });

  it("sells it by format: the universal link, each format with its ISBN and stores, each in a new tab", () => {
    renderBook();
    const box = region("Buy it");
    expectNewTab(within(box).getByRole("link", { name: `At your bookshop ${NEW_TAB}` }), book.universalLink);
    expect(
      within(box)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Paperback", "Ebook"]);
    expect(within(box).getByText("ISBN 978-0-00-000001-5")).toBeVisible();
    const stores = (format: string) => within(within(box).getByRole("list", { name: format })).getAllByRole("link");
    expect(stores("Paperback").map((link) => link.textContent)).toEqual([`Shop A ${NEW_TAB}`, `Shop B ${NEW_TAB}`]);
    book.buyLinks.forEach((link, index) => expectNewTab([...stores("Paperback"), ...stores("Ebook")][index], link.url));
    expect(screen.queryByRole("link", { name: "Tell me" })).toBeNull();
  });

  it("has the synopsis, the stories, the praise with its sources, the sample and the series' other books", () => {
    const stories = [{ title: "Steam", theme: "Heat", summary: "It boils." }];
    renderBook({ stories });
    expect([...region("About").querySelectorAll("p")].map((p) => p.textContent)).toEqual(book.synopsis);
    expect(within(region("Stories")).getByRole("heading", { level: 3 })).toHaveTextContent("Steam");
    const praise = region("Praise");
    expect([...praise.querySelectorAll("blockquote")].map((quote) => quote.textContent)).toEqual(["Warm.", "Lovely."]);
    expect([...praise.querySelectorAll("figcaption")].map((source) => source.textContent)).toEqual([
      `A Reviewer, The Paper ${NEW_TAB}`,
      "A Reader",
    ]);
    expectNewTab(within(praise).getByRole("link"), "https://paper.example.com/r");
    expect(screen.getByRole("link", { name: "Read a sample" })).toHaveAttribute("href", "#sample");
    const sample = region("Sample");
    expect(sample).toHaveAttribute("id", "sample");
    expect(sample.querySelector("p")).toHaveTextContent("Once.");
    const series = region("More in Kettles");
    expect(
      within(series)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["The First Kettle", "The Third Kettle"]);
    expect(within(series).getByRole("link", { name: "The Third Kettle" })).toHaveAttribute(
      "href",
      "/books/the-third-kettle/",
    );
  });

  it("sends readers of a book still to come to the newsletter, and leaves every empty block out", () => {
    const empty = { buyLinks: [], universalLink: "", formats: [], praise: [], synopsis: [], sampleHtml: "" };
    renderBook({ ...empty, status: "coming soon", series: "", seriesNumber: 0 }, { nodes: [] });
    expect(screen.getByRole("link", { name: "Tell me" })).toHaveAttribute("href", "/home/#newsletter");
    for (const heading of ["Buy it", "Pre-order it", "About", "Stories", "Praise", "Sample", "More in Kettles"]) {
      expect(screen.queryByRole("heading", { name: heading })).toBeNull();
    }
    expect(screen.queryByRole("link", { name: "Read a sample" })).toBeNull();
    expect(document.getElementById("sample")).toBeNull();
  });
});

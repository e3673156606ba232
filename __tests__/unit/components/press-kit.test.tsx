import { act, fireEvent, screen, within } from "@testing-library/react";
import { ANNOUNCE_AGAIN_MS } from "../../../src/hooks/use-copy-text";
import { PressKit } from "../../../src/components/sections/press/press-kit";
import { toPressPageProps } from "../../../src/lib/press-page-props";
import { pressPageQueryFixture } from "../../fixtures/press-page-query";
import { renderInPage } from "../../fixtures/render";

const props = toPressPageProps(pressPageQueryFixture);
const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
});

afterEach(() => {
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: undefined });
  jest.useRealTimers();
});

describe("PressKit", () => {
  it("has one h1, a section per heading and a card per bio, download and book, headings in order", () => {
    renderInPage(<PressKit {...props} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("For the press");
    const sections = ["Bios", "Saying the name", "Pictures", "Books", "Contact"];
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(sections);
    for (const name of sections) expect(screen.getByRole("region", { name })).toBeInTheDocument();
    expect(screen.getByText("Test AW-thor.")).toBeInTheDocument();
  });

  it("gives each bio a copy button named after it, which copies it and says so in a polite live region", async () => {
    jest.useFakeTimers();
    renderInPage(<PressKit {...props} />);
    const long = screen.getByRole("article", { name: "Long" });
    const button = within(long).getByRole("button", { name: "Copy Long" });
    const status = within(long).getByRole("status");
    expect(status).toHaveTextContent("");
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith("The long bio's first paragraph.\n\nIts second paragraph.");
    act(() => jest.advanceTimersByTime(ANNOUNCE_AGAIN_MS));
    expect(status).toHaveTextContent("Copied");
    // The other bios' regions stay silent.
    expect(within(screen.getByRole("article", { name: "Short" })).getByRole("status")).toHaveTextContent("");
    expect(screen.getAllByRole("button").map((each) => each.getAttribute("type"))).toEqual(Array(3).fill("button"));
  });

  it("links each download to its original file, to be saved under its own name, with its details and a preview", () => {
    renderInPage(<PressKit {...props} />);
    const pictures = screen.getByRole("region", { name: "Pictures" });
    const portrait = within(pictures).getByRole("link", { name: "Portrait of Test Author" });
    expect(portrait).toHaveAttribute("href", "/static/0123456789abcdef0123456789abcdef/portrait.jpg");
    expect(portrait).toHaveAttribute("download", "portrait-of-test-author.jpg");
    expect(within(pictures).getByText("1920 × 2400 px, 1.2 MB")).toBeInTheDocument();
    expect(within(pictures).getByRole("img", { name: "The test author, smiling" })).toHaveAttribute(
      "src",
      "/static/portrait-preview.jpg",
    );
    expect(within(pictures).getByRole("link", { name: "The First Book" })).toHaveAttribute(
      "download",
      "the-first-book.jpg",
    );
    expect(within(pictures).getAllByRole("listitem")).toHaveLength(2);
  });

  it("lists each book with its pitch and its release date, and the media contact", () => {
    renderInPage(<PressKit {...props} />);
    const books = screen.getByRole("region", { name: "Books" });
    const first = within(books).getAllByRole("listitem")[1];
    expect(within(first).getByRole("heading", { level: 3 })).toHaveTextContent("The First Book");
    expect(within(first).getByText("The one out now.")).toBeInTheDocument();
    expect(within(first).getByText("Out on").tagName).toBe("DT");
    expect(within(first).getByText("November 22, 2025")).toHaveAttribute("datetime", "2025-11-22");
    const contact = screen.getByRole("region", { name: "Contact" });
    expect(within(contact).getByRole("link", { name: "press@example.com" })).toHaveAttribute(
      "href",
      "mailto:press@example.com",
    );
  });
});

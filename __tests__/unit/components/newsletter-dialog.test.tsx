import { act, fireEvent, screen } from "@testing-library/react";
import { NewsletterDialog } from "../../../src/components/sections/newsletter/newsletter-dialog";
import { NewsletterSection } from "../../../src/components/sections/newsletter/newsletter-section";
import { renderInPage } from "../../fixtures/render";

const props = {
  heading: "Before you go",
  text: "Join the newsletter.",
  iframeTitle: "Newsletter sign-up form",
  closeLabel: "Close newsletter sign-up",
  host: "news.example.com",
};

async function renderAndIdle() {
  const view = renderInPage(<NewsletterDialog {...props} />);
  // The dialog waits for load + idle; jsdom has no requestIdleCallback, so a timer stands in.
  await act(async () => {
    jest.runOnlyPendingTimers();
  });
  return view;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe("NewsletterDialog", () => {
  it("opens on a first visit with a labelled 800x350 sign-up frame, the close button marked to take focus", async () => {
    await renderAndIdle();
    const dialog = screen.getByRole("dialog", { name: "Before you go" });
    expect(dialog).toHaveAttribute("open");
    expect(screen.getByRole("button", { name: "Close newsletter sign-up" })).toHaveAttribute("autofocus");
    const frame = screen.getByTitle("Newsletter sign-up form");
    expect(frame).toHaveAttribute("src", "https://news.example.com/embed");
    expect(frame).toHaveAttribute("width", "800");
    expect(frame).toHaveAttribute("height", "350");
    // Sandboxed to what a sign-up form needs.
    expect(frame.getAttribute("sandbox")?.split(" ").sort()).toEqual([
      "allow-forms",
      "allow-popups",
      "allow-popups-to-escape-sandbox",
      "allow-same-origin",
      "allow-scripts",
    ]);
  });

  it("closes with its button without a script (a method=dialog form), and then sets hasOpenedNewsletter", async () => {
    await renderAndIdle();
    const button = screen.getByRole("button", { name: "Close newsletter sign-up" }) as HTMLButtonElement;
    expect(button.type).toBe("submit");
    expect(button.form).toHaveAttribute("method", "dialog");
    expect(screen.getByRole("dialog")).toHaveAttribute("closedby", "any");
    // jsdom submits no forms: the browser's close, as the form's submission makes it.
    act(() => (screen.getByRole("dialog") as HTMLDialogElement).close());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(window.localStorage.getItem("hasOpenedNewsletter")).toBe("true");
  });

  it("closes on a backdrop click", async () => {
    await renderAndIdle();
    fireEvent.click(screen.getByRole("dialog"));
    expect(window.localStorage.getItem("hasOpenedNewsletter")).toBe("true");
  });

  it("stays shut once the flag is set, its words in the page, and loads no frame", async () => {
    window.localStorage.setItem("hasOpenedNewsletter", "true");
    const { container } = await renderAndIdle();
    expect(container.querySelector("dialog")).not.toHaveAttribute("open");
    expect(screen.getByText("Join the newsletter.", { selector: "p" })).toBeInTheDocument();
    expect(container.querySelector("iframe")).toBeNull();
  });
});

describe("NewsletterSection", () => {
  it("embeds a titled, lazy 480x130 sign-up frame under its heading", () => {
    renderInPage(
      <NewsletterSection
        heading="Subscribe to My Substack"
        text="Join"
        iframeTitle="Sign up"
        host="news.example.com"
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Subscribe to My Substack" })).toBeInTheDocument();
    const frame = screen.getByTitle("Sign up");
    expect(frame).toHaveAttribute("width", "480");
    expect(frame).toHaveAttribute("height", "130");
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(frame).toHaveAttribute("src", "https://news.example.com/embed");
  });
});

/** An event's page and card (docs/PRODUCT.md, Events): its HTML before any script, and what hydration adds. */
import { act, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { EventArticle } from "../../../src/components/sections/event/event-article";
import { ReaderTime } from "../../../src/components/sections/event/reader-time";
import { EventCard } from "../../../src/components/sections/events/event-card";
import { toEventPageProps } from "../../../src/lib/event-page-props";
import type { EventSummary } from "../../../src/types/event";
import { eventPageCopyFixture as copy, onlineTalk, readAlong } from "../../fixtures/event-page-query";
import { renderInPage } from "../../fixtures/render";

const context = {
  lang: "en",
  builtAt: "2030-01-01T12:00:00.000Z",
  newTabLabel: "(new tab)",
  siteUrl: "https://ada.example.org",
};
const spaced = (text: string | null) => (text ?? "").replace(/\s/g, " ");

afterEach(() => jest.useRealTimers());

describe("ReaderTime", () => {
  const props = { before: "", after: " for you", startsAt: onlineTalk.startsAt, timeZone: "Europe/London", lang: "en" };

  it("is an empty line in the HTML, kept for the time", () => {
    const html = renderToString(<ReaderTime {...props} />);
    expect(html).toMatch(/^<p data-reader-time="" class="[^"]+"><\/p>$/);
  });

  it("tells the start on the reader's clock once hydrated (the tests run in UTC), in a <time>", () => {
    const { container } = renderInPage(<ReaderTime {...props} />);
    const line = container.querySelector("[data-reader-time]");
    expect(spaced(line?.textContent ?? null)).toBe("Thu, 5:30 PM UTC for you");
    expect(line?.querySelector("time")?.getAttribute("datetime")).toBe(onlineTalk.startsAt);
  });

  it("stays empty for a reader on the event's own clock", () => {
    const { container } = renderInPage(<ReaderTime {...props} timeZone="UTC" />);
    expect(container.querySelector("[data-reader-time]")?.textContent).toBe("");
  });
});

describe("the mark of an event over", () => {
  const page = (status = "scheduled", builtAt = context.builtAt) =>
    toEventPageProps({ ...onlineTalk, status }, copy, null, { ...context, builtAt });
  const mark = (container: HTMLElement) => container.querySelector("[data-event-ended]");

  it("is an empty part of the kind's line while the event is to come, its tickets offered in a new tab with the price", () => {
    jest.useFakeTimers().setSystemTime(new Date("2035-06-14T17:00:00Z"));
    const { container } = renderInPage(<EventArticle {...page()} />);
    expect(mark(container)?.textContent).toBe("");
    expect(mark(container)?.parentElement).toHaveTextContent("Talk");
    const tickets = screen.getByRole("link", { name: "Get a ticket (new tab)" });
    expect(tickets).toBeVisible();
    expect(tickets).toHaveAttribute("href", onlineTalk.tickets.link);
    expect(tickets).toHaveAttribute("target", "_blank");
    expect(tickets.nextElementSibling).toHaveTextContent("£8");
  });

  it("appears when the event ends on the reader's clock, the page left open, and the tickets go", () => {
    jest.useFakeTimers().setSystemTime(new Date("2035-06-14T18:29:00Z"));
    const { container } = renderInPage(<EventArticle {...page()} />);
    expect(mark(container)?.textContent).toBe("");
    // 18:30 UTC is 19:30 in London, the end.
    act(() => void jest.advanceTimersByTime(60_000));
    expect(mark(container)?.textContent).toBe("Over");
    expect(container.querySelector(`a[href="${onlineTalk.tickets.link}"]`)?.parentElement).toHaveAttribute(
      "data-ended",
      "",
    );
  });

  it("is there at once for an event that ended after the build but before the visit", () => {
    jest.useFakeTimers().setSystemTime(new Date("2036-01-01T00:00:00Z"));
    const { container } = renderInPage(<EventArticle {...page()} />);
    expect(mark(container)?.textContent).toBe("Over");
  });

  // That it then offers no tickets is toEventPageProps' rule (event-page-props.test.ts).
  it("is in the HTML for an event over by the build, and never on a cancelled one", () => {
    const html = renderToString(<EventArticle {...page("scheduled", "2036-01-01T00:00:00Z")} />);
    expect(html).toMatch(/data-event-ended="" class="[^"]+">Over<\/span>/);
    jest.useFakeTimers().setSystemTime(new Date("2036-01-01T00:00:00Z"));
    const { container } = renderInPage(<EventArticle {...page("cancelled")} />);
    expect(mark(container)?.textContent).toBe("");
  });
});

describe("EventArticle", () => {
  it("puts every time in a <time datetime>, and the description's HTML in the page", () => {
    const moved = { ...onlineTalk, previousStartsAt: "2035-05-10T18:30:00+01:00" };
    const { container } = renderInPage(<EventArticle {...toEventPageProps(moved, copy, null, context)} />);
    const times = [...container.querySelectorAll("time")].map((time) => time.getAttribute("datetime"));
    expect(times).toEqual(
      expect.arrayContaining([onlineTalk.startsAt, onlineTalk.endsAt, "2035-05-10T18:30:00+01:00"]),
    );
    expect(container.querySelectorAll("time:not([datetime])")).toHaveLength(0);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Writing the kitchen");
    expect(screen.getByText("An hour on food.")).toBeInTheDocument();
    const calendar = screen.getByRole("link", { name: "Add to calendar" });
    expect(calendar).toHaveAttribute("href", "/events/online-talk-london/online-talk-london.ics");
    expect(calendar).toHaveAttribute("download");
  });

  it("says a cancelled event is cancelled, and has no tickets button", () => {
    const page = toEventPageProps({ ...readAlong, status: "cancelled" }, copy, null, context);
    renderInPage(<EventArticle {...page} />);
    expect(screen.getByText("Called off.")).toBeVisible();
    expect(screen.queryByRole("link", { name: /Reserve a seat/ })).not.toBeInTheDocument();
  });

  it("shows the venue with its map, the organiser's link and the book's card linking to its page", () => {
    const book = { title: "A Kettle", address: "a-kettle", pitch: "Tea.", cover: null };
    const page = toEventPageProps(readAlong, copy, book, context);
    renderInPage(<EventArticle {...page} />);
    const where = screen.getByRole("region", { name: "Where" });
    expect(within(where).getByText("686 Fulton Street")).toBeVisible();
    expect(within(where).getByRole("link", { name: "Map (new tab)" })).toHaveAttribute(
      "href",
      "https://maps.example.com/greenlight",
    );
    expect(screen.getByRole("link", { name: "Greenlight Bookstore (new tab)" })).toHaveAttribute(
      "href",
      "https://greenlight.example.com",
    );
    const bookSection = screen.getByRole("region", { name: "The book" });
    expect(within(bookSection).getByRole("link", { name: "A Kettle" })).toHaveAttribute("href", "/books/a-kettle/");
  });
});

describe("EventCard", () => {
  const event: EventSummary = {
    path: "/events/talk/",
    title: "A talk",
    kindLabel: "Talk",
    start: { iso: "2035-06-14T18:30:00+01:00", text: "Thursday, June 14, 2035 at 6:30 PM GMT+1" },
    place: "London",
    where: "Online",
    month: "Jun",
    day: "14",
    notice: { status: "postponed", text: "Put off." },
    past: false,
  };

  it("links its title to the event's page, with its start in a <time>, its place and its notice", () => {
    const { container } = renderInPage(<EventCard event={event} />);
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent("A talk");
    expect(screen.getByRole("link", { name: "A talk" })).toHaveAttribute("href", "/events/talk/");
    expect([...container.querySelectorAll("time")].map((time) => time.getAttribute("datetime"))).toEqual([
      event.start.iso,
      event.start.iso,
    ]);
    expect(screen.getByText("Online")).toBeVisible();
    expect(screen.getByText("Put off.")).toBeVisible();
  });
});

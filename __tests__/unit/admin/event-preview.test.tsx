/** The CMS's event preview: the page as the site draws it from the entry (the fixture events' JSON), and a half-typed one. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { act, screen, within } from "@testing-library/react";
import type CMSApi from "@sveltia/cms";
import { EVENT_REFUSED_HEADING, eventPreview } from "../../../src/admin/event-preview";
import type { Data, Render } from "../../../src/admin/preview-data";
import { registerPreviews } from "../../../src/admin/previews";
import { renderInPage } from "../../fixtures/render";

const CONTENT = path.join(__dirname, "..", "..", "fixtures", "content");
const readJson = (file: string): Data => JSON.parse(readFileSync(path.join(CONTENT, file), "utf8")) as Data;
const fixtureEvent = (address: string) => readJson(`events/${address}.json`);

const site = readJson("settings/site.json");
const books = readdirSync(path.join(CONTENT, "books")).map((file) => readJson(`books/${file}`));
const extra: Data = { site, home: readJson("settings/home.json"), books };
const copy = site.eventPage as Record<string, string>;

/** The CMS's props, as far as the preview reads them: the CMS's copy of a file is a blob. */
const cmsProps = { getAsset: (file: string) => ({ url: `blob:cms/${file}` }) } as unknown as Parameters<Render>[0];

const draw = (data: Data, settings: Data = extra) =>
  renderInPage(eventPreview(cmsProps, data, settings, () => undefined));

/** Intl puts a narrow no-break space before "PM": compared as plain spaces. */
const spaced = (value: string | null | undefined) => (value ?? "").replace(/\s/g, " ");
const times = (container: HTMLElement) =>
  [...container.querySelectorAll("time")].map((time) => [time.getAttribute("datetime"), spaced(time.textContent)]);

describe("the event preview", () => {
  it("draws nothing until the site's texts are read", () => {
    const { container } = draw(fixtureEvent("new-york-read-along"), {});
    expect(container).toBeEmptyDOMElement();
  });

  // How the page draws what the entry gives is EventArticle's (event-article.test.tsx): here, what the preview reads from it.
  it("draws the entry's kind, times on the clock of its zone (the tests run in UTC), venue, tickets and description", () => {
    const { container } = draw(fixtureEvent("new-york-read-along"));
    expect(container.querySelector("[data-event-ended]")?.parentElement).toHaveTextContent(/^Book club$/);
    // New York's clocks go forward in the night: the start is on EST, the end (the next day, so with its date) on EDT.
    expect(times(container)).toEqual([
      ["2035-03-10T22:00:00-05:00", "Saturday, March 10, 2035 at 10:00 PM EST"],
      ["2035-03-10T22:00:00-05:00", "Saturday, March 10, 2035 at 10:00 PM EST"],
      ["2035-03-11T04:00:00-04:00", "Sunday, March 11, 2035 at 4:00 AM EDT"],
    ]);
    expect(spaced(container.querySelector("time")?.parentElement?.textContent)).toBe(
      "Saturday, March 10, 2035 at 10:00 PM EST, Brooklyn",
    );
    const where = screen.getByRole("region", { name: copy.whereHeading });
    expect([...where.querySelectorAll("p")].map((line) => line.textContent)).toEqual([
      "Greenlight Bookstore",
      "686 Fulton Street",
      "Brooklyn, NY 11217",
      "United States",
    ]);
    expect(within(where).getByRole("link", { name: new RegExp(`^${copy.mapLink}`) })).toHaveAttribute(
      "href",
      "https://maps.example.com/greenlight",
    );
    expect(screen.getByRole("link", { name: /^Reserve a free seat/ })).toHaveAttribute(
      "href",
      "https://tickets.example.com/read-along",
    );
    expect(screen.getByText(copy.free, { exact: true })).toBeInTheDocument();
    // The description as the build renders it: two paragraphs, "**Tea**" in bold.
    expect(screen.getByText("Tea", { selector: "strong" }).closest("p")).toHaveTextContent(
      /^Bring a blanket\. Tea is on the house\.$/,
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the book it features, from the books read beside the entry, with the CMS's copy of its cover", () => {
    draw(fixtureEvent("new-york-read-along"));
    const section = screen.getByRole("region", { name: copy.bookHeading });
    expect(within(section).getByRole("link", { name: /^A Kettle for Strangers/ })).toHaveAttribute(
      "href",
      "/books/a-kettle-for-strangers/",
    );
    expect(section).toHaveTextContent("One long story about a copper kettle that changes hands on a night train.");
    const cover = within(section).getByRole("img", {
      name: "An illustrated cover with a copper kettle on a train table",
    });
    expect(cover.getAttribute("src") ?? cover.getAttribute("data-src")).toBe("blob:cms/../images/covers/portrait.jpg");
  });

  it("leaves the book out when the address names none of the books (as the site does)", () => {
    draw({ ...fixtureEvent("new-york-read-along"), book: "a-book-not-written-yet" });
    expect(screen.queryByRole("region", { name: copy.bookHeading })).toBeNull();
  });

  it("draws an online event with the link to join and the price in its currency", () => {
    draw(fixtureEvent("online-talk-london"));
    expect(screen.getByRole("link", { name: new RegExp(`^${copy.joinOnline}`) })).toHaveAttribute(
      "href",
      "https://meet.example.com/writing-the-kitchen",
    );
    expect(screen.getByText("£8", { exact: true })).toBeInTheDocument();
  });

  it("says a cancelled event is cancelled", () => {
    draw(fixtureEvent("abuja-signing-cancelled"));
    expect(screen.getByText(copy.cancelled, { exact: true })).toBeInTheDocument();
  });

  it("marks an event whose end has passed as over", () => {
    const { container } = draw(fixtureEvent("lagos-launch-2024"));
    expect(container.querySelector("[data-event-ended]")).toHaveTextContent(copy.ended);
  });

  it("draws an entry still being typed without its times: no start, a zone that is none, nothing picked", () => {
    const typing = {
      ...fixtureEvent("writing-workshop"),
      start: "",
      timeZone: "Mars/Olympus",
      kind: "",
      status: "",
      attendance: "",
      tickets: {
        link: "https://tickets.example.com/workshop",
        label: "Join the workshop",
        price: 15000,
        currency: "N",
      },
    };
    let container: HTMLElement | undefined;
    expect(() => ({ container } = draw(typing))).not.toThrow();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^A workshop on first drafts$/);
    // Every time is left out, empty, and the place is the venue's city (no zone to name).
    expect(times(container as HTMLElement)).toEqual(Array(3).fill(["", ""]));
    expect(spaced(container?.querySelector("time")?.parentElement?.textContent)).toBe(", Lagos");
    expect(container?.querySelector("[data-event-ended]")?.parentElement).toHaveTextContent(/^$/);
    // The tickets stay, without a price in a currency that is none.
    expect(screen.getByRole("link", { name: /^Join the workshop/ })).toBeInTheDocument();
    expect(container).not.toHaveTextContent("15,000");
  });

  it.each([
    ["a zone Luxon reads but Intl does not", { timeZone: "UTC+1" }],
    ["a start half typed", { start: "2035-02" }],
    ["no zone at all", { timeZone: undefined }],
  ])("leaves the times out for %s, without throwing", (_case, change) => {
    const { container } = draw({ ...fixtureEvent("online-talk-london"), ...change });
    expect(container.querySelector("time")).toHaveTextContent(/^$/);
  });

  it("keeps the start when only the end is missing, and does not call the event over", () => {
    const { container } = draw({ ...fixtureEvent("online-talk-london"), end: "" });
    expect(times(container)[0]).toEqual(["2035-06-14T18:30:00+01:00", "Thursday, June 14, 2035 at 6:30 PM GMT+1"]);
    expect(container.querySelector("[data-event-ended]")).toHaveTextContent(/^$/);
  });

  // How the refusals are listed is FormattedBody's (formatted-body.test.tsx).
  it("lists what the site refuses in the description under its own heading, and draws none of it", () => {
    const { container } = draw({
      ...fixtureEvent("online-talk-london"),
      description: "Come along.\n\n<script>window.ran = true</script>",
    });
    expect(screen.getByRole("alert")).toHaveTextContent(new RegExp(`^${EVENT_REFUSED_HEADING}Line 3: <script>`));
    expect(container.querySelector("script")).toBeNull();
    expect(container).not.toHaveTextContent("Come along.");
  });
});

describe("registerPreviews", () => {
  /** A Sveltia entry: its data behind get("data"), as an Immutable map. */
  const cmsEntry = (data: Data) => ({ get: (key: string) => (key === "data" ? { toJS: () => data } : undefined) });

  it("registers the event preview, which reads the site's texts and the books through the CMS", async () => {
    const registerPreviewTemplate = jest.fn();
    Object.assign(window, { createClass: (spec: unknown) => spec, h: jest.fn() });
    registerPreviews({ registerPreviewStyle: jest.fn(), registerPreviewTemplate } as unknown as typeof CMSApi);
    const spec = (Object.fromEntries(registerPreviewTemplate.mock.calls) as Record<string, Data>).events as
      Record<string, (this: Data) => unknown> | undefined;
    expect(spec).toBeDefined();

    const element = document.body.appendChild(document.createElement("div"));
    const instance: Data = {
      ...spec,
      element,
      props: {
        document,
        entry: cmsEntry(fixtureEvent("new-york-read-along")),
        getAsset: (file: string) => ({ url: `blob:cms/${file}` }),
        getCollection: async (name: string, slug: string) =>
          name === "books" ? books.map(cmsEntry) : cmsEntry(extra[slug] as Data),
      },
    };
    await act(async () => {
      spec?.componentDidMount?.call(instance);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(within(element).getByRole("heading", { level: 1 })).toHaveTextContent(
      /^An overnight read-along in New York$/,
    );
    expect(within(element).getByRole("region", { name: copy.bookHeading })).toHaveTextContent("A Kettle for Strangers");
    act(() => void spec?.componentWillUnmount?.call(instance));
    element.remove();
  });
});

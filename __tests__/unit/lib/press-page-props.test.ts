import { downloadDetails, toPressPageProps } from "../../../src/lib/press-page-props";
import { pressPageQueryFixture } from "../../fixtures/press-page-query";

describe("toPressPageProps", () => {
  const props = toPressPageProps(pressPageQueryFixture);

  // Its heading, the pronunciation, the contact's heading and address, the downloads' heading and previews as the
  // page shows them: press-kit.test.tsx.
  it("gives the page its tab title, introduction and contact text from content", () => {
    expect(props).toMatchObject({
      title: "Press tab",
      intro: "All a journalist needs.",
      contact: { text: "Write to the agent." },
    });
  });

  it("gives each bio its name, its paragraphs and the text its button copies, shortest first", () => {
    expect(props.bios).toEqual({
      heading: "Bios",
      copyLabel: "Copy",
      copiedMessage: "Copied",
      items: [
        { id: "short", label: "Short", paragraphs: ["A short bio."], text: "A short bio." },
        {
          id: "medium",
          label: "Medium",
          paragraphs: ["A medium bio, a little longer."],
          text: "A medium bio, a little longer.",
        },
        {
          id: "long",
          label: "Long",
          paragraphs: ["The long bio's first paragraph.", "Its second paragraph."],
          text: "The long bio's first paragraph.\n\nIts second paragraph.",
        },
      ],
    });
  });

  it("offers the portrait, then each book's front cover, as the original file with its pixels and weight", () => {
    expect(props.downloads.items.map(({ preview: _preview, ...download }) => download)).toEqual([
      {
        href: "/static/0123456789abcdef0123456789abcdef/portrait.jpg",
        fileName: "portrait-of-test-author.jpg",
        label: "Portrait of Test Author",
        details: "1920 × 2400 px, 1.2 MB",
        alt: "The test author, smiling",
      },
      // The book still to come has no cover, so nothing to download.
      {
        href: "/static/0123456789abcdef0123456789abcdef/cover.jpg",
        fileName: "the-first-book.jpg",
        label: "The First Book",
        details: "1600 × 2400 px, 286 KB",
        alt: "The first book's cover",
      },
    ]);
  });

  it("lists every book, in the order queried, with its pitch and release date", () => {
    expect(props.books).toEqual({
      heading: "Books",
      releaseLabel: "Out on",
      items: [
        {
          address: "the-second-book",
          title: "The Second Book",
          subtitle: "",
          pitch: "The one still to come.",
          isoDate: "2027-09-01",
          displayDate: "September 1, 2027",
        },
        {
          address: "the-first-book",
          title: "The First Book",
          subtitle: "Stories",
          pitch: "The one out now.",
          isoDate: "2025-11-22",
          displayDate: "November 22, 2025",
        },
      ],
    });
  });

  it("stops when press.json is missing, or a picture was not copied or is not an image", () => {
    expect(() => toPressPageProps({ ...pressPageQueryFixture, pressKit: null })).toThrow(
      "content/settings/press.json is missing",
    );
    const kit = pressPageQueryFixture.pressKit;
    if (!kit) throw new Error("fixture");
    const withPortrait = (change: Partial<typeof kit.portrait>) => () =>
      toPressPageProps({ ...pressPageQueryFixture, pressKit: { ...kit, portrait: { ...kit.portrait, ...change } } });
    expect(withPortrait({ publicURL: null })).toThrow("press.portrait: the file was not copied to the site");
    expect(withPortrait({ childImageSharp: null })).toThrow("press.portrait: the file is not an image");
  });
});

describe("downloadDetails", () => {
  it("fills the download details with the pixels and the weight in readers' units", () => {
    expect(downloadDetails("{width} × {height} px, {size}", { width: 2400, height: 3000, bytes: 3_216_011 })).toBe(
      "2400 × 3000 px, 3.2 MB",
    );
    expect(downloadDetails("{size} ({width}x{height})", { width: 1600, height: 2400, bytes: 812 })).toBe(
      "812 B (1600x2400)",
    );
  });
});

import type { IGatsbyImageData } from "gatsby-plugin-image";
import { fillTemplate } from "./fill-template";
import { formatFileSize } from "./format-file-size";
import { PRESS_PLACEHOLDERS } from "./placeholders";
import { slugify } from "./slugify";

type PressKitData = NonNullable<Queries.PressPageQuery["pressKit"]>;

/** One of the three bios: its name, its paragraphs, and the text its copy button copies. */
export interface PressBio {
  id: "short" | "medium" | "long";
  label: string;
  paragraphs: readonly string[];
  /** The paragraphs as one text, an empty line between them, as a journalist pastes it. */
  text: string;
}

/** A picture offered at full size: the original file, its pixels and weight, and a small preview. */
export interface PressDownload {
  /** The original file as the author uploaded it (File.publicURL), not a web variant. */
  href: string;
  /** The name it is saved under: "portrait-of-ada-ikemba.jpg", "my-book.jpg". */
  fileName: string;
  label: string;
  /** downloadDetails filled in: "1920 × 2400 px, 1.2 MB". */
  details: string;
  preview: IGatsbyImageData;
  alt: string;
}

/** A book as the press kit lists it: title, pitch and release date. */
type PressBook = Omit<Queries.BookSummaryFragment, "status">;

export interface PressKitProps {
  heading: string;
  intro: string;
  bios: { heading: string; items: readonly PressBio[]; copyLabel: string; copiedMessage: string };
  pronunciation: { heading: string; text: string };
  downloads: { heading: string; items: readonly PressDownload[] };
  books: { heading: string; releaseLabel: string; items: readonly PressBook[] };
  contact: { heading: string; text: string; email: string };
}

interface PressPageProps extends PressKitProps {
  title: string;
}

/** The three bios, shortest first, each with the text its button copies. */
export function pressBios(copy: Pick<PressKitData, "bios" | "shortLabel" | "mediumLabel" | "longLabel">): PressBio[] {
  const bio = (id: PressBio["id"], label: string, paragraphs: readonly string[]): PressBio => ({
    id,
    label,
    paragraphs,
    text: paragraphs.join("\n\n"),
  });
  return [
    bio("short", copy.shortLabel, [copy.bios.short]),
    bio("medium", copy.mediumLabel, [copy.bios.medium]),
    bio("long", copy.longLabel, copy.bios.long),
  ];
}

/** downloadDetails filled in with the file's pixels and its weight. */
export function downloadDetails(template: string, size: { width: number; height: number; bytes: number }): string {
  return fillTemplate(template, PRESS_PLACEHOLDERS.downloadDetails, {
    width: size.width,
    height: size.height,
    size: formatFileSize(size.bytes),
  });
}

/** A content picture as a download named `name`; a file not copied, or not an image, is a build error. */
function toDownload(
  file: Queries.PressDownloadFragment,
  field: string,
  { label, alt, name, detailsTemplate }: { label: string; alt: string; name: string; detailsTemplate: string },
): PressDownload {
  const image = file.childImageSharp;
  const width = image?.original?.width;
  const height = image?.original?.height;
  if (!file.publicURL) throw new Error(`${field}: the file was not copied to the site`);
  if (!image?.gatsbyImageData || !width || !height)
    throw new Error(`${field}: the file is not an image (use .jpg, .png, .webp or .avif)`);
  return {
    href: file.publicURL,
    fileName: `${slugify(name) || "picture"}${file.ext}`,
    label,
    details: downloadDetails(detailsTemplate, {
      width: Math.round(width),
      height: Math.round(height),
      bytes: file.size,
    }),
    preview: image.gatsbyImageData,
    alt,
  };
}

/** Maps the /press/ page query to the page's texts, its downloads (portrait, then each cover, newest book first) and its books. */
export function toPressPageProps(data: Queries.PressPageQuery): PressPageProps {
  const copy = data.pressKit;
  if (!copy) throw new Error("content/settings/press.json is missing");
  const books = data.allBook.nodes;
  const detailsTemplate = copy.downloadDetails;
  const portrait = toDownload(copy.portrait, "press.portrait", {
    label: copy.portraitLabel,
    alt: copy.portraitAlt,
    name: copy.portraitLabel,
    detailsTemplate,
  });
  const covers = books.flatMap((book) =>
    book.covers.portrait
      ? [
          toDownload(book.covers.portrait, `books/${book.address}.json, covers.portrait`, {
            label: book.title,
            alt: book.covers.alt,
            name: book.address,
            detailsTemplate,
          }),
        ]
      : [],
  );
  return {
    title: copy.title,
    heading: copy.heading,
    intro: copy.intro,
    bios: {
      heading: copy.biosHeading,
      items: pressBios(copy),
      copyLabel: copy.copyButton,
      copiedMessage: copy.copiedMessage,
    },
    pronunciation: { heading: copy.pronunciationHeading, text: copy.pronunciation },
    downloads: { heading: copy.downloadsHeading, items: [portrait, ...covers] },
    books: {
      heading: copy.booksHeading,
      releaseLabel: copy.releaseLine,
      items: books.map(({ status: _status, covers: _covers, ...book }) => book),
    },
    contact: { heading: copy.contactHeading, text: copy.contactText, email: copy.contactEmail },
  };
}

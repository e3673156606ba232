/**
 * Expected values, read from the content being built (content/, or the folder CONTENT_DIR names,
 * such as the fixture content), so the tests prove the code on whatever content the schema accepts.
 * Only the product's constants (paths, sizes, timings, the storage flag) are written here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { contentDir } from "../../src/lib/content/content-dir";
import type {
  articlesSchema,
  bookSchema,
  carouselSchema,
  homeSettingsSchema,
  pressKitSchema,
} from "../../src/lib/content/schema";
import type { eventSchema } from "../../src/lib/content/events";
import { readSiteSettings } from "../../plugins/site-content/read-site-settings";
import { readMdxFile } from "../../src/lib/content/check/mdx-file";
import { collectionFiles } from "../../src/lib/content/folders";
import { COLLECTIONS, inOrder, itemFile, type SITE_SCHEMA } from "../../src/lib/content/collections";
import {
  bookPath,
  BOOKS_PATH,
  hasBooksPage,
  hasInterviewsPage,
  HOME_PATH,
  INTERVIEWS_PATH,
  PRESS_PATH,
} from "../../src/lib/site-path";
import { eventPath, EVENTS_PATH, hasEventsPage } from "../../src/lib/event-site";
import { interviewPath } from "../../src/lib/slugify";
import { zonedIso } from "../../src/lib/event-time";
import { bookDateLine as dateLine } from "../../src/lib/book-page-props";
import { fillTemplate } from "../../src/lib/fill-template";
import { displayDate } from "../../src/lib/format-date";
import { pressBios } from "../../src/lib/press-page-props";

export { displayDate };

/** The content folder the site under test was built from. */
const CONTENT_DIR = contentDir(path.join(__dirname, "..", ".."));

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(CONTENT_DIR, file), "utf8")) as T;

/** The site settings, with the site URL as every page uses it: normalised once, by readSiteSettings. */
export const site = {
  ...readJson<z.infer<typeof SITE_SCHEMA>>("settings/site.json"),
  siteUrl: readSiteSettings(path.join(CONTENT_DIR, "settings", "site.json")).siteUrl,
};
export const home = readJson<z.infer<typeof homeSettingsSchema>>("settings/home.json");
export type BookContent = z.infer<typeof bookSchema>;
/** Every book (content/books/*.json), newest first by release date, then by address. */
export const books = collectionFiles(CONTENT_DIR, COLLECTIONS.books)
  .map((file) => readJson<BookContent>(file))
  .sort(inOrder(COLLECTIONS.books));
/** The book /home features (home.json, books.featured). */
export const book = (() => {
  const featured = books.find((candidate) => candidate.address === home.books.featured);
  if (!featured) throw new Error(`home.json's books.featured names no book: ${home.books.featured}`);
  return featured;
})();
export const articles = readJson<z.infer<typeof articlesSchema>>("articles.json");
/** The articles the newsletter import added (imported-articles.json), newest first. */
export const importedArticles = (() => {
  const links = new Set(readJson<{ link: string }[]>("imported-articles.json").map(({ link }) => link));
  return articles.filter((article) => links.has(article.link)).sort((a, b) => b.date.localeCompare(a.date));
})();
export const carouselSlides = readJson<z.infer<typeof carouselSchema>>("carousel.json");

/** Fills "{name}"-style placeholders with the product's fillTemplate; one without a value throws. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  fillTemplate(template, Object.keys(values), values);

/** One interview file (under content/, e.g. "interviews/grace.mdx"): its front matter, read as the checker reads it, and its page. */
function readInterview(file: string) {
  const data = readMdxFile(CONTENT_DIR, file, COLLECTIONS.interviews).read?.data as Record<
    "host" | "title" | "description" | "date",
    string
  >;
  return { file, ...data, path: interviewPath(data.host) };
}

/** Every interview in the content's interviews/ folder, newest first, as the site orders them. */
export const interviews = collectionFiles(CONTENT_DIR, COLLECTIONS.interviews)
  .map(readInterview)
  .sort(inOrder(COLLECTIONS.interviews));

/** The newest interview; undefined when the author has none. */
export const interview = interviews.at(0);

/** The page listing every interview, when there is one. */
export const interviewsPage = hasInterviewsPage(interviews.length)
  ? { path: INTERVIEWS_PATH, ...site.interviewsPage }
  : undefined;

/** Pages that stand for their kind: /home/, the press kit, the newest interview and the featured book's page. */
export const samplePages: string[] = [
  HOME_PATH,
  PRESS_PATH,
  ...interviews.slice(0, 1).map((entry) => entry.path),
  bookPath(book.address),
];

/**
 * The articles /home shows: the newest `articles.limit`, newest first and, on the same date, the
 * later-numbered one first. A check of what the page shows counts these, never `articles`: with
 * more articles than the limit (an ordinary edit), the page rightly shows fewer than the file holds.
 */
export const homeArticles = [...articles]
  .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
  .slice(0, home.articles.limit);

/**
 * The press kit (settings/press.json) as /press/ shows it: each bio with the text its button
 * copies (the product's pressBios), and the downloads: the portrait, then each book's front cover, newest book first.
 */
export const press = (() => {
  const kit = readJson<z.infer<typeof pressKitSchema>>("settings/press.json");
  // An image path is relative to the JSON file that names it.
  const fileOf = (jsonFile: string, image: string) =>
    path.resolve(path.dirname(path.join(CONTENT_DIR, jsonFile)), image);
  // Each picture offered for download: its name on the page and the image file's absolute path.
  const downloads = [
    { label: kit.portraitLabel, file: fileOf("settings/press.json", kit.portrait) },
    ...books.flatMap((entry) =>
      entry.covers.portrait !== ""
        ? [{ label: entry.title, file: fileOf(itemFile(COLLECTIONS.books, entry.address), entry.covers.portrait) }]
        : [],
    ),
  ];
  return { ...kit, path: PRESS_PATH, bioCopies: pressBios(kit), downloads };
})();

/** Values the templates in content/ are filled with. */
export const templateValues = { name: site.name, book: book.title };

/** The product's constants (docs/PRODUCT.md, Constants). */
export const spec = {
  homePath: "/home/",
  carouselIntervalMs: 5000,
  carouselFadeMs: 500,
  headerRevealOffsetPx: 30,
  heroTextDelayMs: 200,
  heroButtonsDelayMs: 800,
  newsletterFlagKey: "hasOpenedNewsletter",
  newsletterFlagValue: "true",
  newsletterEmbedUrl: `https://${site.newsletterHost}/embed`,
} as const;

/** A path no page will ever have, for the not-found tests. */
export const unknownPath = "/this-page-is-not-in-the-book";

/** A book's date line as its page and the list of books show it, by the product's rule. */
export const bookDateLine = (entry: BookContent): string =>
  dateLine(site.bookPage, { ...entry, isoDate: entry.releaseDate, displayDate: displayDate(entry.releaseDate) }).text;

/** The page listing every book, when there is one. */
export const booksPage = hasBooksPage(books.length) ? { path: BOOKS_PATH, ...site.booksPage } : undefined;

/** Every event (content/events/*.json), in the declared order (latest local start first), with its page and its times as instants with their offset. */
export const events = collectionFiles(CONTENT_DIR, COLLECTIONS.events)
  .map((file) => readJson<z.infer<typeof eventSchema>>(file))
  .sort(inOrder(COLLECTIONS.events))
  .map((entry) => ({
    ...entry,
    path: eventPath(entry.address),
    startsAt: zonedIso(entry.start, entry.timeZone),
    endsAt: zonedIso(entry.end, entry.timeZone),
  }));

export type PublishedEvent = (typeof events)[number];

/** The page listing every event, when there is one. */
export const eventsPage = hasEventsPage(events.length) ? { path: EVENTS_PATH, ...site.eventsPage } : undefined;

/**
 * Every page the content makes, as the sitemap lists them (seo.spec checks it does). A test of every
 * built page would not notice one missing by itself: csp.spec checks they are all among them.
 */
export const sitePages: string[] = [
  HOME_PATH,
  ...interviews.map((entry) => entry.path),
  ...(interviewsPage ? [interviewsPage.path] : []),
  ...books.map((entry) => bookPath(entry.address)),
  ...(booksPage ? [booksPage.path] : []),
  ...events.map((entry) => entry.path),
  ...(eventsPage ? [eventsPage.path] : []),
  PRESS_PATH,
];

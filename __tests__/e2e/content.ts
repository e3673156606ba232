/**
 * Expected values, read from content/ so the author can change copy without breaking the tests.
 * Only the specification's constants (paths, sizes, timings, the storage flag) are written here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import articlesJson from "../../content/articles.json";
import bookJson from "../../content/settings/book.json";
import carouselJson from "../../content/carousel.json";
import homeJson from "../../content/settings/home.json";
import siteJson from "../../content/settings/site.json";
import { INTERVIEWS_IN_MENU } from "../../src/lib/constants";
import { interviewFiles, newestFirst } from "../../src/lib/content/interviews";
import { hasInterviewsPage, HOME_PATH, INTERVIEWS_PATH } from "../../src/lib/site-path";
import { interviewPath } from "../../src/lib/slugify";

const contentDir = path.join(__dirname, "..", "..", "content");

export const site = siteJson;
export const home = homeJson;
export const book = bookJson;
export const articles = articlesJson;
export const carouselSlides = carouselJson;

/** Fills "{name}"-style placeholders; a placeholder without a value is a test bug, so it throws. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`No value for {${key}} in "${template}"`);
    return String(values[key]);
  });
}

export interface InterviewContent {
  /** The file under content/, e.g. "interviews/grace.mdx". */
  file: string;
  host: string;
  title: string;
  description: string;
  date: string;
  path: string;
  navLabel: string;
  /** The text's first paragraph as the page shows it (Markdown marks and line breaks taken out). */
  firstParagraph: string;
}

/** One interview file: its front matter and the first paragraph of its text. */
function readInterview(file: string): InterviewContent {
  const { data, content } = matter(readFileSync(path.join(contentDir, file), "utf8"));
  // YAML reads an unquoted 2025-08-02 as a date; the site shows the written form.
  const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date);
  const host = String(data.host);
  const paragraph = content.trim().split(/\n\s*\n/)[0] ?? "";
  return {
    file,
    host,
    title: String(data.title),
    description: String(data.description),
    date,
    path: interviewPath(host),
    navLabel: fill(site.labels.interviewNav, { host }),
    firstParagraph: paragraph
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/[*_`\\]/g, "")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ")
      .trim(),
  };
}

/** Every interview in content/interviews/, newest first, as the site orders them. */
export const interviews: InterviewContent[] = interviewFiles(contentDir).map(readInterview).sort(newestFirst);

/** The newest interview; undefined when the author has none. */
export const interview: InterviewContent | undefined = interviews[0];

/** How many the interviews menu lists, and the page with them all when there are more. */
export const interviewsMenu = {
  size: INTERVIEWS_IN_MENU,
  page: hasInterviewsPage(interviews.length) ? { path: INTERVIEWS_PATH, ...site.interviewsPage } : undefined,
};

/**
 * Pages that stand for their kind in the tests of what every page has (head tags, scripts, footer,
 * focus): /home/ and the newest interview, when there is one.
 */
export const samplePages: string[] = [HOME_PATH, ...interviews.slice(0, 1).map((entry) => entry.path)];

/** Values the templates in content/ are filled with. */
export const templateValues = { name: site.name, book: book.title };

/** "2025-07-11" → "July 11, 2025", the site's display format for dates. */
export function displayDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    month: "long",
    day: "numeric",
    year: "numeric",
  });
}

/** The site's behaviour constants (paths, timings, sizes, the storage flag). */
export const spec = {
  homePath: "/home/",
  carouselIntervalMs: 5000,
  carouselFadeMs: 500,
  headerRevealOffsetPx: 30,
  heroTextDelayMs: 200,
  heroButtonsDelayMs: 800,
  newsletterFlagKey: "hasOpenedNewsletter",
  newsletterFlagValue: "true",
  sectionEmbed: { width: 480, height: 130 },
  dialogEmbed: { width: 800, height: 350 },
  newsletterEmbedUrl: `https://${site.newsletterHost}/embed`,
} as const;

/** A path no page will ever have, for the not-found tests. */
export const unknownPath = "/this-page-is-not-in-the-book";

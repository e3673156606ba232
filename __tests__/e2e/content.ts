/**
 * Expected values, read from content/ so the author can change copy without breaking the tests.
 * Only the specification's constants (paths, sizes, timings, the storage flag) are written here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import articlesJson from "../../content/articles.json";
import bookJson from "../../content/settings/book.json";
import carouselJson from "../../content/carousel.json";
import homeJson from "../../content/settings/home.json";
import siteJson from "../../content/settings/site.json";
import { interviewPath } from "../../src/lib/slugify";

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

/** The front matter of content/interview/index.mdx (flat `key: value` pairs). */
function readFrontMatter(file: string): Record<string, string> {
  const source = readFileSync(file, "utf8");
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (!block) throw new Error(`${file} has no front matter`);
  const fields: Record<string, string> = {};
  for (const line of block[1].split(/\r?\n/)) {
    const match = /^(\w+):\s*(.*)$/.exec(line);
    if (match) fields[match[1]] = match[2].trim().replace(/^(["'])(.*)\1$/, "$2");
  }
  return fields;
}

const frontMatter = readFrontMatter(path.join(__dirname, "..", "..", "content", "interview", "index.mdx"));

export const interview = {
  host: frontMatter.host,
  title: frontMatter.title,
  description: frontMatter.description,
  date: frontMatter.date,
  path: interviewPath(frontMatter.host),
  navLabel: fill(site.labels.interviewNav, { host: frontMatter.host }),
};

/**
 * The articles /home shows: the newest `articles.limit`, newest first and, on the same date, the
 * later-numbered one first.
 */
export const homeArticles = [...articles]
  .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
  .slice(0, home.articles.limit);

/** Values the templates in content/ are filled with. */
export const templateValues = { name: site.name, book: book.title };

/** "2025-07-11" → "July 11, 2025", the display format DECISIONS asks for. */
export function displayDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    month: "long",
    day: "numeric",
    year: "numeric",
  });
}

/** Specification constants (SPEC §9). */
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

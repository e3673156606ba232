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
  siteSettingsSchema,
} from "../../src/lib/content/schema";
import { readSiteSettings } from "../../src/lib/read-site-settings";
import { interviewPath } from "../../src/lib/slugify";

/** The content folder the site under test was built from. */
export const CONTENT_DIR = contentDir(path.join(__dirname, "..", ".."));

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(CONTENT_DIR, file), "utf8")) as T;

/** The site settings, with the site URL as every page uses it: normalised once, by readSiteSettings. */
export const site = {
  ...readJson<z.infer<typeof siteSettingsSchema>>("settings/site.json"),
  siteUrl: readSiteSettings(path.join(CONTENT_DIR, "settings", "site.json")).siteUrl,
};
export const home = readJson<z.infer<typeof homeSettingsSchema>>("settings/home.json");
export const book = readJson<z.infer<typeof bookSchema>>("settings/book.json");
export const articles = readJson<z.infer<typeof articlesSchema>>("articles.json");
export const carouselSlides = readJson<z.infer<typeof carouselSchema>>("carousel.json");

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

const frontMatter = readFrontMatter(path.join(CONTENT_DIR, "interview", "index.mdx"));

export const interview = {
  host: frontMatter.host,
  title: frontMatter.title,
  description: frontMatter.description,
  date: frontMatter.date,
  path: interviewPath(frontMatter.host),
  navLabel: fill(site.labels.interviewNav, { host: frontMatter.host }),
};

/** Values the templates in content/ are filled with. */
export const templateValues = { name: site.name, book: book.title };

/** "2025-07-11" → "July 11, 2025", the display format of docs/PRODUCT.md (Articles). */
export function displayDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    month: "long",
    day: "numeric",
    year: "numeric",
  });
}

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
  sectionEmbed: { width: 480, height: 130 },
  dialogEmbed: { width: 800, height: 350 },
  newsletterEmbedUrl: `https://${site.newsletterHost}/embed`,
} as const;

/** A path no page will ever have, for the not-found tests. */
export const unknownPath = "/this-page-is-not-in-the-book";

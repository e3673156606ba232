import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { assignArticleIds } from "../../src/admin/article-ids";
import { COLLECTIONS } from "../../src/lib/content/collections";
import { shownPath } from "../../src/lib/content/content-dir";
import {
  articlesSchema,
  homeSettingsSchema,
  importedArticlesSchema,
  type ArticleContent,
} from "../../src/lib/content/schema";
import { fillTemplate } from "../../src/lib/fill-template";
import { HOME_PLACEHOLDERS } from "../../src/lib/placeholders";
import { slugify } from "../../src/lib/slugify";
import { articleFields, pictureOf, plainText } from "./article-from-post";
import { fetchableUrl, fetchLimited, FetchError } from "./fetch-limited";
import { gridPicture, PictureError } from "./picture";
import { FeedError, readFeed, type FeedPost } from "./read-feed";

/**
 * New posts of her newsletter's feed into content/articles.json, as if she had typed them in the CMS: her articles
 * and what she deleted stay as they are (content/imported-articles.json remembers what was added).
 */

export const FEED_LIMITS = { maxBytes: 5 * 1024 * 1024, timeoutMs: 30_000 };
export const PICTURE_LIMITS = { maxBytes: 10 * 1024 * 1024, timeoutMs: 30_000 };

export interface ImportOptions {
  contentDir: string;
  /** An address or a file; by default the setting, or https://{newsletter host}/feed. */
  feed?: string;
  /** Tests shorten the waits. */
  timeoutMs?: number;
}

export interface ImportResult {
  /** What was added, by title. */
  added: string[];
  /** One sentence per post left out. */
  warnings: string[];
  /** Why nothing was imported, when the import is switched off. */
  off?: string;
}

/** The import's refusal of the whole feed: nothing is written. */
export class ImportError extends Error {}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** The settings the import needs, checked as the content check checks them. */
function settingsOf(contentDir: string) {
  const file = path.join(contentDir, COLLECTIONS.home.file);
  const home = homeSettingsSchema.shape.articles.shape.import.safeParse(
    (readJson(file) as { articles?: { import?: unknown } }).articles?.import,
  );
  const site = readJson(path.join(contentDir, COLLECTIONS.site.file)) as { newsletterHost?: unknown };
  if (!home.success || typeof site.newsletterHost !== "string")
    throw new ImportError(`${shownPath(contentDir, file)} has problems: run npm run check-content`);
  return { ...home.data, newsletterHost: site.newsletterHost, homeFile: file };
}

async function feedText(feed: string, timeoutMs: number): Promise<string> {
  if (!fetchableUrl(feed)) {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(feed)) throw new FetchError(`${feed} is not an https address`);
    return readFileSync(feed, "utf8");
  }
  const { body } = await fetchLimited(feed, { ...FEED_LIMITS, timeoutMs, sameHostOnly: true });
  return body.toString("utf8");
}

/** A name for the post's picture under images/articles/: from its address, else its title, not yet taken. */
function pictureName(post: { link: string; title: string }, folder: string, taken: Set<string>): string {
  const base = slugify(new URL(post.link).pathname.split("/").filter(Boolean).at(-1) ?? "") || slugify(post.title);
  for (let n = 1; ; n += 1) {
    const name = `${(base || "article").slice(0, 80)}${n === 1 ? "" : `-${n}`}.jpg`;
    if (!taken.has(name) && !existsSync(path.join(folder, name))) {
      taken.add(name);
      return name;
    }
  }
}

/** The feed's description of a post's picture as plain text, else the setting's, made from the post's title. */
export const pictureAlt = (template: string, title: string, feedAlt: string): string =>
  plainText(feedAlt).replace(/[<>]/g, "") || fillTemplate(template, HOME_PLACEHOLDERS.articles.imageAlt, { title });

const named = (post: FeedPost, index: number) => {
  const title = plainText(post.title);
  return title ? `"${title}"` : `post ${index + 1}`;
};

export async function importArticles(options: ImportOptions): Promise<ImportResult> {
  const { contentDir } = options;
  const settings = settingsOf(contentDir);
  if (!settings.enabled)
    return {
      added: [],
      warnings: [],
      off: `the import is switched off in ${shownPath(contentDir, settings.homeFile)}`,
    };
  const feed = options.feed ?? (settings.feed || `https://${settings.newsletterHost}/feed`);
  const timeoutMs = options.timeoutMs ?? FEED_LIMITS.timeoutMs;

  let posts: FeedPost[];
  try {
    posts = readFeed(await feedText(feed, timeoutMs));
  } catch (error) {
    if (error instanceof FeedError || error instanceof FetchError)
      throw new ImportError(`The feed ${feed} cannot be imported: ${error.message}.`);
    throw error;
  }

  const articlesFile = path.join(contentDir, COLLECTIONS.articles.file);
  const recordFile = path.join(contentDir, COLLECTIONS.importedArticles.file);
  const articles = articlesSchema.parse(readJson(articlesFile));
  const record = existsSync(recordFile) ? importedArticlesSchema.parse(readJson(recordFile)) : [];
  const known = new Set([...articles, ...record].map((entry) => fetchableUrl(entry.link)?.href ?? entry.link));

  const folder = path.join(contentDir, "images", "articles");
  const defaultImage = `./${path.posix.relative(contentDir, path.resolve(path.dirname(settings.homeFile), settings.image))}`;
  const warnings: string[] = [];
  const added: { article: Omit<ArticleContent, "id">; picture?: { name: string; data: Buffer } }[] = [];
  const taken = new Set<string>();

  for (const [index, post] of posts.entries()) {
    const fields = articleFields(post, settings.category);
    if (fields.link && known.has(fields.link)) continue;
    const missing = !fields.title ? "title" : !fields.date ? "date" : !fields.link ? "https link" : undefined;
    if (missing || !fields.link || !fields.date) {
      warnings.push(`Skipped ${named(post, index)}: it has no ${missing ?? "link"} the site can use.`);
      continue;
    }
    const source = pictureOf(post);
    const imageAlt = pictureAlt(settings.imageAlt, fields.title, source?.alt ?? "");
    let picture: { name: string; data: Buffer } | undefined;
    if (source) {
      const url = fetchableUrl(source.url, fields.link);
      try {
        if (!url) throw new PictureError(`its picture ${source.url} is not an https address`);
        const data = await gridPicture(url.href, { ...PICTURE_LIMITS, timeoutMs });
        picture = { name: pictureName({ link: fields.link, title: fields.title }, folder, taken), data };
      } catch (error) {
        if (!(error instanceof PictureError)) throw error;
        warnings.push(`Skipped ${named(post, index)}: ${error.message}.`);
        continue;
      }
    }
    const article = {
      title: fields.title,
      excerpt: fields.excerpt,
      image: picture ? `./images/articles/${picture.name}` : defaultImage,
      imageAlt,
      date: fields.date,
      readTime: fields.readTime,
      category: fields.category,
      link: fields.link,
    };
    // What the schema refuses her, it refuses a feed.
    const checked = articlesSchema.element.omit({ id: true }).safeParse(article);
    if (!checked.success) {
      warnings.push(
        `Skipped ${named(post, index)}: ${checked.error.issues[0]?.path.join(".")} ${checked.error.issues[0]?.message}.`,
      );
      continue;
    }
    known.add(fields.link);
    added.push({ article, picture });
  }

  if (added.length === 0) return { added: [], warnings };
  // Oldest first, so the numbers grow with the dates, as if she had typed them in as they came.
  added.sort((a, b) => (a.article.date < b.article.date ? -1 : a.article.date > b.article.date ? 1 : 0));
  mkdirSync(folder, { recursive: true });
  for (const { picture } of added) if (picture) writeFileSync(path.join(folder, picture.name), picture.data);
  writeJson(
    articlesFile,
    assignArticleIds<Partial<ArticleContent>>([...articles, ...added.map(({ article }) => article)]),
  );
  writeJson(recordFile, [...record, ...added.map(({ article }) => ({ link: article.link }))]);
  return { added: added.map(({ article }) => article.title), warnings };
}

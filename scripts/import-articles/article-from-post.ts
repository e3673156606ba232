import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import { ARTICLE_CATEGORIES } from "../../src/lib/content/schema";
import type { FeedPost } from "./read-feed";

/** A feed's post as an article's fields: plain text, the content's date and reading-time wording, a known category. */

type Node = DefaultTreeAdapterMap["node"];

/** Elements whose contents a reader never sees. */
const HIDDEN = new Set(["script", "style", "template", "noscript", "iframe", "object", "svg", "math", "head"]);
/** Elements that end a line of text: their words never run into the next. */
const BLOCKS = new Set([
  ..."address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table td th tr ul".split(
    " ",
  ),
]);

/** Any character a content text may not hold (control characters, Unicode line separators) as a space. */
// eslint-disable-next-line no-control-regex -- the characters are what it removes
const CONTROL = new RegExp("[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]", "g");

/** HTML (or plain text) as the text a reader sees: entities decoded, tags gone, scripts' and styles' contents dropped. */
export function plainText(html: string): string {
  const parts: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeName === "#text" && "value" in node) parts.push(node.value);
    if ("tagName" in node && HIDDEN.has(node.tagName)) return;
    const block = "tagName" in node && BLOCKS.has(node.tagName);
    if (block) parts.push(" ");
    for (const child of "childNodes" in node ? node.childNodes : []) visit(child);
    if (block) parts.push(" ");
  };
  visit(parseFragment(html));
  return parts.join("").replace(CONTROL, " ").replace(/\s+/g, " ").trim();
}

/** The text, or its longest start ending at a word with "…" after it, in at most `max` characters. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max); // the last character is the ellipsis's, or the space after a word
  const lastSpace = room.lastIndexOf(" ");
  const start = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - 1);
  return `${start.replace(/[\s,;:–—-]+$/, "")}…`;
}

/** Reading speed for "N min read". */
const WORDS_A_MINUTE = 230;

export const readTime = (text: string): string => {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return `${Math.max(1, Math.ceil(words / WORDS_A_MINUTE))} min read`;
};

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** A calendar date written YYYY-MM-DD, if the day exists. */
function isoDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * A post's date in the feed's own offset (the day as the feed writes it): Atom's "2025-07-11T08:00:00-04:00" or
 * RSS's "Fri, 11 Jul 2025 08:00:00 GMT". Undefined for anything else, or a date that does not exist.
 */
export function feedDate(value: string): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i.exec(value);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const rfc822 =
    /^(?:[a-z]{3},\s*)?(\d{1,2})\s+([a-z]{3})\s+(\d{4})\s+\d{1,2}:\d{2}(?::\d{2})?\s+(?:[+-]\d{4}|[a-z]{1,5})$/i.exec(
      value.trim(),
    );
  const month = rfc822 ? MONTHS.indexOf(rfc822[2].toLowerCase()) + 1 : 0;
  return rfc822 && month > 0 ? isoDay(Number(rfc822[3]), month, Number(rfc822[1])) : undefined;
}

type Category = (typeof ARTICLE_CATEGORIES)[number];

/** The post's first category that is one of the site's (in the site's spelling), else the default. */
export function categoryOf(categories: readonly string[], fallback: Category): Category {
  for (const category of categories) {
    const known = ARTICLE_CATEGORIES.find((name) => name.toLowerCase() === category.trim().toLowerCase());
    if (known) return known;
  }
  return fallback;
}

/** Where the check starts warning about an excerpt (src/lib/content/rules.ts). */
const EXCERPT_LENGTH = 300;

/** The fields an article takes from its post; what is missing for an article is `undefined`. */
export function articleFields(post: FeedPost, fallbackCategory: Category) {
  const body = plainText(post.body);
  let link: string | undefined;
  try {
    const url = new URL(post.link);
    link = url.protocol === "https:" ? url.href : undefined;
  } catch {
    link = undefined;
  }
  return {
    title: plainText(post.title),
    excerpt: cutAtWord(plainText(post.summary) || body, EXCERPT_LENGTH),
    date: feedDate(post.date),
    readTime: readTime(body),
    category: categoryOf(post.categories, fallbackCategory),
    link,
  };
}

/** The picture a post names: the feed's own, else the first in its body (with its alt text). */
export function pictureOf(post: FeedPost): { url: string; alt: string } | undefined {
  if (post.image) return post.image;
  let found: { url: string; alt: string } | undefined;
  const visit = (node: Node) => {
    if (found) return;
    if ("tagName" in node && node.tagName === "img") {
      const attribute = (name: string) => node.attrs.find((item) => item.name === name)?.value ?? "";
      if (attribute("src")) found = { url: attribute("src"), alt: attribute("alt") };
    }
    for (const child of "childNodes" in node ? node.childNodes : []) visit(child);
  };
  visit(parseFragment(post.body));
  return found;
}

/** What each page's share card shows, from the content's nodes: by the page's template, as collections.ts declares them. */
import path from "node:path";
import type { Node } from "gatsby";
import { FOLDER_COLLECTIONS } from "../../src/lib/content/collections";
import { eventDateTime } from "../../src/lib/event-display";
import { zonedIso } from "../../src/lib/event-time";
import type { ShareCard } from "./share-cards";

/** What the card of a page is made from: Gatsby's node helpers, as onCreatePage has them. */
export interface CardNodes {
  getNode: (id: string) => Node | undefined;
  getNodesByType: (type: string) => Node[];
}

type Fields = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" ? value : "");
const field = (node: Fields | undefined, ...keys: string[]): unknown =>
  keys.reduce<unknown>((value, key) => (value as Fields | undefined)?.[key], node);

/** A picture field of a content node (relative to its JSON file), as a file on disk. */
function pictureOf(nodes: CardNodes, node: Node | undefined, relative: unknown, alt: unknown): ShareCard["picture"] {
  const file = node?.parent ? text(nodes.getNode(node.parent)?.absolutePath) : "";
  if (!file || !text(relative)) return undefined;
  return { file: path.resolve(path.dirname(file), text(relative)), alt: text(alt) };
}

const bookCover = (nodes: CardNodes, book: Node | undefined) =>
  pictureOf(nodes, book, field(book, "covers", "portrait"), field(book, "covers", "alt"));

/** The card of the page at `pagePath` made from `component` with `context`; undefined for a page with none (Gatsby's own). */
export function shareCardOf(
  nodes: CardNodes,
  page: { path: string; component: string; context?: Fields },
): ShareCard | undefined {
  const site = nodes.getNodesByType("SiteSettings")[0] as (Node & Fields) | undefined;
  const home = nodes.getNodesByType("HomeSettings")[0] as Fields | undefined;
  if (!site) return undefined;
  const lang = text(site.lang);
  const books = nodes.getNodesByType("Book");
  const bookNamed = (address: unknown) => books.find((book) => book.address === address);
  const featured = bookNamed(field(home, "books", "featured"));
  const base = { name: text(site.name), host: new URL(text(site.siteUrl)).host };
  const component = path.resolve(page.component);
  const is = (file: string) => component === path.resolve(file);

  for (const collection of FOLDER_COLLECTIONS) {
    if (is(collection.page.template)) {
      const item = nodes.getNode(text(page.context?.id)) as (Node & Fields) | undefined;
      if (!item) return undefined;
      if (collection.name === "books") {
        return {
          ...base,
          title: text(item.title),
          lines: [text(item.subtitle)].filter(Boolean),
          picture: bookCover(nodes, item),
        };
      }
      if (collection.name === "events") {
        const inPerson = item.attendance !== "online" && item.status !== "moved online";
        const place = inPerson
          ? [field(item, "venue", "name"), field(item, "venue", "city")].map(text).filter(Boolean).join(", ")
          : text(field(site, "eventPage", "online"));
        const when = eventDateTime(zonedIso(text(item.start), text(item.timeZone)), text(item.timeZone), lang);
        return {
          ...base,
          title: text(item.title),
          lines: [when, place].filter(Boolean),
          picture: bookCover(nodes, bookNamed(item.book) ?? featured),
        };
      }
      const frontmatter = (item.frontmatter ?? {}) as Fields;
      // Filled here, not by fill-template.ts, whose TypeScript Gatsby's compiler for plugins cannot read.
      const host = text(field(site, "labels", "interviewNav")).replaceAll("{host}", text(frontmatter.host));
      return { ...base, title: text(frontmatter.title), lines: [host], picture: bookCover(nodes, featured) };
    }
    if (collection.listing && is(collection.listing.template)) {
      const title = text(field(site, `${collection.name}Page`, "title"));
      return { ...base, title, lines: [text(site.tagline)], picture: bookCover(nodes, featured) };
    }
  }
  if (is("src/templates/home.tsx") || is("src/pages/index.tsx")) {
    return {
      ...base,
      title: text(site.tagline),
      lines: [text(featured?.title)].filter(Boolean),
      picture: bookCover(nodes, featured),
    };
  }
  if (is("src/pages/press.tsx")) {
    const press = nodes.getNodesByType("PressKit")[0];
    return {
      ...base,
      title: text(field(press, "title")),
      lines: [text(site.tagline)],
      picture: pictureOf(nodes, press, field(press, "portrait"), field(press, "portraitAlt")),
    };
  }
  if (is("src/pages/404.tsx"))
    return { ...base, title: text(field(site, "notFound", "title")), lines: [text(site.tagline)] };
  return undefined;
}

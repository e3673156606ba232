/** /feed.xml: her books, events, interviews and articles as one Atom feed, newest first; the site's, no collection's. */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { Feed } from "feed";
import { formattedTextAsPlain } from "../../src/lib/content/plain-text";
import { instantOf } from "../../src/lib/event-time";
import { eventPath } from "../../src/lib/event-site";
import { bookPath, FEED_PATH, HOME_PATH } from "../../src/lib/site-path";
import type { BuildTools } from "./collection-build";

export interface FeedSite {
  siteUrl: string;
  name: string;
  description: string;
  lang: string;
}

/** One entry: a page of the site (or an article on her newsletter), dated by what it is about. */
export interface FeedEntry {
  title: string;
  url: string;
  date: Date;
  summary: string;
}

/** Plain text as the HTML Atom's writer marks its titles and summaries as (type="html"), so readers show it as typed. */
const asHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A content date ("2025-11-22") as the instant it begins in UTC. */
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** The Atom document, newest entry first; it is dated by its newest entry, so the same content writes the same file. */
export function atomFeed(site: FeedSite, entries: readonly FeedEntry[]): string {
  const origin = site.siteUrl.replace(/\/+$/, "");
  const newest = [...entries].sort((a, b) => b.date.getTime() - a.date.getTime() || (a.url < b.url ? -1 : 1));
  const feed = new Feed({
    id: `${origin}/`,
    title: site.name,
    description: site.description,
    link: `${origin}${HOME_PATH}`,
    language: site.lang,
    feedLinks: { atom: `${origin}${FEED_PATH}` },
    author: { name: site.name, link: `${origin}${HOME_PATH}` },
    updated: newest[0]?.date ?? new Date(0),
    generator: false,
  });
  for (const entry of newest) {
    const url = entry.url.startsWith("/") ? `${origin}${entry.url}` : entry.url;
    feed.addItem({
      title: asHtml(entry.title),
      id: url,
      link: url,
      date: entry.date,
      description: asHtml(entry.summary),
    });
  }
  return feed.atom1();
}

interface FeedQuery {
  site: { siteMetadata: { siteUrl: string } } | null;
  siteSettings: Omit<FeedSite, "siteUrl">;
  allBook: { nodes: { title: string; address: string; releaseDate: string; pitch: string }[] };
  allEvent: { nodes: { title: string; address: string; start: string; timeZone: string; description: string }[] };
  allMdx: { nodes: { frontmatter: { title: string; date: string; description: string }; fields: { path: string } }[] };
  allArticle: { nodes: { title: string; link: string; date: string; excerpt: string }[] };
}

/** Writes /feed.xml into `publicDir` from the content as the pages read it, and returns it, relative to `publicDir`. */
export async function writeFeed({ graphql }: Pick<BuildTools, "graphql">, publicDir: string): Promise<string> {
  const result = await graphql<FeedQuery>(`
    query SiteFeed {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteSettings {
        name
        description
        lang
      }
      allBook {
        nodes {
          title
          address
          releaseDate
          pitch
        }
      }
      allEvent {
        nodes {
          title
          address
          start
          timeZone
          description
        }
      }
      allMdx {
        nodes {
          frontmatter {
            title
            date
            description
          }
          fields {
            path
          }
        }
      }
      allArticle {
        nodes {
          title
          link
          date
          excerpt
        }
      }
    }
  `);
  const data = result.data;
  if (result.errors || !data?.site)
    throw new Error(`Could not read the content for ${FEED_PATH}: ${JSON.stringify(result.errors)}`);
  const site: FeedSite = { ...data.siteSettings, siteUrl: data.site.siteMetadata.siteUrl };
  const entries: FeedEntry[] = [
    ...data.allBook.nodes.map((book) => ({
      title: book.title,
      url: bookPath(book.address),
      date: dayOf(book.releaseDate),
      summary: book.pitch,
    })),
    ...data.allEvent.nodes.map((event) => ({
      title: event.title,
      url: eventPath(event.address),
      date: new Date(instantOf(event.start, event.timeZone)),
      summary: formattedTextAsPlain(event.description, site.siteUrl),
    })),
    ...data.allMdx.nodes.map(({ frontmatter, fields }) => ({
      title: frontmatter.title,
      url: fields.path,
      date: dayOf(frontmatter.date),
      summary: frontmatter.description,
    })),
    ...data.allArticle.nodes.map((article) => ({
      title: article.title,
      url: article.link,
      date: dayOf(article.date),
      summary: article.excerpt,
    })),
  ];
  const relative = FEED_PATH.slice(1);
  writeFileSync(path.join(publicDir, relative), atomFeed(site, entries));
  return relative;
}

import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { slugify } from "../slugify";
import { INTERVIEWS_FOLDER } from "./schema";

/**
 * The interviews on disk, for the tools that read content/ directly (the checker, the browser
 * tests, the bench); the site itself reads them through GraphQL, sorted the same way.
 */

/** The interview files, as paths under content/ ("interviews/grace.mdx"), by name; none if the folder is missing. */
export function interviewFiles(contentDir: string): string[] {
  const folder = path.join(contentDir, INTERVIEWS_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".mdx"))
    .map((entry) => path.posix.join(INTERVIEWS_FOLDER, entry.name))
    .sort();
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Newest first by the front matter's date; on the same day, by the address (the host's slug).
 * The GraphQL queries sort the same way: `sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]`.
 */
export function newestFirst(a: { date: string; host: string }, b: { date: string; host: string }): number {
  return compare(b.date, a.date) || compare(slugify(a.host), slugify(b.host));
}

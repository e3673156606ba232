/**
 * The pages the bench (and `npm run trace`) visits, read from the author's content (CONTENT_DIR,
 * content/ by default), and the control on each whose answer to a click is "ready": the one a
 * reader would use first, found by its label.
 */
import matter from "gray-matter";
import { readFileSync } from "node:fs";
import path from "node:path";
import { contentDir } from "../../src/lib/content/content-dir";
import { interviewFiles, newestFirst } from "../../src/lib/content/interviews";
import { YAML_ONLY } from "../../src/lib/content/validate";
import { interviewPath } from "../../src/lib/slugify";

export interface BenchPage {
  path: string;
  control: { label: string; scroll: boolean };
  /** What "ready" means on this page, as the tables print it. */
  ready: string;
}

/** A returning reader's dialog flag: the first-visit dialog would cover the controls being timed. */
export const RETURNING_READER = { hasOpenedNewsletter: "true" };

/** /home/, and the newest interview as the site orders them (none if the content has none). */
export function benchPages(content = contentDir()): BenchPage[] {
  const readJson = (file: string) => JSON.parse(readFileSync(path.join(content, file), "utf8"));
  const site = readJson("settings/site.json");
  const home = readJson("settings/home.json");
  const [newest] = interviewFiles(content)
    .map((file) => matter(readFileSync(path.join(content, file), "utf8"), YAML_ONLY).data)
    .map((data) => ({
      host: String(data.host ?? ""),
      date: data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date ?? ""),
    }))
    .sort(newestFirst);
  return [
    { path: "/home/", control: { label: home.books.pauseLabel, scroll: true }, ready: "carousel pause answers" },
    ...(newest
      ? [
          {
            path: interviewPath(newest.host),
            control: { label: site.labels.openMenu, scroll: false },
            ready: "menu opens",
          },
        ]
      : []),
  ];
}

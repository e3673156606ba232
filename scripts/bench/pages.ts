/**
 * What the bench (and `npm run trace`) measures, read from the author's content (CONTENT_DIR,
 * content/ by default): the controls a reader taps first, each on its page and in its window, and
 * what each control's "ready" must reach against the reference (scripts/bench/verdict.ts). Each is
 * a "bench page" of its own, a row group in the tables; Lighthouse runs once per address.
 */
import matter from "gray-matter";
import { readFileSync } from "node:fs";
import path from "node:path";
import { contentDir } from "../../src/lib/content/content-dir";
import { collectionFiles } from "../../src/lib/content/folders";
import { COLLECTIONS, inOrder } from "../../src/lib/content/collections";
import { YAML_ONLY } from "../../src/lib/content/check/mdx-file";
import { interviewPath } from "../../src/lib/slugify";
import { OPENS_AT_FIRST_PAINT, type ReadyTarget } from "./verdict";

/**
 * The control a visit taps, as the probe finds it (scripts/bench/probe.mjs): the first element the
 * selector matches that has a box, with the text or aria-label given.
 */
export interface BenchControl {
  selector: string;
  /** Its text, when the selector matches other buttons too (the Books entry among the bar's). */
  text?: string;
  /** Its aria-label before it answers: it answers when that changes (the carousel's pause button). */
  label?: string;
  /**
   * How the reader gets to it; without, it is on the first screen and tapped from the first paint.
   * "window": the window is scrolled by its height at the first paint, which reveals the fixed
   * container `revealedIn` that holds it (/home's header); "into-view": it is scrolled into view
   * once the page has loaded (the first screen is complete by then).
   */
  scroll?: "window" | "into-view";
  /** With "window": the container, hidden until the scroll reveals it, whose final top is 0. */
  revealedIn?: string;
}

export interface BenchPage {
  /** Picks it on the command line (--page) and names its trace file. */
  id: string;
  /** Its rows' name in the tables and the verdict. */
  name: string;
  path: string;
  /** The window it is visited in (scripts/bench/presets.mjs): a 375 px phone with a touch screen, or a 1280 px desktop (both tapped as scripts/bench/real-visit.mjs says). */
  viewport: "phone" | "desktop";
  control: BenchControl;
  /** What "ready" means here, as the tables print it. */
  ready: string;
  target: ReadyTarget;
}

/** A returning reader's dialog flag: the first-visit dialog would cover the controls being timed. */
export const RETURNING_READER = { hasOpenedNewsletter: "true" };

/** The header's menu toggle (below 768 px), the same in the reference build and in this one. */
const MENU_TOGGLE = '[data-site-header] button[aria-controls="mobile-menu"]';

/** An attribute selector's value, quoted (the content's labels are plain text). */
const quoted = (value: string) => JSON.stringify(value);

/**
 * The menu on the newest interview as the site orders them and on /home, the Books menu of the
 * desktop bar on that interview, and /home's carousel (no interview pages without interviews, no
 * Books menu without a navigation entry that lists the books).
 */
export function benchPages(content = contentDir()): BenchPage[] {
  const readJson = (file: string) => JSON.parse(readFileSync(path.join(content, file), "utf8"));
  const site = readJson("settings/site.json");
  const home = readJson("settings/home.json");
  const [newest] = collectionFiles(content, COLLECTIONS.interviews)
    .map((file) => matter(readFileSync(path.join(content, file), "utf8"), YAML_ONLY).data)
    .map((data) => ({
      host: String(data.host ?? ""),
      date: data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date ?? ""),
    }))
    .sort(inOrder(COLLECTIONS.interviews));
  const books: { title: string } | undefined = site.navigation.find((item: { listsBooks: boolean }) => item.listsBooks);
  const interview = newest ? interviewPath(newest.host) : null;
  const interviewMenu: BenchPage | null = interview
    ? {
        id: "interview-menu",
        name: `${interview} menu, 375 px`,
        path: interview,
        viewport: "phone",
        control: { selector: MENU_TOGGLE },
        ready: "menu opens",
        target: OPENS_AT_FIRST_PAINT,
      }
    : null;
  const homeMenu: BenchPage = {
    id: "home-menu",
    name: "/home/ menu, 375 px",
    path: "/home/",
    viewport: "phone",
    control: { selector: MENU_TOGGLE, scroll: "window", revealedIn: "[data-site-header]" },
    ready: "menu opens, scrolled at first paint",
    target: OPENS_AT_FIRST_PAINT,
  };
  const booksMenu: BenchPage | null =
    interview && books
      ? {
          id: "interview-books",
          name: `${interview} Books menu, 1280 px`,
          path: interview,
          viewport: "desktop",
          control: { selector: `nav[aria-label=${quoted(site.labels.mainNavigation)}] button`, text: books.title },
          ready: "Books menu opens",
          target: OPENS_AT_FIRST_PAINT,
        }
      : null;
  const carousel: BenchPage = {
    id: "home-carousel",
    name: "/home/ carousel, 375 px",
    path: "/home/",
    viewport: "phone",
    control: { selector: "button", label: home.books.pauseLabel, scroll: "into-view" },
    ready: "carousel pause answers",
    target: "not later",
  };
  return [interviewMenu, homeMenu, booksMenu, carousel].filter((page): page is BenchPage => page !== null);
}

/**
 * A first visit left alone: nothing is tapped, and 3 s after the load event the bench asks the
 * browser which fonts drew the first screen's heading and body text (scripts/bench/real-visit.mjs).
 */
export interface FirstVisitPage {
  id: string;
  name: string;
  path: string;
  viewport: "phone" | "desktop";
  preset: "slow" | "fast";
  /** The build it is made on: this content's, or the fixture content's (the kinds the author's lacks, events). */
  site: "content" | "fixture";
}

/** Every kind of page the site builds, by its address (src/lib/site-path.ts and the collections' pages). */
export const PAGE_KINDS: readonly (readonly [string, RegExp])[] = [
  ["home", /^\/home\/$/],
  ["interview", /^\/interview-with-[^/]+\/$/],
  ["interviews", /^\/interviews\/$/],
  ["books", /^\/books\/$/],
  ["book", /^\/books\/[^/]+\/$/],
  ["press", /^\/press\/$/],
  ["events", /^\/events\/$/],
  ["event", /^\/events\/[^/]+\/$/],
];

/** The windows and presets of a first visit: the phone and the desktop on `fast`, the phone on `slow`. */
export const FIRST_VISIT_WINDOWS = [
  ["phone", "fast"],
  ["desktop", "fast"],
  ["phone", "slow"],
] as const;

/**
 * The first address of each kind among a build's pages (its sitemap's, in order), on the content's
 * build, or else on the fixture's; each in every window of FIRST_VISIT_WINDOWS.
 */
export function firstVisitPages(
  contentPaths: readonly string[],
  fixturePaths: readonly string[] = [],
): FirstVisitPage[] {
  return PAGE_KINDS.flatMap(([kind, pattern]) => {
    const own = contentPaths.find((address) => pattern.test(address));
    const fixture = own ? undefined : fixturePaths.find((address) => pattern.test(address));
    const address = own ?? fixture;
    if (!address) return [];
    const site = own ? "content" : "fixture";
    return FIRST_VISIT_WINDOWS.map(([viewport, preset]) => ({
      id: `first-${kind}-${viewport}-${preset}`,
      name: `${kind}${site === "fixture" ? " (fixture)" : ""} ${address}, ${viewport === "phone" ? 375 : 1280} px, ${preset}`,
      path: address,
      viewport,
      preset,
      site,
    }));
  });
}

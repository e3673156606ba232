/** What the bench and `npm run trace` measure, from the content: the controls tapped first, and first visits. */
import matter from "gray-matter";
import { readFileSync } from "node:fs";
import path from "node:path";
import { contentDir } from "../../src/lib/content/content-dir";
import { collectionFiles } from "../../src/lib/content/folders";
import { COLLECTIONS, inOrder } from "../../src/lib/content/collections";
import { YAML_ONLY } from "../../src/lib/content/check/mdx-file";
import { interviewPath } from "../../src/lib/slugify";
import { OPENS_AT_FIRST_PAINT, type ReadyTarget } from "./verdict";

/** The control a visit taps: the first element `selector` matches that has a box, with the text or aria-label given. */
export interface BenchControl {
  selector: string;
  text?: string;
  /** Its aria-label before it answers: it answers when that changes (the carousel's pause button). */
  label?: string;
  /**
   * Without: on the first screen. "window": the window is scrolled by its height at the first paint,
   * which reveals the fixed container `revealedIn` that holds it; "into-view": scrolled to at the load event.
   */
  scroll?: "window" | "into-view";
  revealedIn?: string;
}

export interface BenchPage {
  /** Picks it with --page, and names its trace file. */
  id: string;
  name: string;
  path: string;
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

/** The menu on the newest interview and on /home, the Books menu of the desktop bar on that interview, and /home's carousel. */
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
  const barButton = `nav[aria-label=${JSON.stringify(site.labels.mainNavigation)}] button`;
  const pages: Array<BenchPage | "" | null | undefined> = [
    interview && {
      id: "interview-menu",
      name: `${interview} menu, 375 px`,
      path: interview,
      viewport: "phone",
      control: { selector: MENU_TOGGLE },
      ready: "menu opens",
      target: OPENS_AT_FIRST_PAINT,
    },
    {
      id: "home-menu",
      name: "/home/ menu, 375 px",
      path: "/home/",
      viewport: "phone",
      control: { selector: MENU_TOGGLE, scroll: "window", revealedIn: "[data-site-header]" },
      ready: "menu opens, scrolled at first paint",
      target: OPENS_AT_FIRST_PAINT,
    },
    interview &&
      books && {
        id: "interview-books",
        name: `${interview} Books menu, 1280 px`,
        path: interview,
        viewport: "desktop",
        control: { selector: barButton, text: books.title },
        ready: "Books menu opens",
        target: OPENS_AT_FIRST_PAINT,
      },
    {
      id: "home-carousel",
      name: "/home/ carousel, 375 px",
      path: "/home/",
      viewport: "phone",
      control: { selector: "button", label: home.books.pauseLabel, scroll: "into-view" },
      ready: "carousel pause answers",
      target: "not later",
    },
  ];
  return pages.filter((page): page is BenchPage => Boolean(page));
}

/** A first visit left alone: nothing is tapped, and 3 s after the load event the fonts that drew its text are read. */
export interface FirstVisitPage extends Pick<BenchPage, "id" | "name" | "path" | "viewport"> {
  preset: "slow" | "fast";
  /** The build it is made on: this content's, or the fixture content's (for the kinds this lacks). */
  site: "content" | "fixture";
}

/** Every kind of page the site builds, by its address (src/lib/site-path.ts and the collections' pages). */
const PAGE_KINDS: readonly (readonly [string, RegExp])[] = [
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
const FIRST_VISIT_WINDOWS = [
  ["phone", "fast"],
  ["desktop", "fast"],
  ["phone", "slow"],
] as const;

/** The first address of each kind among the content build's pages, or else the fixture's, in every window of FIRST_VISIT_WINDOWS. */
export function firstVisitPages(content: readonly string[], fixture: readonly string[] = []): FirstVisitPage[] {
  return PAGE_KINDS.flatMap(([kind, pattern]) => {
    const own = content.find((address) => pattern.test(address));
    const address = own ?? fixture.find((other) => pattern.test(other));
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

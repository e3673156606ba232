/** Size budgets by template (`npm run check:budget`): every built page is held to its template's. */
import { brotliCompressSync, constants } from "node:zlib";
import { FOLDER_COLLECTIONS } from "./content/collections";
import { BUDGET_FIGURES, type PageBudget } from "./content/collection-types";

/** A file's size as the budgets count it: brotli-compressed at its highest quality, as a host serves it. */
export const brotliSize = (buffer: Buffer): number =>
  brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** budgets.json: a budget for each template, by Gatsby's name for its chunk (page-data.json's componentChunkName). */
export interface BudgetsFile {
  templates: Record<string, Partial<PageBudget>>;
}

/** Gatsby's name for a template's chunk: "src/templates/book.tsx" → "component---src-templates-book-tsx". */
export const templateChunkName = (template: string) =>
  `component---${template.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** Every template's budget: budgets.json's and the collections' (a template in both throws). */
export function siteBudgets(file: BudgetsFile): BudgetsFile {
  const templates = { ...file.templates };
  for (const collection of FOLDER_COLLECTIONS) {
    for (const { template, budget } of [collection.page, ...(collection.listing ? [collection.listing] : [])]) {
      const name = templateChunkName(template);
      if (Object.hasOwn(templates, name)) throw new Error(`${name} has a budget in budgets.json and in collections.ts`);
      templates[name] = budget;
    }
  }
  return { templates };
}

/** The file in public/ a page's HTML is written to: "/" → index.html, "/home/" → home/index.html, "/404.html" → 404.html. */
export function htmlFileOf(pagePath: string): string {
  const relative = pagePath.replace(/^\/+/, "");
  if (relative.endsWith(".html")) return relative;
  return `${relative}${relative === "" || relative.endsWith("/") ? "" : "/"}index.html`;
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i").exec(tag)?.[1] ??
  new RegExp(`\\s${name}\\s*=\\s*'([^']*)'`, "i").exec(tag)?.[1];

/** The page-data.json and app-data.json a page's HTML preloads for fetch() (static queries do not count). */
export function pageDataPreloadsIn(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, "rel") === "preload" && attribute(tag, "as") === "fetch")
    .map((tag) => attribute(tag, "href") ?? "")
    .filter((href) => /^\/page-data\/(?:[^/]+\/)*page-data\.json$|^\/page-data\/app-data\.json$/.test(href));
}

export interface MeasuredPage {
  path: string;
  template: string;
  figures: PageBudget;
}

interface BudgetReport {
  /** One line per page and figure: the value and its budget. */
  rows: string[];
  /** What fails the check: a figure over its budget, a page whose template has no budget (or a figure none). */
  failures: string[];
  /** Budgets no built page is made from (say, every interview deleted): reported, not failed. */
  unused: string[];
}

/** Holds every page to its template's budget. */
export function checkBudgets(pages: readonly MeasuredPage[], budgets: BudgetsFile): BudgetReport {
  const rows: string[] = [];
  const failures: string[] = [];
  for (const page of pages) {
    const budget = budgets.templates[page.template];
    if (!budget) {
      failures.push(
        `${page.path}: its template ${page.template} has no budget (budgets.json, or its collection's in collections.ts)`,
      );
      continue;
    }
    for (const figure of BUDGET_FIGURES) {
      const value = page.figures[figure];
      const limit = budget[figure];
      rows.push(
        `${page.path.padEnd(28)} ${figure.padEnd(12)} ${String(value).padStart(7)} B  (budget ${limit ?? "none"} B)`,
      );
      if (limit === undefined) failures.push(`${page.path} ${figure}: ${page.template} has no budget for it`);
      else if (value > limit) failures.push(`${page.path} ${figure}: ${value} B is over the budget of ${limit} B`);
    }
  }
  const used = new Set(pages.map((page) => page.template));
  const unused = Object.keys(budgets.templates).filter((template) => !used.has(template));
  return { rows, failures, unused };
}

/** Evaluates the parts of a `sizes` attribute this site writes: media conditions in px, lengths in px or vw. */
export function slotWidth(sizes: string | undefined, viewport: number): number {
  for (const entry of (sizes ?? "100vw").split(",").map((part) => part.trim())) {
    const match = /^(?:\((min|max)-width:\s*(\d+)px\)\s+)?(.+)$/.exec(entry);
    if (!match) continue;
    const [, kind, limit, length] = match;
    if (kind === "min" && viewport < Number(limit)) continue;
    if (kind === "max" && viewport > Number(limit)) continue;
    const px = /^(\d+(?:\.\d+)?)px$/.exec(length);
    const vw = /^(\d+(?:\.\d+)?)vw$/.exec(length);
    if (px) return Number(px[1]);
    if (vw) return (Number(vw[1]) * viewport) / 100;
    return viewport; // calc()/min(): at most the viewport on this layout
  }
  return viewport;
}

/** The srcset candidate a browser picks for a slot at a device pixel ratio: the smallest wide enough. */
export function pickCandidate(srcset: string, sizes: string | undefined, viewport: number, dpr: number) {
  const candidates = srcset
    .split(",")
    .map((item) => item.trim().split(/\s+/))
    .map(([url, width]) => ({ url, width: Number.parseInt(width, 10) }))
    .filter((candidate) => candidate.url && candidate.width)
    .sort((a, b) => a.width - b.width);
  const needed = slotWidth(sizes, viewport) * dpr;
  return candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1);
}

function mediaMatches(media: string | undefined, viewport: number): boolean {
  if (!media) return true;
  const match = /\((min|max)-width:\s*(\d+)px\)/.exec(media);
  if (!match) return true;
  return match[1] === "min" ? viewport >= Number(match[2]) : viewport <= Number(match[2]);
}

/** The images a `viewport` px screen at `dpr` fetches before scrolling: each eager <picture>'s chosen candidate. */
export function eagerImageUrls(html: string, viewport: number, dpr: number): string[] {
  const urls: string[] = [];
  for (const [picture] of html.matchAll(/<picture[\s\S]*?<\/picture>/g)) {
    const img = /<img[^>]*>/.exec(picture)?.[0] ?? "";
    if (!/loading="eager"/.test(img)) continue;
    const source = [...picture.matchAll(/<source[^>]*>/g)]
      .map((match) => match[0])
      .find((tag) => mediaMatches(attribute(tag, "media"), viewport) && attribute(tag, "type") !== "image/jpeg");
    const tag = source ?? img;
    const chosen = pickCandidate(
      attribute(tag, "srcset") ?? attribute(tag, "srcSet") ?? "",
      attribute(tag, "sizes"),
      viewport,
      dpr,
    );
    if (chosen) urls.push(chosen.url);
  }
  return urls;
}

/** npm run check:budget: every built page's bytes held to its template's budget (src/lib/budgets.ts). */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { BUILD_RECORDS_DIR } from "../plugins/site-host/build-artifacts";
import type { PageParts } from "../plugins/site-render/page-preloads";
import {
  brotliSize,
  checkBudgets,
  eagerImageUrls,
  pageDataPreloadsIn,
  htmlFileOf,
  siteBudgets,
  type BudgetsFile,
  type MeasuredPage,
} from "../src/lib/budgets";

const PUBLIC = path.resolve("public");
/** Gatsby's name for the chunk group every page runs (webpack.stats.json). */
const APP_CHUNK_GROUP = "app";
const VIEWPORT = 375;
const DPR = 2;

const read = (file: string) => readFileSync(path.join(PUBLIC, file));
/** A path on the site ("/app-1234.js") as a file in public/. */
const fromUrl = (url: string) => decodeURI(url).replace(/^\//, "");

type PageData = PageParts & { path: string };

interface WebpackStats {
  namedChunkGroups: Record<string, { assets?: (string | { name: string })[] } | undefined>;
}

/** Every page's page-data.json: one per page Gatsby built. */
function builtPages(): PageData[] {
  const pageDataDir = path.join(PUBLIC, "page-data");
  return readdirSync(pageDataDir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page-data.json")
    .map((file) => JSON.parse(readFileSync(path.join(pageDataDir, file), "utf8")) as PageData)
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** JavaScript Gatsby loads for a page: the scripts in its HTML, the app's chunk group and the page component's. */
function scriptsFor(html: string, componentChunkName: string, stats: WebpackStats): string[] {
  const assets = new Set([...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((match) => match[1]));
  for (const group of [APP_CHUNK_GROUP, componentChunkName]) {
    for (const asset of stats.namedChunkGroups[group]?.assets ?? []) {
      const name = typeof asset === "string" ? asset : asset.name;
      if (name.endsWith(".js")) assets.add(name);
    }
  }
  return [...assets];
}

function cssBytes(html: string): number {
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
  const linked = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((match) => read(match[1]));
  return brotliSize(Buffer.from(inline)) + linked.reduce((sum, buffer) => sum + brotliSize(buffer), 0);
}

function measure(page: PageData, stats: WebpackStats): MeasuredPage {
  const html = read(htmlFileOf(page.path)).toString("utf8");
  const sum = (files: string[], size: (file: string) => number) => files.reduce((total, file) => total + size(file), 0);
  return {
    path: page.path,
    template: page.componentChunkName,
    figures: {
      html: brotliSize(Buffer.from(html)),
      css: cssBytes(html),
      js: sum(scriptsFor(html, page.componentChunkName, stats), (file) => brotliSize(read(file))),
      pageData: sum(pageDataPreloadsIn(html).map(fromUrl), (file) => brotliSize(read(file))),
      imagesAt375: sum(eagerImageUrls(html, VIEWPORT, DPR).map(fromUrl), (file) => read(file).length),
    },
  };
}

// Gatsby's record of the scripts, which the build keeps out of public/ (plugins/site-host/build-artifacts.ts).
const STATS = path.resolve(BUILD_RECORDS_DIR, "webpack.stats.json");
if (!existsSync(STATS)) {
  console.error("No build in public/: run `npm run build` first.");
  process.exit(1);
}

const stats = JSON.parse(readFileSync(STATS, "utf8")) as WebpackStats;
const budgets = siteBudgets(JSON.parse(readFileSync("budgets.json", "utf8")) as BudgetsFile);
const { rows, failures, unused } = checkBudgets(
  builtPages().map((page) => measure(page, stats)),
  budgets,
);
console.log(rows.join("\n"));
if (unused.length > 0) console.log(`\nNo page is made from these templates now: ${unused.join(", ")}.`);
if (failures.length > 0) {
  console.error(`\nOver budget or without one:\n${failures.join("\n")}`);
  process.exit(1);
}
console.log("\nEvery page is within its template's size budget.");

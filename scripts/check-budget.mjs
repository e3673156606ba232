#!/usr/bin/env node
/**
 * Size budget, read from the build in public/ (deterministic, unlike timings): for each page
 * in budgets.json, the brotli-compressed bytes of its HTML, of its CSS (inline and linked),
 * of the JavaScript it loads before any interaction (Gatsby's app chunks and the page's
 * component chunks), and of the images a 375 px wide, 2x screen downloads before scrolling
 * (the eagerly loaded <img>/<picture> candidates the browser would pick).
 * Exits 1 with the figure and the budget when anything is over.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const PUBLIC = path.resolve("public");
const VIEWPORT = 375;
const DPR = 2;

const brotli = (buffer) => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const read = (file) => readFileSync(path.join(PUBLIC, file));

function pageFile(route) {
  return route.endsWith(".html") ? route : path.join(route, "index.html");
}

/** JavaScript Gatsby loads for a page: the app's chunk group and the page component's. */
function scriptsFor(html, route) {
  const stats = JSON.parse(read("webpack.stats.json"));
  const pageData = route.endsWith(".html") ? "404.html" : route.replace(/^\//, "");
  const { componentChunkName } = JSON.parse(read(path.join("page-data", pageData, "page-data.json")));
  const assets = new Set([...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((match) => match[1]));
  for (const group of ["app", componentChunkName]) {
    for (const asset of stats.namedChunkGroups[group]?.assets ?? []) {
      const name = typeof asset === "string" ? asset : asset.name;
      if (name.endsWith(".js")) assets.add(name);
    }
  }
  return [...assets];
}

function cssBytes(html) {
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
  const linked = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map((match) => read(match[1]));
  return brotli(Buffer.from(inline)) + linked.reduce((sum, buffer) => sum + brotli(buffer), 0);
}

/** Evaluates the parts of a `sizes` attribute this site writes: media conditions in px, lengths in px or vw. */
function slotWidth(sizes) {
  for (const entry of (sizes ?? "100vw").split(",").map((part) => part.trim())) {
    const match = /^(?:\((min|max)-width:\s*(\d+)px\)\s+)?(.+)$/.exec(entry);
    if (!match) continue;
    const [, kind, limit, length] = match;
    if (kind === "min" && VIEWPORT < Number(limit)) continue;
    if (kind === "max" && VIEWPORT > Number(limit)) continue;
    const px = /^(\d+(?:\.\d+)?)px$/.exec(length);
    const vw = /^(\d+(?:\.\d+)?)vw$/.exec(length);
    if (px) return Number(px[1]);
    if (vw) return (Number(vw[1]) * VIEWPORT) / 100;
    return VIEWPORT; // calc()/min(): at most the viewport on this layout
  }
  return VIEWPORT;
}

function pick(srcset, sizes) {
  const candidates = srcset
    .split(",")
    .map((item) => item.trim().split(/\s+/))
    .map(([url, width]) => ({ url, width: Number.parseInt(width, 10) }))
    .filter((candidate) => candidate.url && candidate.width)
    .sort((a, b) => a.width - b.width);
  const needed = slotWidth(sizes) * DPR;
  return candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1);
}

function mediaMatches(media) {
  if (!media) return true;
  const match = /\((min|max)-width:\s*(\d+)px\)/.exec(media);
  if (!match) return true;
  return match[1] === "min" ? VIEWPORT >= Number(match[2]) : VIEWPORT <= Number(match[2]);
}

/** Bytes of the images fetched eagerly at 375 px: the first matching <source> (AVIF first), else the <img>. */
function eagerImageBytes(html) {
  let total = 0;
  for (const [picture] of html.matchAll(/<picture[\s\S]*?<\/picture>/g)) {
    const img = /<img[^>]*>/.exec(picture)?.[0] ?? "";
    if (!/loading="eager"/.test(img)) continue;
    const attribute = (tag, name) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
    const source = [...picture.matchAll(/<source[^>]*>/g)]
      .map((match) => match[0])
      .find((tag) => mediaMatches(attribute(tag, "media")) && attribute(tag, "type") !== "image/jpeg");
    const tag = source ?? img;
    const chosen = pick(attribute(tag, "srcset") ?? attribute(tag, "srcSet") ?? "", attribute(tag, "sizes"));
    if (chosen) total += read(decodeURI(chosen.url).replace(/^\//, "")).length;
  }
  return total;
}

if (!existsSync(path.join(PUBLIC, "webpack.stats.json"))) {
  console.error("No build in public/: run `npm run build` first.");
  process.exit(1);
}

const { pages } = JSON.parse(readFileSync("budgets.json", "utf8"));
const failures = [];
const rows = [];
for (const [route, budget] of Object.entries(pages)) {
  const html = read(pageFile(route)).toString("utf8");
  const figures = {
    html: brotli(Buffer.from(html)),
    css: cssBytes(html),
    js: scriptsFor(html, route).reduce((sum, file) => sum + brotli(read(file)), 0),
    imagesAt375: eagerImageBytes(html),
  };
  for (const [kind, value] of Object.entries(figures)) {
    const limit = budget[kind];
    rows.push(`${route.padEnd(24)} ${kind.padEnd(12)} ${String(value).padStart(7)} B  (budget ${limit} B)`);
    if (limit !== undefined && value > limit)
      failures.push(`${route} ${kind}: ${value} B is over the budget of ${limit} B`);
  }
}
console.log(rows.join("\n"));
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.join("\n")}`);
  process.exit(1);
}
console.log("\nEvery page is within its size budget.");

#!/usr/bin/env node
/**
 * npm run bench: Lighthouse on the production build, served locally like a CDN.
 *
 * Builds (unless --no-build), serves public/ on a free port, runs Lighthouse (Debian's
 * Chromium; every third-party request blocked) --runs times (default 5) on each page with the
 * mobile and desktop presets, prints medians and min–max, and writes the results as JSON to
 * .bench/ (git-ignored). With --doc it also rewrites the table in docs/PERFORMANCE.md.
 *
 * Usage: npm run bench -- [--no-build] [--runs 5] [--doc] [--reports] [--page /home] [--preset mobile]
 *                         [--throttling simulate|devtools]
 * --reports also keeps every run's full Lighthouse report in .bench/ (open one in the Lighthouse viewer).
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { chromium as playwrightChromium } from "@playwright/test";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { freePort, startPagesDev } from "./pages-dev.mjs";

const ALL_PAGES = ["/home", "/interview-with-grace"];
const ALL_PRESETS = ["mobile", "desktop"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TIMINGS = [
  ["FCP", "first-contentful-paint", "ms"],
  ["LCP", "largest-contentful-paint", "ms"],
  ["TBT", "total-blocking-time", "ms"],
  ["CLS", "cumulative-layout-shift", ""],
  ["SI", "speed-index", "ms"],
];
const BYTE_TYPES = [
  ["HTML", "document"],
  ["JS", "script"],
  ["CSS", "stylesheet"],
  ["Images", "image"],
  ["Fonts", "font"],
  ["Total", "total"],
];

const OUT_DIR = ".bench";
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index > -1 ? args[index + 1] : fallback;
};
const runs = Number(option("runs", 5));
// --page and --preset narrow a run while investigating; --doc should always use the full set.
const PAGES = option("page") ? [option("page")] : ALL_PAGES;
const PRESETS = option("preset") ? [option("preset")] : ALL_PRESETS;
// "simulate" (Lighthouse's default, what PageSpeed Insights reports) or "devtools": really
// throttles the network and CPU while loading, a cross-check of the simulation's estimates.
const THROTTLING = option("throttling", "simulate");
const chromium = JSON.parse(readFileSync(new URL("./chromium.json", import.meta.url), "utf8"));
const chromePath = process.env.CHROMIUM_PATH ?? chromium.defaultPath;

if (!existsSync(chromePath)) {
  console.error(
    `Chromium not found at ${chromePath}: install it with \`apt-get install chromium\` or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function summarise(lhr) {
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  const bytes = Object.fromEntries(items.map((item) => [item.resourceType, item.transferSize]));
  const requests = items.find((item) => item.resourceType === "total")?.requestCount ?? 0;
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    timings: Object.fromEntries(TIMINGS.map(([label, id]) => [label, lhr.audits[id]?.numericValue ?? NaN])),
    bytes: Object.fromEntries(BYTE_TYPES.map(([label, type]) => [label, bytes[type] ?? 0])),
    requests,
    lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? "",
    failing: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
      .map((audit) => audit.id),
  };
}

function format(label, values, unit) {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const show = (value) =>
    unit === "ms"
      ? `${Math.round(value)}`
      : unit === "KB"
        ? (value / 1024).toFixed(1)
        : unit === ""
          ? value.toFixed(3)
          : `${value}`;
  return `${show(median(values))} (${show(min)}–${show(max)})`;
}

function table(results) {
  const header = ["Metric", ...results.map((r) => `${r.page} ${r.preset}`)];
  const rows = [
    ...CATEGORIES.map((id) => [
      id,
      ...results.map((r) =>
        format(
          id,
          r.runs.map((x) => x.scores[id]),
          "score",
        ),
      ),
    ]),
    ...TIMINGS.map(([label, , unit]) => [
      `${label}${unit ? ` (${unit})` : ""}`,
      ...results.map((r) =>
        format(
          label,
          r.runs.map((x) => x.timings[label]),
          unit,
        ),
      ),
    ]),
    ...BYTE_TYPES.map(([label]) => [
      `${label} (KB)`,
      ...results.map((r) =>
        format(
          label,
          r.runs.map((x) => x.bytes[label]),
          "KB",
        ),
      ),
    ]),
    [
      "Requests",
      ...results.map((r) =>
        format(
          "requests",
          r.runs.map((x) => x.requests),
          "count",
        ),
      ),
    ],
  ];
  return [header, header.map(() => "---"), ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n");
}

/**
 * One Lighthouse run. Lighthouse now and then fails to record the trace (NO_NAVSTART and the
 * like, a hiccup of the browser, not of the page); such a run is repeated, not counted.
 */
async function measure(url, port, preset, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(
      url,
      {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
        throttlingMethod: THROTTLING,
        // The site is served over http on loopback; everything https is third-party here.
        blockedUrlPatterns: ["https://*"],
      },
      preset === "desktop" ? desktopConfig : undefined,
    );
    if (!lhr.runtimeError) return lhr;
    if (attempt === attempts)
      throw new Error(`Lighthouse failed ${attempts} times on ${url}: ${lhr.runtimeError.message}`);
    console.log(`  (Lighthouse could not measure ${url}: ${lhr.runtimeError.code}; trying again)`);
  }
}

async function main() {
  if (!flag("no-build")) {
    console.log("Building…");
    const started = Date.now();
    execSync("npm run build", { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } });
    console.log(`Build took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startPagesDev({ port: await freePort() });
  const { origin } = server;
  // Like a CDN's edge cache: each page is compressed once before it is measured, not during the first run.
  for (const page of PAGES)
    await (await fetch(`${origin}${page}`, { headers: { "accept-encoding": "br" } })).arrayBuffer();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...chromium.args],
  });
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const results = [];
  try {
    for (const page of PAGES) {
      for (const preset of PRESETS) {
        const entry = { page, preset, runs: [] };
        for (let run = 1; run <= runs; run += 1) {
          // Every run is a first visit: Lighthouse clears the HTTP cache between runs but keeps
          // localStorage, where the site notes that the fonts are cached (src/lib/web-fonts.ts).
          const blank = await browser.contexts()[0].newPage();
          await blank.goto(`${origin}/robots.txt`);
          await blank.evaluate(() => localStorage.clear());
          await blank.close();
          const lhr = await measure(`${origin}${page}`, chrome.port, preset);
          if (flag("reports")) {
            const name = `${page.replace(/\W+/g, "") || "root"}-${preset}-${run}.json`;
            writeFileSync(path.join(OUT_DIR, name), JSON.stringify(lhr));
          }
          const summary = summarise(lhr);
          entry.runs.push(summary);
          console.log(
            `${page} ${preset} run ${run}/${runs}: perf ${summary.scores.performance}, LCP ${Math.round(summary.timings.LCP)} ms, TBT ${Math.round(summary.timings.TBT)} ms, CLS ${summary.timings.CLS.toFixed(3)}${summary.failing.length ? `; below 100: ${summary.failing.join(", ")}` : ""}`,
          );
        }
        results.push(entry);
      }
    }
  } finally {
    await browser.close();
    await chrome.kill();
    server.close();
  }

  const output = table(results);
  console.log(`\n${output}\n`);
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, Lighthouse ${JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version}`;
  const file = path.join(OUT_DIR, `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), machine, runs, throttling: THROTTLING, results }, null, 2),
  );
  console.log(`Wrote ${file}`);

  if (flag("doc")) {
    const doc = "docs/PERFORMANCE.md";
    const text = readFileSync(doc, "utf8");
    const start = "<!-- bench:start -->";
    const end = "<!-- bench:end -->";
    const body = `${start}\n\nMeasured ${new Date().toISOString().slice(0, 10)} on ${machine}; ${THROTTLING === "simulate" ? "simulated" : "DevTools"} throttling; median of ${runs} runs (min–max).\n\n${output}\n\n${end}`;
    writeFileSync(doc, text.replace(new RegExp(`${start}[\\s\\S]*${end}`), body));
    console.log(`Updated ${doc}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

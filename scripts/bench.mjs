#!/usr/bin/env node
/**
 * npm run bench: real throttled first visits to builds A (the reference, scripts/bench/reference.mjs)
 * and B (this checkout's public/, built first unless --no-build), each bench page's control tapped
 * until it answers (scripts/bench/pages.ts); then Lighthouse, and first visits left alone. What it
 * measures and how: docs/PERFORMANCE.md, "How it is measured". Raw figures go to .bench/.
 *
 * Usage: npm run bench -- [--no-build] [--visits 9] [--preset slow|fast] [--page <address or id>]…
 *   [--a [name=]<public dir>] [--b [name=]<public dir>]… [--rebuild-reference] [--lh-runs 3 | --no-lighthouse]
 *   [--first-visits 3] [--fixture <public dir>] [--doc] [--from <.bench/bench-….json>]
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { lighthouseRuns } from "./bench/lighthouse.mjs";
import { benchChromium, PRESETS, VIEWPORTS } from "./bench/presets.mjs";
import { realVisit } from "./bench/real-visit.mjs";
import { REFERENCE_COMMIT, referencePublicDir } from "./bench/reference.mjs";
import { median, ratio } from "./bench/stats.mjs";
import { firstVisitVerdicts, lighthouseVerdicts, realVerdicts, verdictLine } from "./bench/verdict";
// Run with tsx (npm run bench), which lets this script use TypeScript modules.
import { benchPages, firstVisitPages, RETURNING_READER } from "./bench/pages";
import { freePort, startPagesDev } from "./pages-dev.mjs";

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index > -1 ? args[index + 1] : fallback;
};
const options = (name) => args.flatMap((arg, index) => (arg === `--${name}` ? [args[index + 1]] : []));

const visits = Number(option("visits", 9));
const presetName = option("preset", "slow");
const preset = PRESETS[presetName];
if (!preset) throw new Error(`--preset must be one of ${Object.keys(PRESETS).join(", ")}`);
const lhRuns = flag("no-lighthouse") ? 0 : Number(option("lh-runs", 3));
const firstVisits = Number(option("first-visits", 3));
const fixtureDir = option("fixture", existsSync(".fixture/public") ? ".fixture/public" : null);
const browser = benchChromium();

const ALL_PAGES = benchPages();
const named = options("page");
const pick = (list) =>
  named.length > 0 ? list.filter((page) => named.includes(page.path) || named.includes(page.id)) : list;
const pages = pick(ALL_PAGES);

/** The addresses of a built site's pages, in its sitemap's order. */
function sitemapPaths(dir) {
  return readdirSync(dir)
    .filter((file) => /^sitemap-\d+\.xml$/.test(file))
    .flatMap((file) => [...readFileSync(path.join(dir, file), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)])
    .map((match) => new URL(match[1]).pathname);
}
/** Each address once: Lighthouse loads a page, not a control. */
const addresses = (list) => [...new Set(list.map((page) => page.path))];

/** Each metric of a real visit and its unit. */
const METRICS = { FCP: "ms", LCP: "ms", CLS: "", shown: "ms", ready: "ms", blocking: "ms" };
const LABELS = { shown: "shown: can be tapped", blocking: "blocking time, FCP to ready" };
const LH_COLUMNS = ["performance", "accessibility", "best-practices", "seo", "FCP", "LCP", "TBT", "CLS", "KB", "JS KB"];

/** A build on Cloudflare's own runtime, each page compressed once before it is measured (as a CDN's edge cache). */
async function serve(dir, paths) {
  const server = await startPagesDev({ port: await freePort(), dir });
  for (const address of paths)
    await (await fetch(`${server.origin}${address}`, { headers: { "accept-encoding": "br" } })).arrayBuffer();
  return { server, origin: server.origin };
}

const show = (value, unit) => (unit === "ms" ? `${Math.round(value)}` : value.toFixed(3));
const spread = (values, unit) =>
  `${show(median(values), unit)} (${show(Math.min(...values), unit)}–${show(Math.max(...values), unit)})`;
const showRatio = (r) => (r ? `${r.value.toFixed(2)} (${r.low.toFixed(2)}–${r.high.toFixed(2)})` : "–");
const markdown = (rows) =>
  [rows[0], rows[0].map(() => "---"), ...rows.slice(1)].map((row) => `| ${row.join(" | ")} |`).join("\n");
/** A bench page's name; in a run saved before there were several controls a page has only its address. */
const nameOf = (page) => page.name ?? page.path;
/** A metric's figures; one the page never reported (no LCP before the scroll, say) is left out, not counted as 0. */
const metricValues = (visits, metric) => visits.map((visit) => visit[metric]).filter(Number.isFinite);
/** A Lighthouse figure's median; a run saved before a column was added has none (NaN). */
const lhMedian = (runs, column) => median(runs.map((run) => run[column] ?? NaN));
/** "n of N" visits where `test` holds, of those that recorded it. */
const countOf = (visits, test) => {
  const known = visits.filter((visit) => test(visit) !== null && test(visit) !== undefined);
  return known.length === 0 ? "–" : `${known.filter(test).length} of ${known.length}`;
};

function realTable({ results, builds }, visits) {
  const [a, ...bs] = builds;
  const header = ["Page", "Metric", `A: ${a.name}`];
  for (const b of bs) header.push(`B: ${b.name}`, `${bs.length > 1 ? b.name : "B"}/A (90% interval)`);
  const rows = [header];
  for (const { page, visits: byBuild } of results)
    for (const [metric, unit] of Object.entries(METRICS)) {
      const label = metric === "ready" ? `ready: ${page.ready}` : (LABELS[metric] ?? metric);
      const values = byBuild.map((visits) => metricValues(visits, metric));
      const shown = (v) => `${spread(v, unit)}${v.length < visits ? ` [${v.length} of ${visits}]` : ""}`;
      const row = [nameOf(page), `${label}${unit ? ` (${unit})` : ""}`, shown(values[0])];
      for (const bv of values.slice(1)) row.push(shown(bv), showRatio(ratio(values[0], bv)));
      rows.push(row);
    }
  return markdown(rows);
}

function lighthouseTable({ lhResults }) {
  const inMs = ["FCP", "LCP", "TBT"];
  const rows = [["Page", "Build", ...LH_COLUMNS.map((c) => (inMs.includes(c) ? `${c} (ms)` : c))]];
  for (const { page, builds } of lhResults)
    for (const { name, runs } of builds)
      rows.push([
        page,
        name,
        ...LH_COLUMNS.map((c) => {
          const m = lhMedian(runs, c);
          if (Number.isNaN(m)) return "–";
          return c === "CLS" ? m.toFixed(3) : c.endsWith("KB") ? m.toFixed(1) : `${Math.round(m)}`;
        }),
      ]);
  return markdown(rows);
}

/** Per bench page or first visit and build: the first screen's text in the web fonts, and when those came into use. */
function fontsTable({ results, builds, firstResults = [] }) {
  const rows = [
    ...results.flatMap(({ page, visits }) =>
      builds.map((build, index) => ({ name: nameOf(page), build: build.name, visits: visits[index] })),
    ),
    ...firstResults.map(({ page, build, visits }) => ({ name: page.name, build, visits })),
  ];
  const table = [["Page", "Build", "at ready", "at load", "drawn at the end", "web fonts in use (ms)", "CLS, max"]];
  for (const { name, build, visits } of rows) {
    const inUse = visits.map((visit) => visit.fonts?.inUseAt).filter(Number.isFinite);
    table.push([
      name,
      build,
      countOf(visits, (visit) => visit.fonts?.atReady),
      countOf(visits, (visit) => visit.fonts?.atLoad),
      countOf(visits, (visit) => visit.fonts?.inWebFonts),
      inUse.length > 0 ? spread(inUse, "ms") : "–",
      Math.max(...visits.map((visit) => visit.CLS)).toFixed(3),
    ]);
  }
  return markdown(table);
}

/** The verdict against A (scripts/bench/verdict.ts), one line per bench page, Lighthouse address or first visit and B build. */
function verdictLines({ results, lhResults, builds, firstResults = [] }) {
  const lines = [];
  const perMetric = (figure) => Object.fromEntries(Object.keys(METRICS).map((m) => [m, figure(m)]));
  const medians = (visits) => perMetric((m) => median(metricValues(visits, m)));
  for (const { page, visits: byBuild } of results)
    builds.slice(1).forEach((build, index) => {
      const [a, b] = [byBuild[0], byBuild[index + 1]];
      const ratios = perMetric((m) => ratio(metricValues(a, m), metricValues(b, m)));
      // A run saved before the controls had targets of their own is held to "not later".
      const verdicts = realVerdicts({ a: medians(a), b: medians(b), ratios }, page.target ?? "not later");
      lines.push(verdictLine(nameOf(page), build.name, verdicts));
    });
  for (const { page, builds: lhBuilds } of lhResults) {
    const lhMedians = (name) => {
      const runs = lhBuilds.find((build) => build.name === name)?.runs ?? [];
      return Object.fromEntries(LH_COLUMNS.map((c) => [c, lhMedian(runs, c)]));
    };
    const a = lhMedians(builds[0].name);
    for (const build of builds.slice(1))
      lines.push(verdictLine(`${page} (Lighthouse)`, build.name, lighthouseVerdicts({ a, b: lhMedians(build.name) })));
  }
  for (const { page, build, visits } of firstResults)
    lines.push(verdictLine(`First visit, ${page.name}`, build, firstVisitVerdicts(visits)));
  return lines.map((line) => `- ${line}`).join("\n");
}

/** A: the reference unless --a names a public/ directory; B: --b (repeatable) or this build. */
function chooseBuilds() {
  const named = (value) => {
    const [name, dir] = value.includes("=")
      ? value.split("=")
      : [path.basename(path.dirname(path.resolve(value))), value];
    return { name, dir: path.resolve(dir) };
  };
  const a = option("a")
    ? named(option("a"))
    : { name: `reference ${REFERENCE_COMMIT}`, dir: referencePublicDir({ rebuild: flag("rebuild-reference") }) };
  if (options("b").length === 0 && !flag("no-build")) {
    console.log("Building B…");
    execSync("npm run build", { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } });
  }
  const bs = options("b").length > 0 ? options("b").map(named) : [{ name: "this build", dir: path.resolve("public") }];
  return [a, ...bs];
}

/** Rewrites the table in docs/PERFORMANCE.md (between its bench:start and bench:end marks) from a run. */
function writeDoc(run) {
  const doc = "docs/PERFORMANCE.md";
  const [start, end] = ["<!-- bench:start -->", "<!-- bench:end -->"];
  const visitsPerBuild = run.results[0]?.visits[0]?.length ?? 0;
  const runsPerBuild = run.lhResults[0]?.builds[0]?.runs.length ?? 0;
  const names = run.builds.map((build, index) => `${index === 0 ? "A" : "B"}: ${build.name}`).join("; ");
  const body = [
    start,
    "",
    `Measured ${run.date.slice(0, 10)} on ${run.machine}. ${names}. Real visits, preset "${run.preset}", ${visitsPerBuild} per control and build, interleaved, the control tapped with real input; median (min–max), and the ratio B/A with its 90% bootstrap interval.`,
    "",
    realTable(run, visitsPerBuild),
    ...(runsPerBuild > 0
      ? ["", `Lighthouse mobile, simulated throttling, median of ${runsPerBuild}:`, "", lighthouseTable(run)]
      : []),
    "",
    "The first screen's heading and body text in the web fonts, and when those came into use:",
    "",
    fontsTable(run),
    "",
    "Verdict against A (scripts/bench/verdict.ts):",
    "",
    verdictLines(run),
    "",
    end,
  ].join("\n");
  const text = readFileSync(doc, "utf8");
  writeFileSync(doc, text.replace(new RegExp(`${start}[\\s\\S]*${end}`), body));
  // The table's columns as Prettier lays them out, so format:check stays green.
  execSync(`npx prettier --write ${doc}`, { stdio: "ignore" });
  console.log(`Updated ${doc}`);
}

/** --from <.bench/bench-….json>: the tables and the verdict of a saved run, without visiting anything. */
function reprint(file) {
  const run = JSON.parse(readFileSync(file, "utf8"));
  const visitsPerBuild = run.results[0]?.visits[0]?.length ?? 0;
  console.log(
    `${file}: ${run.date}, ${run.machine}, preset "${run.preset}", ${visitsPerBuild} visits per control and build\n`,
  );
  console.log(`${realTable(run, visitsPerBuild)}\n`);
  if (run.lhResults.length > 0) console.log(`${lighthouseTable(run)}\n`);
  console.log(`${fontsTable(run)}\n`);
  console.log(`Verdict against ${run.builds[0].name}:\n\n${verdictLines(run)}`);
  if (flag("doc")) writeDoc(run);
}

/** A visit of `page` on `build`, made again once when it fails; after a second failure, null: the run goes on. */
async function visitOrRetry(build, page, more) {
  const url = `${build.origin}${page.path}`;
  const viewport = VIEWPORTS[page.viewport];
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      return await realVisit({ url, viewport, browser, storage: RETURNING_READER, ...more });
    } catch (error) {
      console.warn(`${url}: visit failed (attempt ${attempt} of 2): ${error.message}`);
    }
  }
  return null;
}

async function main() {
  if (option("from")) return reprint(option("from"));
  const builds = chooseBuilds();
  const firstPages =
    firstVisits > 0
      ? pick(firstVisitPages(sitemapPaths(builds[1].dir), fixtureDir ? sitemapPaths(fixtureDir) : []))
      : [];
  if (pages.length === 0 && firstPages.length === 0)
    throw new Error(
      `--page must name an address or id of ${ALL_PAGES.map((p) => p.id).join(", ")}, or of a first visit`,
    );
  const firstPaths = (site) => addresses(firstPages.filter((page) => page.site === site));
  for (const build of builds)
    Object.assign(build, await serve(build.dir, [...addresses(ALL_PAGES), ...firstPaths("content")]));
  const fixture =
    firstPaths("fixture").length > 0
      ? { name: "fixture", dir: path.resolve(fixtureDir), ...(await serve(fixtureDir, firstPaths("fixture"))) }
      : null;
  try {
    const results = [];
    for (const page of pages) {
      const entry = { page, visits: builds.map(() => []) };
      for (let visit = 1; visit <= visits; visit += 1) {
        // Rotate which build goes first, so none always follows another.
        for (const index of builds.map((_, i) => (i + visit) % builds.length)) {
          const build = builds[index];
          const result = await visitOrRetry(build, page, { control: page.control, preset });
          if (!result) {
            entry.failed = (entry.failed ?? 0) + 1;
            continue;
          }
          entry.visits[index].push(result);
          console.log(
            `${page.name} ${build.name} ${visit}/${visits}: FCP ${Math.round(result.FCP)}, LCP ${Math.round(result.LCP)}, CLS ${result.CLS.toFixed(3)}, ready ${Math.round(result.ready)} ms, blocking ${Math.round(result.blocking)} ms`,
          );
        }
      }
      results.push(entry);
    }
    const real = realTable({ results, builds }, visits);
    console.log(`\nReal visits, preset "${presetName}", ${visits} per control and build:\n\n${real}\n`);

    // First visits left alone, B's builds only (the reference has no pages of most kinds).
    const firstResults = [];
    for (const page of firstPages)
      for (const build of page.site === "fixture" ? [fixture] : builds.slice(1)) {
        const entry = { page, build: build.name, visits: [] };
        for (let visit = 1; visit <= firstVisits; visit += 1) {
          const more = { control: null, preset: PRESETS[page.preset], settleMs: 3000 };
          const result = await visitOrRetry(build, page, more);
          if (!result) continue;
          entry.visits.push(result);
          console.log(
            `${page.name} ${build.name} ${visit}/${firstVisits}: FCP ${Math.round(result.FCP)}, CLS ${result.CLS.toFixed(3)}, web fonts at load ${result.fonts.atLoad}, drawn ${result.fonts.inWebFonts}, in use at ${Math.round(result.fonts.inUseAt ?? NaN)} ms`,
          );
        }
        firstResults.push(entry);
      }

    const lhResults = [];
    if (lhRuns > 0) {
      const urls = addresses(pages).flatMap((address) => builds.map((build) => `${build.origin}${address}`));
      const runs = await lighthouseRuns(urls, { runs: lhRuns, chromePath: browser.executablePath, args: browser.args });
      for (const address of addresses(pages))
        lhResults.push({
          page: address,
          builds: builds.map((build) => ({ name: build.name, runs: runs[`${build.origin}${address}`] })),
        });
      const lh = lighthouseTable({ lhResults });
      console.log(`Lighthouse mobile (simulated throttling), median of ${lhRuns}:\n\n${lh}\n`);
    }

    const run = { results, lhResults, builds, firstResults };
    console.log(`${fontsTable(run)}\n`);
    console.log(`Verdict against ${builds[0].name}:\n\n${verdictLines(run)}\n`);

    mkdirSync(".bench", { recursive: true });
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}`;
    const file = path.join(".bench", `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    const saved = { date: new Date().toISOString(), machine, preset: presetName, results, lhResults, firstResults };
    writeFileSync(file, JSON.stringify({ ...saved, builds: builds.map(({ name, dir }) => ({ name, dir })) }, null, 2));
    console.log(`Wrote ${file}`);

    if (flag("doc")) writeDoc({ ...saved, builds });
  } finally {
    for (const build of builds) build.server?.close();
    fixture?.server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

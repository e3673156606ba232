#!/usr/bin/env node
/**
 * npm run bench: builds A and B visited for real, then Lighthouse (docs/PERFORMANCE.md, "How it is
 * measured"); raw figures go to .bench/. Usage: npm run bench -- [--no-build] [--visits 9] [--preset slow|fast] [--page <address or id>]…
 *   [--a [name=]<public dir>] [--b [name=]<public dir>]… [--rebuild-reference] [--lh-runs 3 | --no-lighthouse]
 *   [--first-visits 3] [--fixture <public dir>] [--doc] [--from <.bench/bench-….json>]
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { lighthouseRuns } from "./bench/lighthouse.mjs";
import { benchChromium, PRESETS, realVisit } from "./bench/real-visit.mjs";
import { REFERENCE_COMMIT, referencePublicDir } from "./bench/reference.mjs";
import { firstVisitVerdicts, lighthouseVerdicts, realVerdicts, verdictLine } from "./bench/verdict";
// Run with tsx (npm run bench), which lets this script use TypeScript modules.
import { benchPages, firstVisitPages, RETURNING_READER } from "./bench/pages";
import { servePages } from "./pages-dev.mjs";

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const options = (name) => args.flatMap((arg, index) => (arg === `--${name}` ? [args[index + 1]] : []));
const option = (name, fallback) => options(name)[0] ?? fallback;

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

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Seeded generator (mulberry32): the same figures give the same interval on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))];

/** B's median over A's, with a 90% bootstrap interval (2000 redraws); null when A's median is 0 or a side has none. */
function ratio(a, b) {
  if (a.length === 0 || b.length === 0 || median(a) === 0) return null;
  const next = random(14);
  const draw = (values) => values.map(() => values[Math.floor(next() * values.length)]);
  const ratios = [];
  for (let round = 0; round < 2000; round += 1) {
    const denominator = median(draw(a));
    if (denominator > 0) ratios.push(median(draw(b)) / denominator);
  }
  ratios.sort((x, y) => x - y);
  return { value: median(b) / median(a), low: quantile(ratios, 0.05), high: quantile(ratios, 0.95) };
}

const METRICS = { FCP: "ms", LCP: "ms", CLS: "", shown: "ms", ready: "ms", blocking: "ms" };
const LABELS = { shown: "shown: can be tapped", blocking: "blocking time, FCP to ready" };
const FONTS_HEADER = ["Page", "Build", "at ready", "at load", "drawn at the end", "web fonts in use (ms)", "CLS, max"];
const LH_COLUMNS = ["performance", "accessibility", "best-practices", "seo", "FCP", "LCP", "TBT", "CLS", "KB", "JS KB"];

const show = (value, unit) => (unit === "ms" ? `${Math.round(value)}` : value.toFixed(3));
const spread = (values, unit) =>
  `${show(median(values), unit)} (${show(Math.min(...values), unit)}–${show(Math.max(...values), unit)})`;
const showRatio = (r) => (r ? `${r.value.toFixed(2)} (${r.low.toFixed(2)}–${r.high.toFixed(2)})` : "–");
const markdown = (header, rows) =>
  [header, header.map(() => "---"), ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n");
/** A bench page's name; in a run saved before there were several controls a page has only its address. */
const nameOf = (page) => page.name ?? page.path;
/** A metric's figures; one the page never reported (no LCP before the scroll, say) is left out, not counted as 0. */
const metricValues = (visits, metric) => visits.map((visit) => visit[metric]).filter(Number.isFinite);
/** A Lighthouse figure's median; a run saved before a column was added has none (NaN). */
const lhMedian = (runs, column) => median(runs.map((run) => run[column] ?? NaN));

function realTable({ results, builds: [a, ...bs] }, visits) {
  const shown = (v, unit) => `${spread(v, unit)}${v.length < visits ? ` [${v.length} of ${visits}]` : ""}`;
  const rows = results.flatMap(({ page, visits: byBuild }) =>
    Object.entries(METRICS).map(([metric, unit]) => {
      const label = metric === "ready" ? `ready: ${page.ready}` : (LABELS[metric] ?? metric);
      const [va, ...vbs] = byBuild.map((visits) => metricValues(visits, metric));
      const bCells = vbs.flatMap((vb) => [shown(vb, unit), showRatio(ratio(va, vb))]);
      return [nameOf(page), `${label}${unit ? ` (${unit})` : ""}`, shown(va, unit), ...bCells];
    }),
  );
  const bHeads = bs.flatMap((b) => [`B: ${b.name}`, `${bs.length > 1 ? b.name : "B"}/A (90% interval)`]);
  return markdown(["Page", "Metric", `A: ${a.name}`, ...bHeads], rows);
}

function lighthouseTable({ lhResults }) {
  const cell = (runs, c) => {
    const m = lhMedian(runs, c);
    if (Number.isNaN(m)) return "–";
    return c === "CLS" ? m.toFixed(3) : c.endsWith("KB") ? m.toFixed(1) : `${Math.round(m)}`;
  };
  const rows = lhResults.flatMap(({ page, builds }) =>
    builds.map(({ name, runs }) => [page, name, ...LH_COLUMNS.map((c) => cell(runs, c))]),
  );
  return markdown(["Page", "Build", ...LH_COLUMNS.map((c) => (/^(FCP|LCP|TBT)$/.test(c) ? `${c} (ms)` : c))], rows);
}

/** Per bench page or first visit and build: the first screen's text in the web fonts, and when those came into use. */
function fontsTable({ results, builds, firstResults = [] }) {
  const rows = [
    ...results.flatMap(({ page, visits }) => builds.map((build, index) => [nameOf(page), build.name, visits[index]])),
    ...firstResults.map(({ page, build, visits }) => [page.name, build, visits]),
  ].map(([name, build, visits]) => {
    // "n of N" visits where the fonts' `key` holds, of those that recorded it.
    const count = (key) => {
      const known = visits.filter((visit) => visit.fonts?.[key] != null);
      return known.length === 0 ? "–" : `${known.filter((visit) => visit.fonts[key]).length} of ${known.length}`;
    };
    const inUse = visits.map((visit) => visit.fonts?.inUseAt).filter(Number.isFinite);
    const used = inUse.length > 0 ? spread(inUse, "ms") : "–";
    const CLS = Math.max(...visits.map((visit) => visit.CLS)).toFixed(3);
    return [name, build, ...["atReady", "atLoad", "inWebFonts"].map(count), used, CLS];
  });
  return markdown(FONTS_HEADER, rows);
}

/** The verdict against A (scripts/bench/verdict.ts), one line per bench page, Lighthouse address or first visit and B build. */
function verdictLines({ results, lhResults, builds: [a, ...bs], firstResults = [] }) {
  const perMetric = (figure) => Object.fromEntries(Object.keys(METRICS).map((m) => [m, figure(m)]));
  const medians = (visits) => perMetric((m) => median(metricValues(visits, m)));
  const lhMedians = (lhBuilds, name) => {
    const runs = lhBuilds.find((build) => build.name === name)?.runs ?? [];
    return Object.fromEntries(LH_COLUMNS.map((c) => [c, lhMedian(runs, c)]));
  };
  const line = (...of) => `- ${verdictLine(...of)}`;
  return [
    ...results.flatMap(({ page, visits: [va, ...vbs] }) =>
      bs.map((build, index) => {
        const ratios = perMetric((m) => ratio(metricValues(va, m), metricValues(vbs[index], m)));
        // A run saved before the controls had targets of their own is held to "not later".
        const figures = { a: medians(va), b: medians(vbs[index]), ratios };
        return line(nameOf(page), build.name, realVerdicts(figures, page.target ?? "not later"));
      }),
    ),
    ...lhResults.flatMap(({ page, builds: lhBuilds }) =>
      bs.map((build) => {
        const figures = { a: lhMedians(lhBuilds, a.name), b: lhMedians(lhBuilds, build.name) };
        return line(`${page} (Lighthouse)`, build.name, lighthouseVerdicts(figures));
      }),
    ),
    ...firstResults.map(({ page, build, visits }) =>
      line(`First visit, ${page.name}`, build, firstVisitVerdicts(visits)),
    ),
  ].join("\n");
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

/** A run's tables and verdict, headed by its `file`; with `doc`, captioned as in docs/PERFORMANCE.md. */
function report(run, { file, doc = false, visits = run.results[0]?.visits[0]?.length ?? 0 }) {
  const lhRuns = run.lhResults[0]?.builds[0]?.runs.length ?? 0;
  const names = run.builds.map((build, index) => `${index === 0 ? "A" : "B"}: ${build.name}`).join("; ");
  const caption = (text) => (doc ? [text, ""] : []);
  return [
    doc
      ? `Measured ${run.date.slice(0, 10)} on ${run.machine}. ${names}. Real visits, preset "${run.preset}", ${visits} per control and build, interleaved, the control tapped with real input; median (min–max), and the ratio B/A with its 90% bootstrap interval.`
      : `${file}: ${run.date}, ${run.machine}, preset "${run.preset}", ${visits} visits per control and build`,
    "",
    realTable(run, visits),
    ...(lhRuns > 0
      ? ["", ...caption(`Lighthouse mobile, simulated throttling, median of ${lhRuns}:`), lighthouseTable(run)]
      : []),
    "",
    ...caption("The first screen's heading and body text in the web fonts, and when those came into use:"),
    fontsTable(run),
    "",
    doc ? "Verdict against A (scripts/bench/verdict.ts):" : `Verdict against ${run.builds[0].name}:`,
    "",
    verdictLines(run),
  ].join("\n");
}

/** Rewrites the table in docs/PERFORMANCE.md (between its bench:start and bench:end marks) from a run. */
function writeDoc(run) {
  const doc = "docs/PERFORMANCE.md";
  const [start, end] = ["<!-- bench:start -->", "<!-- bench:end -->"];
  const body = [start, "", report(run, { doc: true }), "", end].join("\n");
  writeFileSync(doc, readFileSync(doc, "utf8").replace(new RegExp(`${start}[\\s\\S]*${end}`), body));
  // The table's columns as Prettier lays them out, so format:check stays green.
  execSync(`npx prettier --write ${doc}`, { stdio: "ignore" });
  console.log(`Updated ${doc}`);
}

/** A visit of `page` on `build`, made again once when it fails; after a second failure, null: the run goes on. */
async function visitOrRetry(build, page, more) {
  const url = `${build.origin}${page.path}`;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      return await realVisit({ url, viewport: page.viewport, browser, storage: RETURNING_READER, ...more });
    } catch (error) {
      console.warn(`${url}: visit failed (attempt ${attempt} of 2): ${error.message}`);
    }
  }
  return null;
}

async function main() {
  if (option("from")) {
    const run = JSON.parse(readFileSync(option("from"), "utf8"));
    console.log(report(run, { file: option("from") }));
    return flag("doc") && writeDoc(run);
  }
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
    Object.assign(build, await servePages(build.dir, [...addresses(ALL_PAGES), ...firstPaths("content")]));
  const fixture =
    firstPaths("fixture").length > 0
      ? { name: "fixture", dir: path.resolve(fixtureDir), ...(await servePages(fixtureDir, firstPaths("fixture"))) }
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
    // First visits left alone, B's builds only (the reference has no pages of most kinds).
    const firstResults = [];
    for (const page of firstPages)
      for (const build of page.site === "fixture" ? [fixture] : builds.slice(1)) {
        const entry = { page, build: build.name, visits: [] };
        const alone = { control: null, preset: PRESETS[page.preset], settleMs: 3000 };
        for (let visit = 1; visit <= firstVisits; visit += 1) {
          const result = await visitOrRetry(build, page, alone);
          if (!result) continue;
          entry.visits.push(result);
          console.log(
            `${page.name} ${build.name} ${visit}/${firstVisits}: FCP ${Math.round(result.FCP)}, CLS ${result.CLS.toFixed(3)}, web fonts at load ${result.fonts.atLoad}, drawn ${result.fonts.inWebFonts}, in use at ${Math.round(result.fonts.inUseAt ?? NaN)} ms`,
          );
        }
        firstResults.push(entry);
      }

    const lhPages = lhRuns > 0 ? addresses(pages) : [];
    const runs =
      lhPages.length > 0
        ? await lighthouseRuns(
            lhPages.flatMap((address) => builds.map((build) => `${build.origin}${address}`)),
            { runs: lhRuns, chromePath: browser.executablePath, args: browser.args },
          )
        : {};
    const lhResults = lhPages.map((address) => ({
      page: address,
      builds: builds.map((build) => ({ name: build.name, runs: runs[`${build.origin}${address}`] })),
    }));

    mkdirSync(".bench", { recursive: true });
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}`;
    const date = new Date().toISOString();
    const file = path.join(".bench", `bench-${date.replace(/[:.]/g, "-")}.json`);
    const saved = builds.map(({ name, dir }) => ({ name, dir }));
    const run = { date, machine, preset: presetName, results, lhResults, firstResults, builds: saved };
    writeFileSync(file, JSON.stringify(run, null, 2));
    console.log(`\n${report(run, { file, visits })}\nWrote ${file}`);
    if (flag("doc")) writeDoc(run);
  } finally {
    for (const build of builds) build.close?.();
    fixture?.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

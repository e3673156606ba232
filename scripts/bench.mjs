#!/usr/bin/env node
/**
 * npm run bench: real first visits to two builds, A and B, under real throttling, side by side.
 *
 * A is the fixed reference (scripts/bench/reference.mjs: 9699eb0 with Gatsby's own script tags),
 * B this checkout's build (public/, built first unless --no-build). Each bench page (a control a
 * reader taps, on its page and in its window: scripts/bench/pages.ts) is visited --visits times
 * per build (default 9) in a fresh Chromium with a fresh profile, A and B alternating, under the
 * --preset's network and CPU throttling (default "slow": 150 ms round trip, 1.6 Mbit/s, 4× CPU),
 * and its control tapped with real input until it answers. Each figure is printed as A's and B's
 * median (min–max) and the ratio B/A with a 90% bootstrap interval. Then Lighthouse's mobile
 * preset (simulated throttling), --lh-runs times per address and build, as a secondary column.
 * Raw figures go to .bench/ (git-ignored); --doc rewrites the table in docs/PERFORMANCE.md.
 *
 * Usage: npm run bench -- [--no-build] [--visits 9] [--preset slow|fast] [--page /home/ | --page home-menu]
 *                         [--a [name=]<public dir>] [--b [name=]<public dir>]… [--lh-runs 3 | --no-lighthouse] [--doc]
 *                         [--from <saved run>]
 * --a and --b compare any built sites (e.g. variants built into other directories); --b may be
 * given several times: each B is then compared with A, all visits interleaved in one run.
 * --rebuild-reference builds the reference again (it is built once into .bench/ and kept).
 * --from <.bench/bench-….json> prints a saved run's tables and verdict again, without visiting
 * (with --doc, writes them into docs/PERFORMANCE.md).
 * --page picks the bench pages of an address, or a bench page by its id (scripts/bench/pages.ts); repeat it for more.
 * After the tables, one line per bench page and B build: each metric better, level or worse than
 * A, and whether the control meets its targets (scripts/bench/verdict.ts); then one per address
 * and B build for Lighthouse.
 *
 * Then first visits left alone (scripts/bench/pages.ts, firstVisitPages): the first page of every
 * kind B builds (from its sitemap), or, for a kind it lacks (events), the fixture content's build
 * (--fixture, default .fixture/public/ when it is there: npm run build:fixture), at 375 and 1280 px
 * on the fast preset and 375 px on the slow one, --first-visits times each (default 3; 0: none),
 * B only: whether the heading and body text are drawn in the web fonts 3 s after the load event,
 * and the visit's CLS. Every visit also records whether that text was in the web fonts when the
 * control answered and at the load event, and when the web fonts came into use (the fonts table).
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchChromium } from "./bench/browser.mjs";
import { lighthouseRuns } from "./bench/lighthouse.mjs";
import { PRESETS, VIEWPORTS } from "./bench/presets.mjs";
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

const OUT_DIR = ".bench";
const visits = Number(option("visits", 9));
const presetName = option("preset", "slow");
const preset = PRESETS[presetName];
if (!preset) throw new Error(`--preset must be one of ${Object.keys(PRESETS).join(", ")}`);
const lhRuns = flag("no-lighthouse") ? 0 : Number(option("lh-runs", 3));
const firstVisits = Number(option("first-visits", 3));
const fixtureDir = option("fixture", existsSync(".fixture/public") ? ".fixture/public" : null);

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));
const browser = benchChromium();

// The controls, on addresses the host serves with a 200 (the reference build's pages are there too).
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
const storage = RETURNING_READER;

const METRICS = [
  ["FCP", "ms"],
  ["LCP", "ms"],
  ["CLS", ""],
  ["shown", "ms"],
  ["ready", "ms"],
  ["blocking", "ms"],
];

/** Each build on Cloudflare's own runtime (wrangler pages dev), as the host serves it. */
async function serve(dir, paths = addresses(ALL_PAGES)) {
  const server = await startPagesDev({ port: await freePort(), dir });
  const { origin } = server;
  // Like a CDN's edge cache: each page is compressed once before it is measured.
  for (const address of paths)
    await (await fetch(`${origin}${address}`, { headers: { "accept-encoding": "br" } })).arrayBuffer();
  return { server, origin };
}

/** "n of N" visits where `test` holds, of those that recorded it. */
const countOf = (visits, test) => {
  const known = visits.filter((visit) => test(visit) !== null && test(visit) !== undefined);
  return known.length === 0 ? "–" : `${known.filter(test).length} of ${known.length}`;
};

/**
 * What a reader saw of the type, per bench page and build: the first screen's heading and body text
 * in the web fonts when the control answered, at the load event and at the end of the visit (drawn,
 * as the browser reports it), and when the web fonts came into use (median ms, min–max).
 */
function fontsTable(rows) {
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

/** The controls' visits and the first visits, as rows of the fonts table. */
const fontRows = (results, firstResults, builds) => [
  ...results.flatMap(({ page, visits }) =>
    builds.map((build, index) => ({ name: nameOf(page), build: build.name, visits: visits[index] })),
  ),
  ...(firstResults ?? []).map(({ page, build, visits }) => ({ name: page.name, build, visits })),
];

/** A metric's figures over some visits; one the page never reported (no LCP before the scroll, say) is left out, not counted as 0. */
const metricValues = (visits, metric) => visits.map((visit) => visit[metric]).filter(Number.isFinite);

const show = (value, unit) => (unit === "ms" ? `${Math.round(value)}` : value.toFixed(3));
const spread = (values, unit) =>
  `${show(median(values), unit)} (${show(Math.min(...values), unit)}–${show(Math.max(...values), unit)})`;
const showRatio = (r) => (r ? `${r.value.toFixed(2)} (${r.low.toFixed(2)}–${r.high.toFixed(2)})` : "–");
/** A bench page's name; a run saved before there were several controls a page has only its address. */
const nameOf = (page) => page.name ?? page.path;

function realTable(results, builds, visits) {
  const [a, ...bs] = builds;
  const header = ["Page", "Metric", `A: ${a.name}`];
  for (const b of bs) header.push(`B: ${b.name}`, `${bs.length > 1 ? b.name : "B"}/A (90% interval)`);
  const rows = [header];
  for (const { page, visits: byBuild } of results)
    for (const [metric, unit] of METRICS) {
      const label =
        metric === "ready"
          ? `ready: ${page.ready}`
          : metric === "shown"
            ? "shown: can be tapped"
            : metric === "blocking"
              ? "blocking time, FCP to ready"
              : metric;
      const values = byBuild.map((visits) => metricValues(visits, metric));
      const shown = (v) => `${spread(v, unit)}${v.length < visits ? ` [${v.length} of ${visits}]` : ""}`;
      const row = [nameOf(page), `${label}${unit ? ` (${unit})` : ""}`, shown(values[0])];
      for (const bv of values.slice(1)) row.push(shown(bv), showRatio(ratio(values[0], bv)));
      rows.push(row);
    }
  return markdown(rows);
}

function lighthouseTable(results) {
  const columns = ["performance", "accessibility", "best-practices", "seo", "FCP", "LCP", "TBT", "CLS", "KB", "JS KB"];
  const inMs = ["FCP", "LCP", "TBT"];
  const rows = [["Page", "Build", ...columns.map((c) => (inMs.includes(c) ? `${c} (ms)` : c))]];
  for (const { page, builds } of results)
    for (const { name, runs } of builds)
      rows.push([
        page,
        name,
        ...columns.map((c) => {
          const m = median(runs.map((run) => run[c] ?? NaN));
          // A run saved before a column was added has no figure for it.
          if (Number.isNaN(m)) return "–";
          return c === "CLS" ? m.toFixed(3) : c.endsWith("KB") ? m.toFixed(1) : `${Math.round(m)}`;
        }),
      ]);
  return markdown(rows);
}

/**
 * One line per bench page and B build: each metric better, level or worse than the reference (A),
 * by the rules in scripts/bench/verdict.ts, and whether the control meets its targets; then one
 * per address and B build for Lighthouse.
 */
function verdictLines(results, lhResults, builds, firstResults = []) {
  const lines = [];
  const medians = (visits) =>
    Object.fromEntries(METRICS.map(([metric]) => [metric, median(metricValues(visits, metric))]));
  for (const { page, visits: byBuild } of results)
    builds.slice(1).forEach((build, index) => {
      const [a, b] = [byBuild[0], byBuild[index + 1]];
      const ratios = Object.fromEntries(
        METRICS.map(([metric]) => [metric, ratio(metricValues(a, metric), metricValues(b, metric))]),
      );
      // A run saved before the controls had targets of their own is held to "not later".
      const verdicts = realVerdicts({ a: medians(a), b: medians(b), ratios }, page.target ?? "not later");
      lines.push(verdictLine(nameOf(page), build.name, verdicts));
    });
  for (const { page, builds: lhBuilds } of lhResults) {
    const lhMedians = (name) => {
      const runs = lhBuilds.find((build) => build.name === name)?.runs ?? [];
      return Object.fromEntries(
        ["performance", "accessibility", "best-practices", "seo", "TBT", "FCP", "LCP", "JS KB"].map((metric) => [
          metric,
          median(runs.map((run) => run[metric])),
        ]),
      );
    };
    for (const build of builds.slice(1))
      lines.push(
        verdictLine(
          `${page} (Lighthouse)`,
          build.name,
          lighthouseVerdicts({ a: lhMedians(builds[0].name), b: lhMedians(build.name) }),
        ),
      );
  }
  for (const { page, build, visits } of firstResults)
    lines.push(verdictLine(`First visit, ${page.name}`, build, firstVisitVerdicts(visits)));
  return lines;
}

const markdown = (rows) =>
  [rows[0], rows[0].map(() => "---"), ...rows.slice(1)].map((row) => `| ${row.join(" | ")} |`).join("\n");

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
function writeDoc({ date, machine, preset, results, lhResults, builds, firstResults = [] }) {
  const doc = "docs/PERFORMANCE.md";
  const start = "<!-- bench:start -->";
  const end = "<!-- bench:end -->";
  const visitsPerBuild = results[0]?.visits[0]?.length ?? 0;
  const runsPerBuild = lhResults[0]?.builds[0]?.runs.length ?? 0;
  const names = builds.map((build, index) => `${index === 0 ? "A" : "B"}: ${build.name}`).join("; ");
  const body = [
    start,
    "",
    `Measured ${date.slice(0, 10)} on ${machine}. ${names}. Real visits, preset "${preset}", ${visitsPerBuild} per control and build, interleaved, the control tapped with real input; median (min–max), and the ratio B/A with its 90% bootstrap interval.`,
    "",
    realTable(results, builds, visitsPerBuild),
    ...(runsPerBuild > 0
      ? ["", `Lighthouse mobile, simulated throttling, median of ${runsPerBuild}:`, "", lighthouseTable(lhResults)]
      : []),
    "",
    "The first screen's heading and body text in the web fonts, and when those came into use:",
    "",
    fontsTable(fontRows(results, firstResults, builds)),
    "",
    "Verdict against A (scripts/bench/verdict.ts):",
    "",
    ...verdictLines(results, lhResults, builds, firstResults).map((line) => `- ${line}`),
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
  const saved = readJson(file);
  const visitsPerBuild = saved.results[0]?.visits[0]?.length ?? 0;
  console.log(
    `${file}: ${saved.date}, ${saved.machine}, preset "${saved.preset}", ${visitsPerBuild} visits per control and build\n`,
  );
  console.log(`${realTable(saved.results, saved.builds, visitsPerBuild)}\n`);
  if (saved.lhResults.length > 0) console.log(`${lighthouseTable(saved.lhResults)}\n`);
  console.log(`${fontsTable(fontRows(saved.results, saved.firstResults, saved.builds))}\n`);
  const lines = verdictLines(saved.results, saved.lhResults, saved.builds, saved.firstResults);
  console.log(`Verdict against ${saved.builds[0].name}:\n\n${lines.map((line) => `- ${line}`).join("\n")}`);
  if (flag("doc")) writeDoc(saved);
}

/**
 * A visit, made again once when it fails (a control that never answers, a navigation that never
 * commits: the error says what the page showed). A second failure leaves the visit out, counted
 * in the run's saved figures, and the run goes on: one stuck visit does not cost the others.
 */
async function visitOrRetry(options) {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      return await realVisit(options);
    } catch (error) {
      console.warn(`${options.url}: visit failed (attempt ${attempt} of 2): ${error.message}`);
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
          const url = `${build.origin}${page.path}`;
          const viewport = VIEWPORTS[page.viewport];
          const result = await visitOrRetry({ url, control: page.control, viewport, preset, browser, storage });
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
    const real = realTable(results, builds, visits);
    console.log(`\nReal visits, preset "${presetName}", ${visits} per control and build:\n\n${real}\n`);

    // First visits left alone, B's builds only (the reference has no pages of most kinds).
    const firstResults = [];
    for (const page of firstPages)
      for (const build of page.site === "fixture" ? [fixture] : builds.slice(1)) {
        const entry = { page, build: build.name, visits: [] };
        for (let visit = 1; visit <= firstVisits; visit += 1) {
          const url = `${build.origin}${page.path}`;
          const viewport = VIEWPORTS[page.viewport];
          const result = await visitOrRetry({
            url,
            control: null,
            viewport,
            preset: PRESETS[page.preset],
            browser,
            storage,
            settleMs: 3000,
          });
          if (!result) continue;
          entry.visits.push(result);
          console.log(
            `${page.name} ${build.name} ${visit}/${firstVisits}: FCP ${Math.round(result.FCP)}, CLS ${result.CLS.toFixed(3)}, web fonts at load ${result.fonts.atLoad}, drawn ${result.fonts.inWebFonts}, in use at ${Math.round(result.fonts.inUseAt ?? NaN)} ms`,
          );
        }
        firstResults.push(entry);
      }

    let lh = "";
    const lhResults = [];
    if (lhRuns > 0) {
      const urls = addresses(pages).flatMap((address) => builds.map((build) => `${build.origin}${address}`));
      const runs = await lighthouseRuns(urls, { runs: lhRuns, chromePath: browser.executablePath, args: browser.args });
      for (const address of addresses(pages))
        lhResults.push({
          page: address,
          builds: builds.map((build) => ({ name: build.name, runs: runs[`${build.origin}${address}`] })),
        });
      lh = lighthouseTable(lhResults);
      console.log(`Lighthouse mobile (simulated throttling), median of ${lhRuns}:\n\n${lh}\n`);
    }

    console.log(`${fontsTable(fontRows(results, firstResults, builds))}\n`);
    const verdicts = verdictLines(results, lhResults, builds, firstResults);
    console.log(`Verdict against ${builds[0].name}:\n\n${verdicts.map((line) => `- ${line}`).join("\n")}\n`);

    mkdirSync(OUT_DIR, { recursive: true });
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}`;
    const file = path.join(OUT_DIR, `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
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

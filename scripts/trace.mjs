#!/usr/bin/env node
/**
 * npm run trace: one throttled visit as the bench makes it, recorded to .bench/trace-<page>.json
 * (open it in DevTools' Performance panel), with the long tasks after the first paint printed.
 * Usage: npm run trace -- [--dir public] [--page home-carousel | --page /home/] [--first-visit] [--preset slow]
 * --first-visit leaves the page alone, as Lighthouse loads it, instead of tapping its control.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { benchPages, RETURNING_READER } from "./bench/pages";
import { describeTask, longTasks, navigationStartOf } from "./bench/long-tasks";
import { benchChromium, PRESETS, realVisit } from "./bench/real-visit.mjs";
import { servePages } from "./pages-dev.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const firstVisit = args.includes("--first-visit");
const dir = path.resolve(option("dir", "public"));
const preset = PRESETS[option("preset", "slow")];
const page = benchPages().find((entry) => [entry.id, entry.path].includes(option("page", "/home/")));
if (!preset || !page)
  throw new Error("--preset must name a preset in scripts/bench/real-visit.mjs, --page a bench page");

const browser = benchChromium();

const server = await servePages(dir, [page.path]);
try {
  const url = `${server.origin}${page.path}`;
  const visit = await realVisit({
    url,
    control: firstVisit ? null : page.control,
    viewport: page.viewport,
    preset,
    browser,
    storage: firstVisit ? {} : RETURNING_READER,
    trace: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "loading"],
  });
  const events = visit.trace.traceEvents;
  const navigationStart = navigationStartOf(events, url);
  if (navigationStart === null) throw new Error(`No navigation to ${url} in the trace`);
  mkdirSync(".bench", { recursive: true });
  const file = path.join(".bench", `trace-${page.id}.json`);
  writeFileSync(file, JSON.stringify(visit.trace));
  const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "–");
  console.log(
    `${url}, ${page.viewport}, ${firstVisit ? "first visit, left alone" : `returning reader, ${page.ready}`}: FCP ${ms(visit.FCP)}, ready ${ms(visit.ready)}, blocking ${ms(visit.blocking)}`,
  );
  console.log(`Long tasks from the first paint on (tracing itself slows the page a little):`);
  for (const task of longTasks(events, { navigationStart, from: visit.FCP })) console.log(`- ${describeTask(task)}`);
  console.log(`Trace: ${file}`);
} finally {
  server.close();
}

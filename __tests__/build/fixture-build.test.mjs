/**
 * The site built from the fixture content (scripts/fixture-build.mjs, first in `npm run test:build`): one slash after
 * the origin though its siteUrl ends in one, the committed GraphQL types, only the site published, each event's
 * calendar file, and a code map that does not grow with the content.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import assert from "node:assert/strict";
import { FIXTURE_CONTENT, FIXTURE_ROOT, TYPES_FILE } from "../../scripts/fixture-build.mjs";
import ICAL from "ical.js";
import { CHUNK_MODULES_FILE, publishedFileProblems } from "../../plugins/site-host/build-artifacts.ts";
import { COLLECTIONS } from "../../src/lib/content/collections.ts";
import { collectionFiles } from "../../src/lib/content/folders.ts";
import { eventCalendarPath } from "../../src/lib/event-site.ts";

const root = path.resolve(import.meta.dirname, "../..");
const settings = JSON.parse(readFileSync(path.join(FIXTURE_ROOT, FIXTURE_CONTENT, "settings/site.json"), "utf8"));
const origin = settings.siteUrl.replace(/\/+$/, "");
const copy = FIXTURE_ROOT;

const built = (file) => readFileSync(path.join(copy, "public", file), "utf8");

/** Every built text file (HTML, XML, robots.txt) with its contents. */
function builtTextFiles(dir = path.join(copy, "public")) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "static" ? [] : builtTextFiles(full);
    return /\.(html|xml|txt)$/.test(entry.name) ? [{ file: full, text: readFileSync(full, "utf8") }] : [];
  });
}

test("no built page, sitemap or robots.txt has a double slash after the origin, though siteUrl ends in one", () => {
  assert.ok(settings.siteUrl.endsWith("/"), `${FIXTURE_CONTENT}/settings/site.json: siteUrl ends in "/"`);
  const files = builtTextFiles();
  assert.ok(files.some(({ file }) => file.endsWith("robots.txt")));
  assert.ok(files.some(({ file }) => file.endsWith("sitemap-0.xml")));
  // The page's canonical, og:url and structured data are among them.
  const home = built("home/index.html");
  for (const url of [`<link rel="canonical" href="${origin}/home/"`, `"${origin}/#author"`])
    assert.ok(home.includes(url));
  for (const { file, text } of files) assert.ok(!text.includes(`${origin}//`), `${file} has ${origin}//`);
});

test("the committed GraphQL types are the ones Gatsby generates from the current queries", () => {
  const generated = readFileSync(path.join(copy, TYPES_FILE), "utf8");
  const committed = readFileSync(path.join(root, TYPES_FILE), "utf8");
  assert.ok(generated.includes("type HomePageQuery ="), "the generated types hold the page queries");
  assert.ok(
    generated === committed,
    `${TYPES_FILE} is out of date: run \`npm run develop\` once (it rewrites the file) and commit it`,
  );
});

test("no script holds one of the site's own modules on its own", () => {
  // Gatsby gives a module from node_modules over 160 kB a chunk of its own (an 8-hex name), and a
  // module counts as one when a loader from node_modules made it. @emotion/babel-plugin's source
  // maps, if they reach a production build (gatsby-config's sourceMap option), make every styled
  // component that large, and a page then loads several small scripts instead of a few.
  // What each script holds is the build's report (plugins/site-host/build-artifacts.ts): no source map is published.
  const report = JSON.parse(readFileSync(path.join(copy, CHUNK_MODULES_FILE), "utf8"));
  const scripts = Object.keys(report);
  assert.ok(scripts.length > 3, `${CHUNK_MODULES_FILE} lists the pages' scripts`);
  for (const script of scripts) assert.ok(existsSync(path.join(copy, "public", script)), `${script} is in public/`);
  assert.ok(
    scripts.some((script) => report[script].some((source) => source.startsWith("src/"))),
    "the report names the site's own modules",
  );
  for (const script of scripts) {
    if (!/^[0-9a-f]{8}-/.test(script)) continue;
    const own = report[script].filter((source) => !source.includes("node_modules"));
    assert.deepEqual(own, [], `${script} holds the site's own code in a chunk of its own`);
  }
});

test("the site is all that is published: its types of file, no source map or build record, no build path", () => {
  // The checkout's path holds the copy's (.fixture/ is inside it).
  assert.deepEqual(publishedFileProblems(path.join(copy, "public"), root), []);
});

test("every event has its calendar file at its eventCalendarPath, which an independent parser reads", () => {
  const content = path.join(FIXTURE_ROOT, FIXTURE_CONTENT);
  const events = collectionFiles(content, COLLECTIONS.events).map((file) =>
    JSON.parse(readFileSync(path.join(content, file), "utf8")),
  );
  assert.ok(events.length > 0, `${FIXTURE_CONTENT}/events/ holds events`);
  const host = new URL(settings.siteUrl).host;
  // Its instants and fields are calendar.test.ts's (the same code, the same events): here, that the build wrote it.
  for (const event of events) {
    const file = path.join(copy, "public", eventCalendarPath(event.address));
    assert.ok(existsSync(file), `${eventCalendarPath(event.address)} is built`);
    const calendar = new ICAL.Component(ICAL.parse(readFileSync(file, "utf8")));
    const vevent = calendar.getFirstSubcomponent("vevent");
    assert.equal(new ICAL.Event(vevent).uid, `${event.address}@${host}`);
    assert.equal(vevent.getFirstPropertyValue("url"), `${origin}/events/${event.address}/`);
  }
});

/** The component chunks a page's inline chunk map names (Gatsby writes it into every page). */
function chunkMapKeys(html) {
  const map = /window\.___chunkMapping=("(?:[^"\\]|\\.)*")/.exec(html)?.[1];
  assert.ok(map, "the page has Gatsby's chunk map");
  return Object.keys(JSON.parse(JSON.parse(map))).sort();
}

test("every page's code map names the app and one component per page or template file, whatever the content", () => {
  // Gatsby's name for a component: its path, "-" for "/" and ".". An interview made a component
  // of its own (gatsby-plugin-mdx's way) would add one per interview, to every page.
  const components = ["src/pages", "src/templates"].flatMap((dir) =>
    readdirSync(path.join(root, dir)).map((file) => `component---${dir}/${file}`.replace(/[/.]/g, "-")),
  );
  const expected = ["app", ...components].sort();
  const interviews = readdirSync(path.join(copy, "public")).filter((name) => name.startsWith("interview-with-"));
  assert.ok(interviews.length > 5, "the fixture content has more interviews than the menu lists");
  const pages = ["index.html", "404.html", "home/index.html", `${interviews[0]}/index.html`];
  for (const file of pages) assert.deepEqual(chunkMapKeys(built(file)), expected, file);
});

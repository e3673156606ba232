/**
 * Two builds of one copy of this checkout (`npm run test:build`):
 * 1. a build of the content as it is;
 * 2. a second build over the same .cache/ and public/ after one interview's text changed: Gatsby
 *    renders that page again and keeps the others, policy and all, stitching its new scripts
 *    into them, so the policies they carry from the first build no longer fit them.
 * Each build checks every page itself and stops unless it carries exactly its own policy, once,
 * first in its <head> (plugins/site-host's onPostBuild): a build that passes has proven it. What
 * no build checks is tested here: the second build is the incremental one it is meant to be.
 * (That no page's code map grows with the number of interviews is proven on the fixture build:
 * fixture-build.test.mjs; that _headers does not depend on the pages, by host.spec.ts.)
 */
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { interviewPath } from "../../src/lib/slugify.ts";
import { copyCheckout, gatsbyBuild } from "./checkout-copy.mjs";

/** Not pages: the CMS (its own policy) and Gatsby's fragments stitched into the pages. */
const NOT_PAGES = ["admin", "_gatsby"];

let copy;
const builds = {};
/** How long each build took, in seconds, for the test's report. */
const seconds = [];

function timedBuild() {
  const start = Date.now();
  gatsbyBuild(copy);
  seconds.push(Math.round((Date.now() - start) / 1000));
}

/** Every built HTML page, by its file under public/, with its text. */
function builtPages() {
  const publicDir = path.join(copy, "public");
  const pages = new Map();
  for (const file of readdirSync(publicDir, { recursive: true, encoding: "utf8" })) {
    const relative = file.split(path.sep).join("/");
    if (!relative.endsWith(".html") || NOT_PAGES.includes(relative.split("/")[0])) continue;
    const full = path.join(publicDir, file);
    if (statSync(full).isFile()) pages.set(relative, { html: readFileSync(full, "utf8") });
  }
  return pages;
}

const read = (file) => readFileSync(path.join(copy, "public", file), "utf8");

/** The first interview file under content/, wherever the author keeps them. */
function firstInterview() {
  const mdx = readdirSync(path.join(copy, "content"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".mdx"))
    .sort();
  assert.ok(mdx.length > 0, "an .mdx interview under content/");
  return path.join(copy, "content", mdx[0]);
}

/** Put into every page after the first build: a page that still has it was kept, not rendered again. */
const KEPT = "<!-- page from the first build -->";

before(() => {
  copy = copyCheckout("page-policies-");

  timedBuild();
  builds.first = { pages: builtPages(), headers: read("_headers") };
  for (const file of builds.first.pages.keys()) {
    const full = path.join(copy, "public", file);
    writeFileSync(full, readFileSync(full, "utf8").replace("</body>", `${KEPT}</body>`));
  }

  // The interview's first paragraph, once more at its end: only that page is rendered again
  // (its words, and so the fonts cut to the content's characters, stay the same).
  const interview = firstInterview();
  const source = readFileSync(interview, "utf8");
  const paragraph = /^---\n[\s\S]*?\n---\n+([^\n]+)\n/.exec(source)?.[1];
  assert.ok(paragraph, `${interview} has front matter and a first paragraph`);
  writeFileSync(interview, `${source.trimEnd()}\n\n${paragraph}\n`);
  const host = /^host: "?(.*?)"?$/m.exec(source)?.[1];
  builds.changedPage = `${interviewPath(host).slice(1)}index.html`;
  timedBuild();
  builds.incremental = { pages: builtPages(), headers: read("_headers") };
});

after(() => copy && rmSync(copy, { recursive: true, force: true }));

test("a second build over the same cache and public/ renders the changed interview alone", (t) => {
  const { first, incremental } = builds;
  assert.deepEqual([...incremental.pages.keys()], [...first.pages.keys()]);
  const kept = [...incremental.pages.keys()].filter((file) => incremental.pages.get(file).html.includes(KEPT));
  const rendered = [...incremental.pages.keys()].filter((file) => !kept.includes(file));
  // The build did what this test is about: the changed interview rendered again, the other pages
  // kept from the first build, and it passed its own check of every page's policy. (A kept page
  // whose inline scripts changed under its policy gets a new one: page-policy.test.ts, "replaces
  // a stale policy".)
  assert.deepEqual(rendered, [builds.changedPage], "only the changed interview is rendered again");
  assert.ok(kept.length > 0, "pages kept from the first build");
  assert.equal(incremental.headers, first.headers);
  t.diagnostic(`builds took ${seconds.join(" s, ")} s`);
});

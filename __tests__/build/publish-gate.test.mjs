/**
 * The publish gate (`npm run check:publish`) on a copy with a slip in its content: it stops at its first step with
 * the checker's message and builds nothing. (`npm test` runs it on content/ and the fixture content.)
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { copyCheckout } from "./checkout-copy.mjs";

let copy;
let gate;

before(() => {
  copy = copyCheckout("publish-gate-");
  // The slip: the first article loses its title.
  const file = path.join(copy, "content", "articles.json");
  const articles = JSON.parse(readFileSync(file, "utf8"));
  assert.ok(articles.length > 0, "content/articles.json has an article to break");
  delete articles[0].title;
  writeFileSync(file, `${JSON.stringify(articles, null, 2)}\n`);
  // The author's content/ of the copy, whatever folder this run was pointed at.
  const env = { ...process.env };
  delete env.CONTENT_DIR;
  gate = spawnSync(process.execPath, ["scripts/check-publish.mjs"], {
    cwd: copy,
    encoding: "utf8",
    env: { ...env, CI: "true" },
    timeout: 120_000,
  });
});

after(() => copy && rmSync(copy, { recursive: true, force: true }));

test("the gate fails on broken content", () => {
  assert.equal(gate.error, undefined, "the gate ran");
  assert.equal(gate.status, 1, `${gate.stdout}\n${gate.stderr}`);
});

test("it says why in the checker's words, naming the file, the article and the field", () => {
  const output = `${gate.stdout}\n${gate.stderr}`;
  assert.match(output, /content\/articles\.json:\d+, article 1, title: is missing/);
  assert.match(output, /The publish gate stopped at "content check"/);
});

test("it stops before building anything", () => {
  const output = `${gate.stdout}\n${gate.stderr}`;
  assert.doesNotMatch(output, /▶ production build/);
  assert.equal(existsSync(path.join(copy, "public")), false, "no public/ was written");
});

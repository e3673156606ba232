/**
 * What the author deletes is gone from what is deployed. One build, in a copy, over the fixture site's restored
 * public/ (`npm run build:fixture`, first in `npm run test:build`) without its .cache/, as after Gatsby drops its
 * cache: an interview and an article with its picture deleted, the logo replaced by a picture of another type.
 * Nothing of what was deleted is left in public/ or named there (pages, images, the old logo's icons and CMS copy),
 * and all that remains is there. Gatsby removes the pages; plugins/site-host/prune-public.ts the rest (its rules on
 * made-up folders: __tests__/unit/site-host/prune-public.test.ts).
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import sharp from "sharp";
import { FIXTURE_CONTENT, FIXTURE_PUBLIC } from "../../scripts/fixture-build.mjs";
import { interviewPath } from "../../src/lib/slugify.ts";
import { copyCheckout, gatsbyBuild } from "./checkout-copy.mjs";

/** Not the site's own: the CMS, built into public/admin/ from its package. */
const NOT_THE_SITE = ["admin"];

let copy;
let content;
/** What public/ held before the build, and after it; what was deleted, and what is left. */
let restored;
let built;
let gone;
let left;

const md5 = (file) => createHash("md5").update(readFileSync(file)).digest("hex");
const readJson = (file) => JSON.parse(readFileSync(path.join(content, file), "utf8"));
const writeJson = (file, value) => writeFileSync(path.join(content, file), `${JSON.stringify(value, null, 2)}\n`);

/** Every file under public/ (relative, with "/"), the text of the site's text files, and the digests of the CMS's logos. */
function snapshot() {
  const publicDir = path.join(copy, "public");
  const files = new Set();
  const texts = new Map();
  const adminLogos = new Map();
  for (const file of readdirSync(publicDir, { recursive: true, encoding: "utf8" })) {
    const relative = file.split(path.sep).join("/");
    const full = path.join(publicDir, file);
    if (!statSync(full).isFile()) continue;
    files.add(relative);
    if (!NOT_THE_SITE.includes(relative.split("/")[0]) && /\.(html|json|js|css|xml|txt|webmanifest)$/.test(relative))
      texts.set(relative, readFileSync(full, "utf8"));
    if (/^admin\/logo\./.test(relative)) adminLogos.set(relative, md5(full));
  }
  return { files, texts, adminLogos };
}

/** An interview of the content: its file, and its page's folder under public/ ("interview-with-…"). */
function interview(file) {
  const host = /^host: "?(.*?)"?$/m.exec(readFileSync(path.join(content, "interviews", file), "utf8"))?.[1];
  assert.ok(host, `${file} names its host`);
  return { file, page: interviewPath(host).replace(/^\/|\/$/g, "") };
}

/** The interviews, article pictures (by digest: their folder under public/static/) and logo now in the content. */
function current() {
  const logo = path.join(content, "settings", readJson("settings/site.json").logo);
  return {
    interviews: readdirSync(path.join(content, "interviews"))
      .filter((file) => file.endsWith(".mdx"))
      .sort()
      .map(interview),
    articles: readJson("articles.json").map(({ image }) => ({ src: image, digest: md5(path.join(content, image)) })),
    logo: { type: path.extname(logo).slice(1), digest: md5(logo) },
  };
}

/** The icons in public/ made from the logo of this digest. */
const iconFiles = (files, digest) =>
  [...files].filter((file) => /^(icons\/icon|favicon)-\d+x\d+-[0-9a-f]{32}\.png$/.test(file) && file.includes(digest));
const pageFiles = (page) => [`${page}/index.html`, `page-data/${page}/page-data.json`];
const imageFiles = (files, digest) => [...files].filter((file) => file.startsWith(`static/${digest}/`));

before(async () => {
  copy = copyCheckout("prune-public-");
  content = path.join(copy, FIXTURE_CONTENT);
  assert.ok(existsSync(path.join(FIXTURE_PUBLIC, "index.html")), "run `npm run build:fixture` first");
  cpSync(FIXTURE_PUBLIC, path.join(copy, "public"), { recursive: true });
  restored = { ...snapshot(), content: current() };

  const before = restored.content;
  // An article the restored build shows (the home page shows only the newest few): its pictures are there to prune.
  const shown = before.articles.find(({ digest }) => imageFiles(restored.files, digest).length > 0);
  assert.ok(shown, "the restored build shows an article of the content");
  gone = { interview: before.interviews.at(-1), article: shown, logo: before.logo };
  rmSync(path.join(content, "interviews", gone.interview.file));
  writeJson(
    "articles.json",
    readJson("articles.json").filter((article) => article.image !== gone.article.src),
  );
  rmSync(path.join(content, gone.article.src));
  // The logo replaced by a picture of another type, the old file deleted.
  const site = readJson("settings/site.json");
  const oldLogo = path.join(content, "settings", site.logo);
  const newLogo = site.logo.replace(/\.png$/, ".jpg").replace("logo", "new-logo");
  const replaced = await sharp(oldLogo)
    .composite([{ input: { create: { width: 8, height: 8, channels: 3, background: "#0a0b0c" } }, left: 0, top: 0 }])
    .jpeg()
    .toBuffer();
  rmSync(oldLogo);
  writeFileSync(path.join(content, "settings", newLogo), replaced);
  writeJson("settings/site.json", { ...site, logo: newLogo });
  left = current();
  // Otherwise the folder is another picture's too, and rightly stays.
  assert.ok(!left.articles.some(({ digest }) => digest === gone.article.digest), "a picture of its own");

  // The builds (gatsbyBuild passes this process's environment on) read the fixture content.
  process.env.CONTENT_DIR = FIXTURE_CONTENT;
  gatsbyBuild(copy);
  built = snapshot();
});

after(() => copy && rmSync(copy, { recursive: true, force: true }));

test("the restored public/ has the pages, images and icons the checks below look for", () => {
  const { files } = restored;
  for (const { page } of restored.content.interviews) for (const file of pageFiles(page)) assert.ok(files.has(file));
  assert.ok(iconFiles(files, gone.logo.digest).length > 0, "the old logo's icons");
});

test("leaves no file of the deleted interview and article picture", () => {
  const { files } = built;
  for (const file of pageFiles(gone.interview.page)) assert.ok(!files.has(file), `${file} is still in public/`);
  assert.ok(![...files].some((file) => file.startsWith(`${gone.interview.page}/`)), "its page's folder is gone");
  assert.ok(!existsSync(path.join(copy, "public/static", gone.article.digest)), `the images of ${gone.article.src}`);
});

test("leaves no icon or CMS copy of the replaced logo, and has the new logo's", () => {
  const { files, adminLogos } = built;
  assert.notEqual(left.logo.digest, gone.logo.digest, "the logo was replaced");
  assert.deepEqual(iconFiles(files, gone.logo.digest), [], "the old logo's icons are still in public/");
  // The same icons as before, named after the new logo.
  const sizes = (digest, made) => iconFiles(made, digest).map((file) => file.replace(digest, "<logo>"));
  assert.deepEqual(sizes(left.logo.digest, files), sizes(gone.logo.digest, restored.files));
  // One copy in the CMS: the new logo, under its own type.
  assert.deepEqual([...adminLogos], [[`admin/logo.${left.logo.type}`, left.logo.digest]]);
});

test("and no file of the site names them any more", () => {
  for (const [file, text] of built.texts) {
    assert.ok(!text.includes(`/${gone.interview.page}/`), `${file} names /${gone.interview.page}/`);
    assert.ok(!text.includes(gone.article.digest), `${file} names the images of ${gone.article.src}`);
    assert.ok(!text.includes(gone.logo.digest), `${file} names the old logo's icons`);
  }
});

test("keeps every remaining interview and article picture, and every image a page or its data names", () => {
  const { files, texts } = built;
  assert.ok(
    left.interviews.length > 0 && left.articles.some(({ digest }) => imageFiles(restored.files, digest).length > 0),
  );
  for (const { page } of left.interviews) for (const file of pageFiles(page)) assert.ok(files.has(file), file);
  for (const { src, digest } of left.articles)
    if (imageFiles(restored.files, digest).length > 0)
      assert.ok(imageFiles(files, digest).length > 0, `the images of ${src}`);
  const named = new Set();
  for (const [file, text] of texts)
    if (/\.(html|json)$/.test(file))
      for (const [, url] of text.matchAll(/\/static\/([0-9a-f]{32}\/[^"'\s,)?]+)/g)) named.add(`static/${url}`);
  assert.ok(named.size > 0, "the pages name images");
  for (const file of named) assert.ok(files.has(decodeURI(file)), `${file} is named but missing`);
});

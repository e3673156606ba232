/**
 * What the author deletes is gone from what is deployed, built over Gatsby's restored .cache/ and public/ as the
 * workflow does. Four builds of one copy, on the fixture content with two more carousel pictures: a first; one after
 * an interview's text changed (only that page is rendered again, and the build's own check of every page's policy
 * passes); one after an interview, an article with its picture and a carousel picture were deleted and the logo
 * replaced; one after the same with gatsby-node.ts changed, so Gatsby drops its cache. After the last two, nothing of
 * what was deleted is left in public/ or named there (pages, images, the old logo's icons and CMS copy), and all
 * that remains is there. Gatsby removes the pages; plugins/site-host/prune-public.ts the rest.
 */
import { createHash } from "node:crypto";
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import sharp from "sharp";
import { interviewPath } from "../../src/lib/slugify.ts";
import { copyCheckout, gatsbyBuild } from "./checkout-copy.mjs";

const CONTENT = "__tests__/fixtures/content";
/** Gatsby's words when it drops its cache (a change to gatsby-node.ts). */
const CACHE_DROPPED = "we're deleting your site's cache";
/** Not the site's own: the CMS, built into public/admin/ from its package. */
const NOT_THE_SITE = ["admin"];
/** Put into every page after the first build: a page that still has it was kept, not rendered again. */
const KEPT = "<!-- page from the first build -->";

let copy;
let content;
/** How long each build took, in seconds, for the test's report. */
const seconds = [];
/** What each build left in public/, and what had been deleted before it. */
const builds = {};

const md5 = (file) => createHash("md5").update(readFileSync(file)).digest("hex");
const readJson = (file) => JSON.parse(readFileSync(path.join(content, file), "utf8"));
const writeJson = (file, value) => writeFileSync(path.join(content, file), `${JSON.stringify(value, null, 2)}\n`);

function timedBuild() {
  const start = Date.now();
  const output = gatsbyBuild(copy);
  seconds.push(Math.round((Date.now() - start) / 1000));
  return output;
}

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

/** Every built HTML page but the CMS's and Gatsby's fragments, by its file under public/. */
function htmlPages() {
  const publicDir = path.join(copy, "public");
  return readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".html") && !["admin", "_gatsby"].includes(file.split("/")[0]))
    .filter((file) => statSync(path.join(publicDir, file)).isFile())
    .sort();
}

/**
 * Marks every page, then adds the first interview's first paragraph once more at its end, so only
 * that page is rendered again (its words, and so the fonts cut to the content's characters, stay
 * the same); returns that page's file.
 */
function editOneInterview() {
  for (const file of htmlPages()) {
    const full = path.join(copy, "public", file);
    writeFileSync(full, readFileSync(full, "utf8").replace("</body>", `${KEPT}</body>`));
  }
  const edited = current().interviews[0];
  const file = path.join(content, "interviews", edited.file);
  const source = readFileSync(file, "utf8");
  const paragraph = /^---\n[\s\S]*?\n---\n+([^\n]+)\n/.exec(source)?.[1];
  assert.ok(paragraph, `${edited.file} has front matter and a first paragraph`);
  writeFileSync(file, `${source.trimEnd()}\n\n${paragraph}\n`);
  return `${edited.page}/index.html`;
}

/** An interview of the content: its file, and its page's folder under public/ ("interview-with-…"). */
function interview(file) {
  const host = /^host: "?(.*?)"?$/m.exec(readFileSync(path.join(content, "interviews", file), "utf8"))?.[1];
  assert.ok(host, `${file} names its host`);
  return { file, page: interviewPath(host).replace(/^\/|\/$/g, "") };
}

/** A picture of the content ("./images/…" as the content writes it), by its digest: its folder under public/static/. */
const picture = (src) => ({ src, digest: md5(path.join(content, src)) });

/** The logo site.json names: its type and its digest (which names its icons). */
function logo() {
  const file = path.join(content, "settings", readJson("settings/site.json").logo);
  return { type: path.extname(file).slice(1), digest: md5(file) };
}

/** The icons in public/ made from the logo of this digest. */
const iconFiles = (files, digest) =>
  [...files].filter((file) => /^(icons\/icon|favicon)-\d+x\d+-[0-9a-f]{32}\.png$/.test(file) && file.includes(digest));

/** The interviews, articles and carousel pictures now in the content. */
function current() {
  return {
    interviews: readdirSync(path.join(content, "interviews"))
      .filter((file) => file.endsWith(".mdx"))
      .sort()
      .map(interview),
    logo: logo(),
    articles: readJson("articles.json").map((article) => picture(article.image)),
    carousel: readJson("carousel.json").map((slide) => picture(slide.src)),
  };
}

/**
 * Deletes an interview, the first article with its picture, and the last carousel picture, and
 * replaces the logo; returns them.
 */
async function deleteSome({ logoInPlace }) {
  const before = current();
  const gone = { interview: before.interviews.at(-1), article: before.articles[0], carousel: before.carousel.at(-1) };
  rmSync(path.join(content, "interviews", gone.interview.file));
  const remove = (file, field, src) => {
    const items = readJson(file).filter((item) => item[field] !== src);
    writeJson(file, items);
  };
  remove("articles.json", "image", gone.article.src);
  remove("carousel.json", "src", gone.carousel.src);
  for (const { src } of [gone.article, gone.carousel]) rmSync(path.join(content, src));
  // The logo replaced: in place the first time (the same file, so the same build settings: no
  // cache dropped for it), then by a picture of another type, the old file deleted.
  const site = readJson("settings/site.json");
  const oldLogo = path.join(content, "settings", site.logo);
  const newLogo = logoInPlace ? site.logo : site.logo.replace(/\.png$/, ".jpg").replace("logo", "new-logo");
  const replaced = await sharp(oldLogo)
    .composite([{ input: { create: { width: 8, height: 8, channels: 3, background: "#0a0b0c" } }, left: 0, top: 0 }])
    .toFormat(path.extname(newLogo).slice(1))
    .toBuffer();
  rmSync(oldLogo);
  writeFileSync(path.join(content, "settings", newLogo), replaced);
  writeJson("settings/site.json", { ...site, logo: newLogo });
  gone.logo = before.logo;
  // Otherwise the folder is another picture's too, and rightly stays.
  const kept = current();
  for (const { digest } of [gone.article, gone.carousel])
    assert.ok(![...kept.articles, ...kept.carousel].some((item) => item.digest === digest), "a picture of its own");
  return gone;
}

before(async () => {
  copy = copyCheckout("prune-public-");
  content = path.join(copy, CONTENT);
  // The builds (gatsbyBuild passes this process's environment on) read the fixture content.
  process.env.CONTENT_DIR = CONTENT;

  // Two carousel pictures more, each its own image (so its own folder under public/static/).
  const only = readJson("carousel.json")[0].src;
  const slides = readJson("carousel.json");
  for (const [name, turn] of [
    ["mirrored.jpg", (image) => image.flop()],
    ["upside-down.jpg", (image) => image.flip()],
  ]) {
    await turn(sharp(path.join(content, only)))
      .jpeg({ quality: 80 })
      .toFile(path.join(content, "images/carousel", name));
    slides.push({ src: `./images/carousel/${name}`, alt: `The only picture, ${name.replace(".jpg", "")}` });
  }
  writeJson("carousel.json", slides);

  timedBuild();
  builds.first = { ...snapshot(), content: current() };

  const changedPage = editOneInterview();
  const output = timedBuild();
  const pages = htmlPages();
  const kept = pages.filter((file) => readFileSync(path.join(copy, "public", file), "utf8").includes(KEPT));
  builds.edited = { changedPage, output, pages, kept };

  builds.restored = { gone: await deleteSome({ logoInPlace: true }) };
  Object.assign(builds.restored, { output: timedBuild() }, snapshot(), { content: current() });

  builds.dropped = { gone: await deleteSome({ logoInPlace: false }) };
  appendFileSync(path.join(copy, "gatsby-node.ts"), "\n// Changed: Gatsby drops its cache.\n");
  const droppedOutput = timedBuild();
  Object.assign(builds.dropped, snapshot(), { content: current(), output: droppedOutput });
});

after(() => {
  if (seconds.length > 0) console.log(`Builds: ${seconds.join(" s, ")} s`);
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** The HTML pages among a snapshot's files, as htmlPages() lists them. */
const htmlPagesOf = (files) =>
  [...files].filter((file) => file.endsWith(".html") && !["admin", "_gatsby"].includes(file.split("/")[0])).sort();

const pageFiles = (page) => [`${page}/index.html`, `page-data/${page}/page-data.json`];
const imageFiles = (files, digest) => [...files].filter((file) => file.startsWith(`static/${digest}/`));

test("a build over the same cache and public/ after one interview's text changed renders that page alone", () => {
  const { changedPage, output, pages, kept } = builds.edited;
  assert.ok(!output.includes(CACHE_DROPPED), "Gatsby kept its cache");
  assert.deepEqual(pages, htmlPagesOf(builds.first.files));
  // The build did what this test is about: the changed interview rendered again, the other pages
  // kept from the first build, and it passed its own check of every page's policy. (A kept page
  // whose inline scripts changed under its policy gets a new one: page-policy.test.ts, "replaces
  // a stale policy".)
  // An event's page and /events/ are rendered by every build: their context holds the build's time
  // (what has ended by then: src/lib/content/events.ts).
  const everyBuild = pages.filter((file) => file.startsWith("events/"));
  assert.deepEqual(
    pages.filter((file) => !kept.includes(file)),
    [...everyBuild, changedPage].sort(),
    "only the changed interview is rendered again, and the pages every build renders",
  );
  assert.ok(kept.length > 0, "pages kept from the first build");
});

test("the first build has the pages and images the checks below look for", () => {
  const { files, content: built } = builds.first;
  for (const { page } of built.interviews) for (const file of pageFiles(page)) assert.ok(files.has(file), file);
  for (const { src, digest } of [...built.articles, ...built.carousel])
    assert.ok(imageFiles(files, digest).length > 0, `the images of ${src}`);
});

for (const [name, when] of [
  ["restored", "over the restored cache"],
  ["dropped", "after Gatsby drops its cache"],
]) {
  describe(`a build ${when}`, () => {
    test("leaves no file of the deleted interview, article and carousel picture", () => {
      const { files, gone } = builds[name];
      for (const file of pageFiles(gone.interview.page)) assert.ok(!files.has(file), `${file} is still in public/`);
      assert.ok(![...files].some((file) => file.startsWith(`${gone.interview.page}/`)), "its page's folder is gone");
      for (const { src, digest } of [gone.article, gone.carousel]) {
        assert.ok(imageFiles(builds.first.files, digest).length > 0, `the first build made images of ${src}`);
        assert.deepEqual(imageFiles(files, digest), [], `the images of ${src} are still in public/static/${digest}/`);
        assert.ok(!existsSync(path.join(copy, "public/static", digest)), `public/static/${digest}/ is gone`);
      }
    });

    test("leaves no icon or CMS copy of the replaced logo, and has the new logo's", () => {
      const { files, gone, adminLogos, content: built } = builds[name];
      const first = builds.first.content.logo;
      assert.notEqual(built.logo.digest, gone.logo.digest, "the logo was replaced");
      assert.deepEqual(iconFiles(files, gone.logo.digest), [], "the old logo's icons are still in public/");
      // The same icons as the first build made, named after the new logo.
      const sizes = (digest, made) => iconFiles(made, digest).map((file) => file.replace(digest, "<logo>"));
      assert.ok(sizes(first.digest, builds.first.files).length > 0, "the first build made icons");
      assert.deepEqual(sizes(built.logo.digest, files), sizes(first.digest, builds.first.files));
      // One copy in the CMS: the new logo, under its own type.
      assert.deepEqual([...adminLogos], [[`admin/logo.${built.logo.type}`, built.logo.digest]]);
    });

    test("and no file of the site names them any more", () => {
      const { texts, gone } = builds[name];
      for (const [file, text] of texts) {
        assert.ok(!text.includes(`/${gone.interview.page}/`), `${file} names /${gone.interview.page}/`);
        for (const { src, digest } of [gone.article, gone.carousel])
          assert.ok(!text.includes(digest), `${file} names the images of ${src}`);
        assert.ok(!text.includes(gone.logo.digest), `${file} names the old logo's icons`);
      }
    });

    test("keeps every remaining interview, article picture and carousel picture", () => {
      const { files, content: built } = builds[name];
      assert.ok(built.interviews.length > 0 && built.articles.length > 0 && built.carousel.length > 0);
      for (const { page } of built.interviews) for (const file of pageFiles(page)) assert.ok(files.has(file), file);
      for (const { src, digest } of [...built.articles, ...built.carousel])
        assert.ok(imageFiles(files, digest).length > 0, `the images of ${src}`);
    });

    test("and every image a page or its data names is there", () => {
      const { files, texts } = builds[name];
      const named = new Set();
      for (const [file, text] of texts)
        if (/\.(html|json)$/.test(file))
          for (const [, url] of text.matchAll(/\/static\/([0-9a-f]{32}\/[^"'\s,)?]+)/g)) named.add(`static/${url}`);
      assert.ok(named.size > 0, "the pages name images");
      for (const file of named) assert.ok(files.has(decodeURI(file)), `${file} is named but missing`);
    });
  });
}

test("the third build kept Gatsby's cache, and the fourth dropped it", () => {
  assert.ok(!builds.restored.output.includes(CACHE_DROPPED), "Gatsby kept its cache for the second build");
  assert.ok(builds.dropped.output.includes(CACHE_DROPPED), "Gatsby said it deleted its cache");
});

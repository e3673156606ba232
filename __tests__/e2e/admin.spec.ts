/**
 * The CMS at /admin/ on the production build, in local-repository mode, with every other origin
 * cut off: what the author sees, what a save writes, and that a save never breaks the build.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FrameLocator, Locator, Page } from "@playwright/test";
import * as prettier from "prettier";
import sharp from "sharp";
import { slugify } from "../../src/lib/slugify";
import { runCheckContent } from "../fixtures/broken-content";
import {
  changedLines,
  listLocalFolder,
  openEntry,
  openLocalRepository,
  readLocalFile,
  readLocalText,
  repositoryFile,
  reveal,
  save,
  textField,
} from "./admin-helpers";
import { book, bookDateLine, books, displayDate, events, interviews, press, site } from "./content";
import { expect, test } from "./fixtures";

const ROOT = path.join(__dirname, "..", "..");

/** Runs the content checker on content/ with `saved` files put in place. */
function checkSavedFiles(saved: Record<string, Buffer | string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "cms-save-"));
  try {
    cpSync(path.join(ROOT, "content"), dir, { recursive: true });
    for (const [file, bytes] of Object.entries(saved))
      writeFileSync(path.join(dir, path.relative("content", file)), bytes);
    return runCheckContent(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test.describe("the CMS at /admin/", () => {
  // Each test loads the whole CMS and a copy of the content into the browser.
  test.slow();

  test.beforeEach(async ({ page }) => {
    // The sign-in page asks GitHub's status page whether GitHub is up (for the GitHub mode); offline,
    // it gets the answer "all is well" from here instead of a network error.
    await page.route("https://www.githubstatus.com/api/v2/status.json", (route) =>
      route.fulfill({ json: { status: { indicator: "none" } } }),
    );
    await openLocalRepository(page);
  });

  test("lists every collection with its icons drawn, and nothing leaves the site while editing", async ({
    page,
    baseURL,
  }) => {
    // Requests that leave the site's origin (the fixture blocks them all).
    const outside: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(baseURL as string).origin && url.protocol !== "blob:") outside.push(request.url());
    });
    const collections = page.getByRole("tree", { name: "Collection List" }).getByRole("treeitem");
    // Each item reads its icon's name, the collection's name and how many files it has.
    // Interviews, Books and Events are folders: each counts the files in it (none is 0). Articles holds the
    // articles and the newsletter import's record of what it added.
    await expect(collections).toHaveText([
      / Articles 2 $/,
      / Carousel 1 $/,
      new RegExp(` Interviews ${interviews.length} $`),
      new RegExp(` Books ${books.length} $`),
      new RegExp(` Events ${events.length} $`),
      / Settings 3 $/,
    ]);
    // The icons are a font: drawn only if the self-hosted font file loaded with the network cut off.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].some(
            (face) => face.family.includes("Material Symbols") && face.status === "loaded",
          );
        }),
      )
      .toBe(true);
    await openEntry(page, "Articles", "Articles");
    expect(outside).toEqual([]);
  });

  test("a new article: an http:// link is refused, nothing written; then it gets a fresh id, its picture lands in content/images/articles/, and it passes the checker", async ({
    page,
  }) => {
    await openEntry(page, "Articles", "Articles");
    await page.getByRole("button", { name: "Collapse All" }).click();
    await page.getByRole("button", { name: /^Add \W*Article\W*$/ }).click();
    await (await textField(page, "Title", "last")).fill("Why I Write Before Dawn");
    await (await textField(page, "Summary", "last")).fill("The kettle is the only thing awake.");
    const picture = await reveal(page, page.getByRole("group", { name: /^“\W*Picture\W*” Field$/ }).last());
    const jpeg = await sharp({
      create: { width: 1200, height: 750, channels: 3, background: { r: 214, g: 122, b: 94 } },
    })
      .jpeg()
      .toBuffer();
    await picture
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: "before-dawn.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await (await textField(page, "Picture description", "last")).fill("Illustration: a kettle steaming at sunrise");
    await (await textField(page, "Date", "last")).fill("2025-07-25");
    await (await textField(page, "Reading time", "last")).fill("4 min read");
    await page
      .getByRole("radiogroup", { name: "Category" })
      .last()
      .getByRole("radio", { name: "Motivation" })
      .check({ force: true });
    const link = await textField(page, "Link to the article", "last");
    await link.fill("http://letters.example.net/p/before-dawn");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(
      page
        .getByRole("group", { name: /Link to the article/ })
        .last()
        .getByRole("alert"),
    ).toHaveText(/^\W*error must be an https URL$/);
    expect(await readLocalText(page, "content/articles.json")).toBe(repositoryFile("content/articles.json"));

    await link.fill("https://letters.example.net/p/before-dawn");
    await save(page);
    const saved = await readLocalText(page, "content/articles.json");
    const articles = JSON.parse(saved) as Record<string, unknown>[];
    const existing = JSON.parse(repositoryFile("content/articles.json")) as { id: number }[];
    const added = articles.at(-1);
    expect(added).toEqual({
      id: Math.max(...existing.map((article) => article.id)) + 1,
      title: "Why I Write Before Dawn",
      excerpt: "The kettle is the only thing awake.",
      image: "./images/articles/before-dawn.jpg",
      imageAlt: "Illustration: a kettle steaming at sunrise",
      date: "2025-07-25",
      readTime: "4 min read",
      category: "Motivation",
      link: "https://letters.example.net/p/before-dawn",
    });
    // Saved with its fields in the order of every other article.
    expect(Object.keys(added ?? {})).toEqual(Object.keys(existing[0]));
    expect(await listLocalFolder(page, "content/images/articles")).toContain("before-dawn.jpg");
    const uploaded = await readLocalFile(page, "content/images/articles/before-dawn.jpg");
    expect(uploaded.equals(jpeg)).toBe(true);
    const check = checkSavedFiles({
      "content/articles.json": saved,
      "content/images/articles/before-dawn.jpg": uploaded,
    });
    expect(check.status, check.output).toBe(0);
    const file = path.join(ROOT, "content/articles.json");
    expect(await prettier.check(saved, { ...(await prettier.resolveConfig(file)), filepath: file })).toBe(true);
  });

  /** A new interview of the test's own, filled in as the author would. */
  async function addInterview(page: Page, fields: Record<"host" | "title" | "description" | "date" | "body", string>) {
    await page.getByRole("treeitem", { name: "Interviews" }).click();
    await page.getByRole("button", { name: "Create New Entry" }).click();
    await page.getByRole("group", { name: "Content Editor" }).waitFor();
    for (const [label, value] of [
      ["Host", fields.host],
      ["Title", fields.title],
      ["Introduction", fields.description],
      ["Date", fields.date],
      ["Interview text", fields.body],
    ])
      await (await textField(page, label)).fill(value);
    await save(page);
  }

  test("a new interview is saved as its own file, named after its host, in the form the build reads; one whose host makes an existing address is saved beside it", async ({
    page,
  }) => {
    const added = {
      host: "Ngozi Ọkàfọ̀r",
      title: "Second Helpings: Ada Ikemba talks to Ngozi",
      description: "Ngozi and Ada on second drafts and second helpings.",
      date: "2025-10-04",
      body: "## On second drafts\n\n**Ngozi:** Do you rewrite much?\n\n**Ada:** Everything, twice.",
    };
    await addInterview(page, added);

    // The address the site makes from the host, /interview-with-ngozi-okafor/, names the file too.
    const name = `${slugify(added.host)}.mdx`;
    const before = interviews.map((interview) => interview.file.replace("interviews/", ""));
    expect(await listLocalFolder(page, "content/interviews")).toEqual([...before, name].sort());
    const saved = await readLocalText(page, `content/interviews/${name}`);
    const frontMatter = (["host", "title", "description", "date"] as const).map(
      (key) => `${key}: ${JSON.stringify(added[key])}`,
    );
    expect(saved).toBe(["---", ...frontMatter, "---", "", added.body, ""].join("\n"));
    const check = checkSavedFiles({ [`content/interviews/${name}`]: saved });
    expect(check.status, check.output).toBe(0);
    // Listed with the others, newest first.
    const rows = page.getByRole("grid", { name: "Entries" }).getByRole("row");
    await expect(rows).toHaveCount(interviews.length + 1);
    const titles = [...interviews, added].sort((a, b) => b.date.localeCompare(a.date)).map((entry) => entry.title);
    for (const [index, title] of titles.entries()) await expect(rows.nth(index)).toHaveAccessibleName(title);

    // That the build then stops, naming both files, is check-content.test.ts's.
    const host = interviews[0]?.host ?? added.host;
    await addInterview(page, { ...added, host, title: "Another conversation" });
    expect(await listLocalFolder(page, "content/interviews")).toHaveLength(interviews.length + 2);
    // The existing interviews are untouched.
    for (const interview of interviews)
      expect(await readLocalText(page, `content/${interview.file}`)).toBe(repositoryFile(`content/${interview.file}`));
  });

  // Each field gets a value its rules accept; logoAlt is empty on purpose and is filled in and emptied
  // again. An edit is saved as that one line, so an interview's body is left as it was.
  const roundTrips = [
    ["Articles", "Articles", "content/articles.json", "Reading time", "9 min read"],
    ["Carousel", "Carousel", "content/carousel.json", "Picture description", "A cover"],
    ...interviews.slice(0, 1).flatMap((interview) => [
      ["Interviews", interview.title, `content/${interview.file}`, "Host", `${interview.host} Obi`],
      ["Interviews", interview.title, `content/${interview.file}`, "Date", "2024-01-31"],
    ]),
    ["Settings", "Site", "content/settings/site.json", "Tagline", "Words"],
    ["Settings", "Site", "content/settings/site.json", "Logo description", "Logo"],
    ["Settings", "Home page", "content/settings/home.json", "Heading", "Hello"],
    ["Settings", "Press kit", "content/settings/press.json", "Contact heading", "Press"],
    ...books
      .slice(0, 1)
      .map((entry) => ["Books", entry.title, `content/books/${entry.address}.json`, "One-line pitch", "One sentence."]),
  ].map(([collection, file, path, field, value]) => ({ collection, file, path, field, value }));

  // One CMS a collection (loading it is most of a test's time); each round trip leaves its file as it was.
  for (const collection of new Set(roundTrips.map((trip) => trip.collection))) {
    const trips = roundTrips.filter((trip) => trip.collection === collection);
    test(`${collection}: ${trips.map((trip) => `"${trip.field}"`).join(", ")}: changed, saved, changed back and saved, the file is byte-identical`, async ({
      page,
    }) => {
      for (const { file, path: filePath, field, value: changedValue } of trips) {
        await test.step(`${file}: "${field}"`, async () => {
          const original = repositoryFile(filePath);
          await openEntry(page, collection, file);
          const box = await textField(page, field);
          const value = await box.inputValue();
          await box.fill(changedValue);
          await save(page);
          const changed = await readLocalText(page, filePath);
          expect(changedLines(original, changed)).toHaveLength(1);

          await openEntry(page, collection, file);
          await (await textField(page, field)).fill(value);
          await save(page);
          expect(await readLocalText(page, filePath)).toBe(original);
        });
      }
    });
  }

  // Each preview is drawn by the site's components in the site's styles: the edit shows in a heading in
  // the display face (so the theme reached the frame), with what else of the page the row names.
  const previews: [string, [string, string], Record<string, string>, (frame: FrameLocator) => Locator[]][] = [
    [
      "the article being edited as the site's own card",
      ["Articles", "Articles"],
      { Title: "A Title Seen in the Preview" },
      (frame) => {
        const card = frame.getByRole("article").filter({ hasText: "A Title Seen in the Preview" });
        // The card's heading is its link, which opens in a new tab.
        const name = `A Title Seen in the Preview ${site.labels.newTab}`;
        return [
          card.getByRole("heading", { level: 3, name }),
          card.getByRole("link", { name: /Read More/ }),
          card.locator("img"),
        ];
      },
    ],
    ...interviews.slice(0, 1).map((existing): (typeof previews)[number] => [
      "an interview as its page, with the Markdown body in the site's prose",
      ["Interviews", existing.title],
      {
        Title: "A Conversation Seen in the Preview",
        "Interview text": "## A Section Seen in the Preview\n\n**Preview Host:** A question?\n\n**Ada:** An answer.",
      },
      // "## …" in the body is a section heading, "**…:**" a bold name.
      (frame) => [
        frame.getByRole("heading", { level: 1, name: "A Conversation Seen in the Preview", exact: true }),
        frame.getByText(displayDate(existing.date)),
        frame.getByRole("heading", { level: 2, name: "A Section Seen in the Preview" }),
        frame.locator("strong", { hasText: "Preview Host:" }),
      ],
    ]),
    [
      "a book as its page: title, date line, and the sample in the site's prose",
      ["Books", book.title],
      { "Book title": "A Book Seen in the Preview", Sample: "## A Chapter Seen in the Preview\n\nIt began **here**." },
      (frame) => [
        frame.getByRole("heading", { level: 1, name: "A Book Seen in the Preview", exact: true }),
        frame.getByText(bookDateLine(book), { exact: true }),
        frame.locator('a[href="#sample"]', { hasText: site.bookPage.sampleLink }),
        frame.getByRole("heading", { level: 2, name: "A Chapter Seen in the Preview" }),
        frame.locator("#sample strong", { hasText: "here" }),
      ],
    ],
    [
      "the press kit as its page: the bios with their copy buttons, the portrait and every book",
      ["Settings", "Press kit"],
      { Heading: "A Press Kit Seen in the Preview" },
      (frame) => [
        frame.getByRole("heading", { level: 1, name: "A Press Kit Seen in the Preview", exact: true }),
        frame.getByRole("img", { name: press.portraitAlt, exact: true }),
        ...press.bioCopies.map((bio) =>
          frame.getByRole("button", { name: `${press.copyButton} ${bio.label}`, exact: true }),
        ),
        // Every book, from the books collection, with its pitch.
        ...books.map((entry) => frame.getByText(entry.pitch, { exact: true })),
      ],
    ],
  ];

  for (const [name, entry, edits, shown] of previews) {
    test(`the preview shows ${name}`, async ({ page }) => {
      await openEntry(page, ...entry);
      for (const [field, value] of Object.entries(edits)) await (await textField(page, field)).fill(value);
      const [heading, ...rest] = shown(page.frameLocator('[role="group"][aria-label*="Preview"] iframe'));
      await expect(heading).toHaveCSS("font-family", /^"Fraunces Variable", /);
      for (const locator of [heading, ...rest]) {
        await expect(locator).toBeVisible();
        // A picture is the CMS's copy of its file, loaded.
        if (await locator.evaluate((element) => element instanceof HTMLImageElement)) {
          await expect(locator).toHaveJSProperty("complete", true);
          expect(await locator.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        }
      }
    });
  }
});

test.describe("/admin/ as the host serves it", () => {
  test("gets its own policy, added to none of the public pages', and is kept out of search engines by its headers and page", async ({
    request,
  }) => {
    const admin = await request.get("/admin/");
    expect(admin.status()).toBe(200);
    const adminHeaders = admin.headers();
    const adminCsp = adminHeaders["content-security-policy"] ?? "";
    expect(adminCsp).toContain("'wasm-unsafe-eval'");
    expect(adminCsp).toContain("https://api.github.com");
    expect(adminCsp).not.toContain("'unsafe-eval'");
    // One policy, not the public one merged with it (Cloudflare would join the two with a comma).
    expect(adminCsp).not.toContain(",");
    expect(adminCsp).toMatch(/^default-src 'self';/);
    expect(await admin.text()).not.toContain('http-equiv="Content-Security-Policy"');
    expect(adminHeaders["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    expect(adminHeaders["x-robots-tag"]).toContain("noindex");
    expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow" />');

    // The public pages' own policies are seo.spec.ts's and csp.spec.ts's; none has the CMS's.
    const home = await request.get("/home/");
    expect(home.headers()["content-security-policy"]).not.toMatch(/wasm-unsafe-eval|api\.github\.com|blob:/);
    expect(home.headers()["cross-origin-opener-policy"]).toBe("same-origin");
    // That the sitemap leaves /admin/ out is seo.spec.ts's (it lists the sitemap's every URL).
  });
});

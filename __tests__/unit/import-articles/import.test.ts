/** @jest-environment node */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { importArticles } from "../../../scripts/import-articles/import";
import { contentReport } from "../../../src/lib/content/report";
import { feedFile, feedServer, FEEDS, picture, type Route } from "../../fixtures/feed-server";

/** The import against a newsletter on 127.0.0.1, into a copy of the fixture content. */

const FIXTURE_CONTENT = path.join(__dirname, "..", "..", "fixtures", "content");
let dir: string;
let server: Awaited<ReturnType<typeof feedServer>>;

const readJson = (file: string) => JSON.parse(readFileSync(path.join(dir, file), "utf8"));
const articles = () => readJson("articles.json") as Record<string, unknown>[];
const writeJson = (file: string, value: unknown) =>
  writeFileSync(path.join(dir, file), `${JSON.stringify(value, null, 2)}\n`);

/** Every file of the content folder and its bytes. */
const snapshot = () =>
  new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), readFileSync(file).toString("base64")];
      }),
  );

const pngPicture: Route = (response) => {
  void sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#a23e25" } })
    .png()
    .toBuffer()
    .then((png) => {
      response.writeHead(200, { "content-type": "image/png" });
      response.end(png);
    });
};
const bytes =
  (size: number, type: string): Route =>
  (response) => {
    response.writeHead(200, { "content-type": type });
    response.end(Buffer.alloc(size, 0x20));
  };

beforeAll(async () => {
  server = await feedServer({
    "/feed": feedFile("substack.xml", 1000),
    "/atom": feedFile("atom.xml"),
    "/page": feedFile("not-a-feed.html"),
    "/malformed": feedFile("malformed.xml"),
    "/doctype": feedFile("doctype.xml"),
    "/pictures/bread.jpg": () => picture,
    "/pictures/letter.jpg": () => picture,
    "/pictures/smoke.png": () => pngPicture,
    "/pictures/text.jpg": () => bytes(2000, "image/jpeg"),
    "/pictures/huge.jpg": () => bytes(10 * 1024 * 1024 + 1, "image/jpeg"),
    "/big": () => bytes(5 * 1024 * 1024 + 1, "application/rss+xml"),
    "/elsewhere": (base) => (response) => {
      response.writeHead(302, { location: base.replace("127.0.0.1", "localhost") + "/feed" });
      response.end();
    },
    "/moved": () => (response) => {
      response.writeHead(301, { location: "/feed" });
      response.end();
    },
    "/silent": () => () => {
      // never answers
    },
  });
});
afterAll(() => server.close());

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "import-articles-"));
  cpSync(FIXTURE_CONTENT, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const run = (feed: string, timeoutMs?: number) => importArticles({ contentDir: dir, feed, timeoutMs });

describe("a Substack feed", () => {
  it("becomes articles as she would type them, and passes the content check", async () => {
    const before = articles();
    const result = await run(`${server.base}/feed`);
    expect(result).toEqual({
      added: [
        "Why I Sing Alto",
        "A Letter to the Girl with the Exercise Books",
        "Bread & Butter Days: Notes from a Slow Week",
      ],
      warnings: [],
    });
    const after = articles();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toEqual([
      {
        id: 13,
        title: "Why I Sing Alto",
        excerpt: "Harmony, it turns out, is mostly listening.",
        image: "./images/articles/from-the-newsletter.jpg",
        imageAlt: "Picture for the newsletter post “Why I Sing Alto”",
        date: "2026-10-01",
        readTime: "1 min read",
        category: "Thought provoking",
        link: "https://newsletter.example.com/p/why-i-sing-alto",
      },
      {
        id: 14,
        title: "A Letter to the Girl with the Exercise Books",
        excerpt: "Dear girl, you hid your stories under the mattress.",
        image: "./images/articles/a-letter-to-the-girl.jpg",
        imageAlt: "A stack of old exercise books tied with string",
        date: "2026-10-16",
        readTime: "1 min read",
        category: "Thought provoking",
        link: "https://newsletter.example.com/p/a-letter-to-the-girl",
      },
      {
        id: 15,
        title: "Bread & Butter Days: Notes from a Slow Week",
        excerpt:
          "Some weeks nothing happens, and that is the point. On the quiet days that keep a writer — and a kitchen — going.",
        image: "./images/articles/bread-and-butter-days.jpg",
        imageAlt: "Picture for the newsletter post “Bread & Butter Days: Notes from a Slow Week”",
        // 23:30 on the 1st at -05:00 is the 2nd in UTC: the day is the feed's own.
        date: "2026-11-01",
        // 1,018 words at 230 a minute; the script and the style are not words.
        readTime: "5 min read",
        category: "Motivation",
        link: "https://newsletter.example.com/p/bread-and-butter-days",
      },
    ]);
    expect(readJson("imported-articles.json")).toEqual([
      { link: "https://newsletter.example.com/p/why-i-sing-alto" },
      { link: "https://newsletter.example.com/p/a-letter-to-the-girl" },
      { link: "https://newsletter.example.com/p/bread-and-butter-days" },
    ]);
    const metadata = await sharp(path.join(dir, "images/articles/bread-and-butter-days.jpg")).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", 1200, 750]);
    expect((await contentReport(dir)).ok).toBe(true);
  });

  it("changes nothing the second time", async () => {
    await run(`${server.base}/feed`);
    const first = snapshot();
    expect(await run(`${server.base}/feed`)).toEqual({ added: [], warnings: [] });
    expect(snapshot()).toEqual(first);
  });

  it("leaves an article she edited as it is, and does not bring back one she deleted", async () => {
    await run(`${server.base}/feed`);
    const edited = articles()
      .filter((article) => article.title !== "Why I Sing Alto")
      .map((article) => (article.id === 14 ? { ...article, title: "To the Girl I Was" } : article));
    writeJson("articles.json", edited);
    const before = snapshot();
    await run(`${server.base}/feed`);
    expect(snapshot()).toEqual(before);
  });

  it("leaves an article she entered herself with the same link as it is", async () => {
    const own = [...articles(), { ...articles()[0], id: 40, link: "https://newsletter.example.com/p/why-i-sing-alto" }];
    writeJson("articles.json", own);
    const { added } = await run(`${server.base}/feed`);
    expect(added).not.toContain("Why I Sing Alto");
    expect(articles().filter((article) => String(article.link).endsWith("why-i-sing-alto"))).toEqual([own.at(-1)]);
  });

  it("follows a redirect on the same host", async () => {
    expect((await run(`${server.base}/moved`)).added).toHaveLength(3);
  });

  it("imports nothing when she switched it off", async () => {
    const home = readJson("settings/home.json");
    home.articles.import.enabled = false;
    writeJson("settings/home.json", home);
    const before = snapshot();
    expect((await run(`${server.base}/feed`)).off).toMatch(/switched off/);
    expect(snapshot()).toEqual(before);
  });
});

it("reads an Atom feed: its text constructs, its own offset, a media picture and its description", async () => {
  await run(`${server.base}/atom`);
  const [salt, shortest] = articles().slice(-2).reverse();
  expect(salt).toMatchObject({
    title: "Salt, Smoke & Stories",
    excerpt: "What my grandmother's smokehouse taught me about starting.",
    date: "2026-11-20",
    category: "First steps",
    image: "./images/articles/salt-smoke-stories.jpg",
    imageAlt: "Smoke curling from a clay oven at dusk",
    link: "https://newsletter.example.com/salt-smoke-stories/",
  });
  expect(shortest).toMatchObject({
    title: "The Shortest Story I Ever Wrote",
    excerpt: "Six words, one life.",
    date: "2026-11-05",
    image: "./images/articles/from-the-newsletter.jpg",
    link: "https://newsletter.example.com/shortest-story/",
  });
  expect((await contentReport(dir)).ok).toBe(true);
});

describe("a feed it refuses, in one sentence, writing nothing", () => {
  it.each([
    ["/page", /cannot be imported: it is a web page \(HTML\), not a feed\.$/],
    ["/malformed", /cannot be imported: it is not well-formed XML/],
    ["/doctype", /cannot be imported: it declares a DOCTYPE/],
    ["/big", /cannot be imported: it is larger than 5 MB\.$/],
    ["/elsewhere", /cannot be imported: it redirects to another host \(localhost:\d+\)\.$/],
    ["/silent", /cannot be imported: there was no answer within 1 s\.$/],
    ["/missing", /cannot be imported: the server answered 404/],
  ])("%s", async (address, message) => {
    const before = snapshot();
    await expect(run(`${server.base}${address}`, 1000)).rejects.toThrow(message);
    expect(snapshot()).toEqual(before);
  });

  it("an address that is not https", async () => {
    await expect(run("http://newsletter.example.com/feed")).rejects.toThrow(/is not an https address/);
  });
});

it("skips a post it cannot use, naming it, and imports the rest", async () => {
  const item = (fields: string) => `<item>${fields}</item>`;
  const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>
    ${item("<link>https://n.example.com/p/untitled</link><pubDate>Fri, 16 Oct 2026 07:00:00 GMT</pubDate>")}
    ${item("<title>Undated</title><link>https://n.example.com/p/undated</link><pubDate>Fri, 30 Feb 2026 07:00:00 GMT</pubDate>")}
    ${item("<title>Plain http</title><link>http://n.example.com/p/plain</link><pubDate>Fri, 16 Oct 2026 07:00:00 GMT</pubDate>")}
    ${item(`<title>Text picture</title><link>https://n.example.com/p/text</link><pubDate>Fri, 16 Oct 2026 07:00:00 GMT</pubDate><enclosure url="${server.base}/pictures/text.jpg" type="image/jpeg"/>`)}
    ${item(`<title>Huge picture</title><link>https://n.example.com/p/huge</link><pubDate>Fri, 16 Oct 2026 07:00:00 GMT</pubDate><enclosure url="${server.base}/pictures/huge.jpg" type="image/jpeg"/>`)}
    ${item("<title>Good</title><link>https://n.example.com/p/good</link><pubDate>Fri, 16 Oct 2026 07:00:00 GMT</pubDate>")}
    </channel></rss>`;
  const feed = path.join(dir, "..", `${path.basename(dir)}-feed.xml`);
  writeFileSync(feed, rss);
  try {
    const { added, warnings } = await run(feed);
    expect(added).toEqual(["Good"]);
    expect(warnings).toEqual([
      "Skipped post 1: it has no title the site can use.",
      'Skipped "Undated": it has no date the site can use.',
      'Skipped "Plain http": it has no https link the site can use.',
      expect.stringMatching(/^Skipped "Text picture": its picture .*text\.jpg is not an image/),
      expect.stringMatching(/^Skipped "Huge picture": its picture .*huge\.jpg: it is larger than 10 MB\.$/),
    ]);
  } finally {
    rmSync(feed, { force: true });
  }
});

it("imports a 20-post feed with pictures within 10 s, and the content check passes", async () => {
  const text = readFileSync(path.join(FEEDS, "substack.xml"), "utf8");
  const [head, first] = text.split("<item>");
  const template = `<item>${first.split("</item>")[0]}</item>`;
  const items = Array.from({ length: 20 }, (_, i) =>
    template
      .replaceAll("bread-and-butter-days", `post-${i}`)
      .replace("Sun, 01 Nov 2026", `${String(i + 1).padStart(2, "0")} Jan 2026`)
      .replaceAll("{base}", server.base)
      .replace("{words}", ""),
  );
  const feed = path.join(dir, "..", `${path.basename(dir)}-20.xml`);
  writeFileSync(feed, `${head}${items.join("\n")}</channel></rss>`);
  try {
    const started = Date.now();
    const { added, warnings } = await run(feed);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect([added.length, warnings]).toEqual([20, []]);
    expect((await contentReport(dir)).ok).toBe(true);
  } finally {
    rmSync(feed, { force: true });
  }
});

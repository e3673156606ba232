/** @jest-environment node */
/**
 * `npm run check-content` on a copy of the content, each case an edit and every error it must report, at its file,
 * line and field ("N": a number the rest of the content decides). Any attempt at code would write a file: none may.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { ADDRESS_MESSAGE, HOST_NAME_MESSAGE, PLAIN_TEXT_MESSAGE } from "../../../src/lib/content/fields";
import { MAX_JSON_NESTING } from "../../../src/lib/content/check/json-file";
import {
  checkContent,
  copyContent,
  editJson,
  editText,
  interviewSource,
  setInterviews,
} from "../../fixtures/broken-content";

type Json = Record<string, Record<string, unknown>>;
type Item = Record<string, unknown>;

const root = path.join(__dirname, "..", "..", "..");

/** Files outside the copy: a picture a path may lead to, and a secret a link may point at. */
const OUTSIDE = mkdtempSync(path.join(tmpdir(), "check-content-outside-"));
beforeAll(async () => {
  await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
    .png()
    .toFile(path.join(OUTSIDE, "x.png"));
  writeFileSync(path.join(OUTSIDE, "token.json"), '{ "token": "secret" }');
});
afterAll(() => rmSync(OUTSIDE, { recursive: true, force: true }));

/** A file any executed attempt would create. */
const RAN = path.join(tmpdir(), `check-content-ran-${process.pid}`);
const touch = `require("node:fs").writeFileSync(${JSON.stringify(RAN)}, "ran")`;
const esmTouch = `process.getBuiltinModule("node:fs").writeFileSync(${JSON.stringify(RAN)}, "ran")`;
/** An interview whose front matter opens with `opening` (a language tag) and runs `touch` if evaluated. */
const taggedFrontMatter = (opening: string, host: string) =>
  `${opening}\n{ host: (${touch}, ${JSON.stringify(host)}), title: "T", description: "D", date: "2025-03-01" }\n---\n\nText.\n`;
/** Language tags for such front matter, by file (d.mdx is JSON, which runs nothing but is no more read). */
const TAGS = { a: "---js", b: "---JS", c: "---javascript", e: "--- js", f: "---coffee" };

/** The front matter of the tests' own interviews (undefined leaves a field out). */
const NGOZI = { host: "Ngozi", title: "Ngozi talks to Ada", description: "A test interview.", date: "2025-03-01" };

const picture = (dir: string, name: string, width = 10, height = 10) =>
  sharp({ create: { width, height, channels: 3, background: "#000" } })
    .jpeg()
    .toFile(path.join(dir, "images", name));

/** An article of the test's own; its picture is content/images/test.jpg. */
const ARTICLE: Item = {
  id: 1,
  title: "A test article",
  excerpt: "",
  image: "./images/test.jpg",
  imageAlt: "A test picture",
  date: "2025-07-11",
  readTime: "3 min read",
  category: "Motivation",
  link: "https://news.example.com/p/a",
};
/** articles.json holds these articles of the test's own (fields over ARTICLE's; undefined leaves one out). */
const articles =
  (...changes: Item[]) =>
  async (dir: string) => {
    await picture(dir, "test.jpg");
    editJson(dir, "articles.json", () => changes.map((change) => ({ ...ARTICLE, ...change })));
  };

function featuredBookFile(dir: string): string {
  const home = JSON.parse(readFileSync(path.join(dir, "settings", "home.json"), "utf8")) as Json;
  return `books/${String(home.books.featured)}.json`;
}
/** A book made from the featured one, under `address`. */
function addBook(dir: string, address: string, change: (book: Item) => void) {
  const book = JSON.parse(readFileSync(path.join(dir, featuredBookFile(dir)), "utf8")) as Item;
  book.address = address;
  change(book);
  writeFileSync(path.join(dir, "books", `${address}.json`), `${JSON.stringify(book, null, 2)}\n`);
}
const aStore = { store: "A shop", format: "Paperback", url: "https://shop.example.com/book" };
const paperback = { format: "Paperback", label: "Paperback", isbn: "" };
/** A book's covers while it has none: every picture and the description empty. */
const NO_COVERS = { portrait: "", tablet: "", phone: "", flat: "", alt: "" };

const TOO_SMALL = "the press page offers it for download at full size, so it must be at least 2400 px on its long side";
const LINK =
  "is a link to another file (a symbolic link): content must be real files, so put a copy of the file here instead";

interface Case {
  name: string;
  edit: (dir: string) => void | Promise<void>;
  /** Every error the report holds, in any order: a line, "N" for a line or column number, or a RegExp. */
  says: (string | RegExp)[];
  /** Every warning, when the case is about them. */
  warns?: (string | RegExp)[];
}

const CASES: Case[] = [
  // Any JSON file: its syntax, how deep it nests, what its parser would do with it.
  {
    name: 'refuses a field named "__proto__" at its line, which the parser would make the prototype',
    edit: async (dir) => {
      await articles(ARTICLE)(dir);
      editText(dir, "articles.json", (text) => text.replace(/^(\[\s*\{)/, '$1\n    "__proto__": { "extra": 1 },'));
    },
    says: ['content/articles.json:3:5: unknown field "__proto__"'],
  },
  {
    name: "refuses what it cannot read: invalid JSON at its line and column, lists nested 20,000 deep at the line they pass the limit (instead of running out of stack)",
    edit: (dir) => {
      editText(dir, "settings/site.json", (text) => text.replace(/,\n/, "\n"));
      // A text holding brackets is text, not nesting.
      editText(dir, "articles.json", () => `[\n"${"[".repeat(200)}",\n${"[".repeat(20_000)}${"]".repeat(20_001)}\n`);
    },
    says: [
      "content/settings/site.json:N:N: is not valid JSON: a comma is missing between two entries (check the end of the line before)",
      `content/articles.json:3:N: is nested more than ${MAX_JSON_NESTING} levels deep: no content needs that, so it is not read`,
    ],
  },
  {
    name: `reads lists nested ${MAX_JSON_NESTING} deep, and checks them against the schema`,
    edit: (dir) =>
      editText(dir, "articles.json", () => `[${"[".repeat(MAX_JSON_NESTING - 1)}${"]".repeat(MAX_JSON_NESTING)}\n`),
    says: ["content/articles.json:1, article 1: must be a group in { }, got a list in [ ]"],
  },
  {
    name: "refuses a missing field, a wrong type, an empty title, a missing picture and a date, each at its article",
    edit: articles(
      { link: undefined },
      { id: "one" },
      { id: 3, title: "  " },
      { id: 4, image: "./images/articles/missing.jpg" },
      { id: 5, date: "11/07/2025" },
    ),
    says: [
      'content/articles.json:N, article 1 ("A test article"), link: is missing (this field is required)',
      'content/articles.json:N, article 2 ("A test article"), id: must be a whole number, such as 9',
      "content/articles.json:N, article 3, title: must not be empty",
      'content/articles.json:N, article 4 ("A test article"), image: image not found: there is no file content/images/articles/missing.jpg',
      'content/articles.json:N, article 5 ("A test article"), date: must be a date written YYYY-MM-DD, such as "2025-07-11", got "11/07/2025"',
    ],
  },
  {
    name: "refuses an unknown field, suggesting the one meant, and two articles with one id",
    edit: articles({ title: undefined, titel: "A test article" }, { title: "Another test article" }),
    says: [
      "content/articles.json:N, article 1, title: is missing (this field is required)",
      'content/articles.json:N, article 1, titel: unknown field "titel". Did you mean "title"?',
      'content/articles.json:N, article 2 ("Another test article"), id: 1 is already the id of article 1: every article needs its own id',
    ],
  },
  {
    name: "accepts 30 articles without a word about their count, warning only, without failing, about an excerpt readers will never see most of",
    edit: articles(
      { excerpt: "A long excerpt. ".repeat(30) },
      ...Array.from({ length: 29 }, (_, index) => ({ id: index + 2 })),
    ),
    says: [],
    warns: [
      'warning: content/articles.json:N, article 1 ("A test article"), excerpt: is 480 characters; cards show about the first 140, so readers will never see most of it',
    ],
  },

  // Names, labels, links and addresses: what reaches a page, a header or a file the build writes.
  {
    name: "refuses a line break in a network's label, the site's address and the newsletter host, each told on one line",
    edit: (dir) =>
      editJson(dir, "settings/site.json", (site: Item) => {
        site.socials = [
          { label: "Instagram\nX-Injected: yes", icon: "instagram", href: "https://www.instagram.com/a" },
        ];
        site.siteUrl = "https://ada.example.com\nDisallow: /";
        site.newsletterHost = "news.example.org\nX-Injected: yes";
      }),
    says: [
      `content/settings/site.json:N, social link 1 ("Instagram X-Injected: yes"), label: ${PLAIN_TEXT_MESSAGE}`,
      'content/settings/site.json:N, siteUrl: must be an https URL, got "https://ada.example.com\\nDisallow: /"',
      `content/settings/site.json:N, newsletterHost: ${HOST_NAME_MESSAGE}`,
    ],
  },
  {
    // One copy for every ordinary case: any of them refused fails it.
    name: "accepts the author's ordinary names, labels, links and addresses, a coming-soon book with no cover, formats or store links, a book in a series, a wide picture whose long side is its width, and interviews whose hosts make different addresses",
    edit: async (dir) => {
      editJson(dir, "settings/site.json", (site: Json & { navigation: Item[] }) => {
        site.name = "Zoë Ikemba-O'Neill & Friends" as never;
        site.labels.socialLink = "Follow {name} on {network} 😊";
        site.labels.copyright = "© {year} {name}, with thanks";
        site.logoAlt = "" as never;
        site.navigation[0].link = "/home/?from=menu#about";
        site.socials = [{ label: "TikTok", icon: "tiktok", href: "https://www.tiktok.com/@ada.example" }] as never;
        site.linkHubUrl = "https://links.example.com:8443/ada?utm_source=site#top" as never;
      });
      // Titles are not names: they keep their freedom.
      await articles({ imageAlt: 'A woman reading "A Quiet Book" by a window', title: "Why 1 < 2, and other sums" })(
        dir,
      );
      addBook(dir, "later", (book) => {
        Object.assign(book, { status: "coming soon", covers: { ...NO_COVERS }, formats: [], buyLinks: [] });
        book.universalLink = "";
      });
      addBook(dir, "part-two", (book) => Object.assign(book, { series: "A Series", seriesNumber: 2 }));
      await picture(dir, "wide.jpg", 2400, 100);
      editJson(dir, "settings/press.json", (press: Item) => void (press.portrait = "../images/wide.jpg"));
      setInterviews(dir, {
        "amara.mdx": interviewSource({ ...NGOZI, host: "Amara" }),
        "ngozi.mdx": interviewSource(NGOZI),
        "ngozi-2.mdx": interviewSource({ ...NGOZI, host: "Ngozi Obi" }),
      });
    },
    says: [],
  },

  // The home page and the carousel.
  {
    name: "refuses a missing alt text, and an empty one",
    edit: async (dir) => {
      editJson(dir, "settings/home.json", (home: Json) => void delete home.about.portraitAlt);
      await picture(dir, "test.jpg");
      editJson(dir, "carousel.json", () => [{ src: "./images/test.jpg", alt: "" }]);
    },
    says: [
      "content/settings/home.json:N, about.portraitAlt: alt text is missing: describe the picture for readers who cannot see it",
      "content/carousel.json:N, image 1, alt: alt text is empty: describe the picture for readers who cannot see it",
    ],
  },
  {
    name: "refuses a carousel with no pictures",
    edit: (dir) => editText(dir, "carousel.json", () => "[]\n"),
    says: ["content/carousel.json:1: the carousel needs at least one image"],
  },
  ...[0, 4.5].map((limit) => ({
    name: `refuses ${limit} articles shown`,
    edit: (dir: string) => editJson(dir, "settings/home.json", (home: Json) => void (home.articles.limit = limit)),
    says: ["content/settings/home.json:N, articles.limit: must be a whole number from 1 to 24"],
  })),
  {
    name: "accepts no articles, stories, synopsis, biography or social profiles, no archive and no interviews folder",
    edit: async (dir) => {
      await articles()(dir);
      rmSync(path.join(dir, "interviews"), { recursive: true, force: true });
      editJson(dir, featuredBookFile(dir), (book: Item) => {
        book.stories = [];
        book.synopsis = [];
      });
      editJson(dir, "settings/home.json", (home: Json) => {
        home.about.paragraphs = [];
        home.articles.archiveUrl = "";
      });
      editJson(dir, "settings/site.json", (site: Item) => void (site.socials = []));
    },
    says: [],
    warns: [],
  },

  // Books.
  {
    name: "refuses, each book in its own file: an address not in small letters, digits and dashes, a coming-soon book with store links or a universal link, a store link for a format the book lacks, an ISBN not ISBN-13, a number in a series with no name, a published book without a front cover, a cover without its description, a sample that holds a script (at the line of the text)",
    edit: (dir) => {
      addBook(dir, "my-book", (book) => void (book.address = "My Book"));
      addBook(dir, "not-yet", (book) => {
        Object.assign(book, { status: "coming soon", formats: [paperback], buyLinks: [aStore] });
        book.universalLink = "https://books2read.example.com/not-yet";
      });
      addBook(dir, "one-format", (book) => {
        Object.assign(book, { formats: [paperback], buyLinks: [{ ...aStore, format: "EBook" }] });
      });
      addBook(dir, "bad-isbn", (book) => {
        Object.assign(book, { formats: [{ ...paperback, isbn: "12345" }], buyLinks: [aStore] });
      });
      addBook(dir, "part-two", (book) => Object.assign(book, { series: "", seriesNumber: 2 }));
      addBook(dir, "no-cover", (book) => Object.assign(book, { status: "published", covers: { ...NO_COVERS } }));
      addBook(dir, "no-alt", (book) => void (book.covers = { ...(book.covers as Item), alt: "" }));
      addBook(dir, "with-sample", (book) => void (book.sample = "Hello\n\n<script>alert(1)</script>"));
    },
    says: [
      `content/books/my-book.json:N, address: ${ADDRESS_MESSAGE}, got "My Book"`,
      'content/books/my-book.json:N, address: is "My Book" but the file is named my-book.json: the file must be named after the address (rename one of them)',
      /^content\/books\/not-yet\.json:\d+, buyLinks: a coming-soon book cannot be bought yet/,
      /^content\/books\/not-yet\.json:\d+, universalLink: a coming-soon book cannot be bought yet/,
      /^content\/books\/one-format\.json:\d+, store link 1, format: is "EBook", which is not one of this book's/,
      'content/books/bad-isbn.json:N, format 1 ("Paperback"), isbn: must be an ISBN-13 such as "978-1-23-456789-7", or empty, got "12345"',
      /^content\/books\/part-two\.json:\d+, series: is empty, but the book is number 2/,
      /^content\/books\/no-cover\.json:\d+, covers\.portrait: is empty: a published or pre-order book needs its front cover/,
      /^content\/books\/no-alt\.json:\d+, covers\.alt: alt text is empty: describe the cover/,
      /^content\/books\/with-sample\.json:\d+, sample: <script> is not formatting .*\(line 3 of the text\)$/,
    ],
  },
  {
    name: "refuses a featured book that does not exist",
    edit: (dir) => editJson(dir, "settings/home.json", (home: Json) => void (home.books.featured = "no-such-book")),
    says: [
      /^content\/settings\/home\.json:\d+, books\.featured: names no book: there is no content\/books\/no-such-book\.json \(books: /,
    ],
  },
  {
    name: "refuses a featured book without its hero pictures",
    edit: (dir) => editJson(dir, featuredBookFile(dir), (book: Json) => void (book.covers.phone = "")),
    says: [/^content\/settings\/home\.json:\d+, books\.featured: names a book without its hero pictures \(phone\)/],
  },
  {
    name: "refuses a featured book that is coming soon",
    edit: (dir) =>
      editJson(dir, featuredBookFile(dir), (book: Item) => {
        Object.assign(book, { status: "coming soon", buyLinks: [], universalLink: "" });
      }),
    says: [/^content\/settings\/home\.json:\d+, books\.featured: names a coming-soon book/],
  },

  // The press kit's downloads: pictures of the test's own.
  {
    name: "refuses a press portrait or a front cover under 2400 px on its long side, naming its size, a file that is not a picture, and one over the host's largest file",
    edit: async (dir) => {
      const cover = (address: string, file: string) =>
        addBook(
          dir,
          address,
          (book) => void (book.covers = { ...(book.covers as Item), portrait: `../images/${file}` }),
        );
      await picture(dir, "small.jpg", 1200, 1600);
      editJson(dir, "settings/press.json", (press: Item) => void (press.portrait = "../images/small.jpg"));
      cover("small-cover", "small.jpg");
      writeFileSync(path.join(dir, "images", "not-a-picture.jpg"), "not a picture");
      cover("unreadable-cover", "not-a-picture.jpg");
      // A picture with 26 MiB of nothing after it: still a picture, its size read from its header.
      await picture(dir, "heavy.jpg", 2400, 10);
      const heavy = path.join(dir, "images", "heavy.jpg");
      writeFileSync(heavy, Buffer.concat([readFileSync(heavy), Buffer.alloc(26 * 1024 * 1024)]));
      cover("heavy-cover", "heavy.jpg");
    },
    says: [
      `content/settings/press.json:N, portrait: content/images/small.jpg is 1200 × 1600 px: ${TOO_SMALL}`,
      `content/books/small-cover.json:N, covers.portrait: content/images/small.jpg is 1200 × 1600 px: ${TOO_SMALL}`,
      "content/books/unreadable-cover.json:N, covers.portrait: content/images/not-a-picture.jpg cannot be read as a picture",
      /^content\/books\/heavy-cover\.json:\d+, covers\.portrait: content\/images\/heavy\.jpg weighs 27\.\d MB: the host serves files of at most 26\.2 MB, so save it smaller/,
    ],
  },

  // Interviews: front matter in YAML only, a text that is formatting only.
  {
    name: "checks every interview, each message naming its own file: front matter without the host (it makes the page address), a malformed date or an empty title at its line, code in the text at its line (none of it run), text that is not MDX",
    edit: (dir) =>
      setInterviews(dir, {
        "ngozi.mdx": interviewSource({ ...NGOZI, host: undefined }),
        "amara.mdx": interviewSource({ ...NGOZI, host: "Amara", date: "March 3rd" }),
        "untitled.mdx": interviewSource({ ...NGOZI, host: "Femi", title: "" }),
        "esm.mdx": interviewSource(NGOZI, `First.\n\nexport const x = ${esmTouch}\n`),
        "exit.mdx": interviewSource({ ...NGOZI, host: "Exit" }, "Hello {process.exit(42)}\n"),
        "tunde.mdx": interviewSource({ ...NGOZI, host: "Tunde" }, "See {this, unfinished.\n"),
      }),
    says: [
      "content/interviews/ngozi.mdx:1, front matter, host: is missing: name the interview's host (it makes the page address)",
      'content/interviews/amara.mdx:5, front matter, date: must be a date written YYYY-MM-DD, such as "2025-07-11", got "March 3rd"',
      "content/interviews/untitled.mdx:3, front matter, title: must not be empty",
      "content/interviews/esm.mdx:10:1: import and export lines are code, and this text may hold only words and formatting: remove the line",
      "content/interviews/exit.mdx:8:N: curly braces { } would run code here: remove them, or write \\{ and \\} to show a brace",
      /^content\/interviews\/tunde\.mdx:\d+:\d+: is not valid MDX: /,
    ],
  },
  {
    name: "refuses every front matter that is not YAML, before reading it, and two hosts that make the same address, naming both files",
    edit: (dir) =>
      setInterviews(dir, {
        ...Object.fromEntries(Object.entries(TAGS).map(([file, tag]) => [`${file}.mdx`, taggedFrontMatter(tag, file)])),
        "d.mdx": `---json\n{ "host": "D", "title": "T", "description": "D", "date": "2025-03-01" }\n---\n\nText.\n`,
        // "Ngozi" and "ngozi!" are both /interview-with-ngozi/.
        "ngozi.mdx": interviewSource(NGOZI),
        "ngozi-1.mdx": interviewSource({ ...NGOZI, host: "ngozi!", title: "Again" }),
      }),
    says: [
      ...Object.entries({ ...TAGS, d: "---json" }).map(
        ([file, tag]) =>
          `content/interviews/${file}.mdx:1, front matter: must start with a line of just --- (found "${tag}"): front matter is written in YAML, and nothing else is read`,
      ),
      "content/interviews/ngozi.mdx:2, front matter, host: makes the same page address as content/interviews/ngozi-1.mdx (/interview-with-ngozi/): two interviews cannot share a page, so change the host's name in one of them",
    ],
  },
  { name: "accepts an empty interviews folder", edit: (dir) => setInterviews(dir, {}), says: [] },

  // Files: what the site would not read, or would read from outside content/.
  {
    name: "refuses an interview file outside content/interviews/ or in a folder inside it, and a JSON file the site does not read, beside the others or in a folder under books/",
    edit: (dir) => {
      mkdirSync(path.join(dir, "interview"));
      writeFileSync(path.join(dir, "interview", "index.mdx"), interviewSource(NGOZI));
      mkdirSync(path.join(dir, "interviews", "old"), { recursive: true });
      writeFileSync(path.join(dir, "interviews", "old", "ngozi.mdx"), interviewSource(NGOZI));
      writeFileSync(path.join(dir, "artciles.json"), "[]");
      mkdirSync(path.join(dir, "books", "old"));
      writeFileSync(path.join(dir, "books", "old", "copy.json"), "{}");
    },
    says: [
      ...["content/interview/index.mdx", "content/interviews/old/ngozi.mdx"].map(
        (file) => `${file}: is outside content/interviews/: move it there to publish it as an interview, or delete it`,
      ),
      /^content\/artciles\.json: is not a content file the site reads \(expected: .*articles\.json.*\)$/,
      /^content\/books\/old\/copy\.json: is not a content file the site reads \(expected: .*books\/\*\.json.*\)$/,
    ],
  },
  {
    name: "refuses a picture path that leads outside content/, in every field that names a file, and reads none",
    edit: (dir) => {
      const outside = path.join(OUTSIDE, "x.png");
      const up = (from: string) => path.relative(path.join(dir, from), outside).split(path.sep).join("/");
      editJson(dir, "settings/site.json", (site: Item) => void (site.logo = up("settings")));
      editJson(dir, "settings/press.json", (press: Item) => void (press.portrait = outside)); // absolute
      editJson(dir, "carousel.json", (carousel: Item[]) => {
        carousel[0].src = `./images/../../${path.basename(dir)}/../${up(".").replace(/^(\.\.\/)+/, "")}`;
      });
      editJson(dir, featuredBookFile(dir), (book: Json) => void (book.covers.portrait = up("books")));
    },
    says: [
      "settings/site\\.json:\\d+, logo",
      "settings/press\\.json:\\d+, portrait",
      "carousel\\.json:\\d+, image 1.*, src",
      "books/[a-z0-9-]+\\.json:\\d+, covers\\.portrait",
    ].map((place) => new RegExp(`^content/${place}: \\S+ leads outside content/: a picture must be a file in it$`)),
  },
  {
    name: "refuses a symbolic link anywhere under content/, file or folder, and reads nothing through it",
    edit: (dir) => {
      rmSync(path.join(dir, "articles.json"));
      symlinkSync(path.join(OUTSIDE, "token.json"), path.join(dir, "articles.json"));
      symlinkSync(OUTSIDE, path.join(dir, "images", "elsewhere"));
    },
    says: [`content/articles.json: ${LINK}`, `content/images/elsewhere: ${LINK}`],
  },
];

/** A line of the report: exact, but for "N" where a line or column number stands. */
const reportLine = (expected: string | RegExp) =>
  expect.stringMatching(
    typeof expected === "string"
      ? new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:N(?=[,:])/g, ":\\d+")}$`)
      : expected,
  );

describe("npm run check-content", () => {
  beforeEach(() => rmSync(RAN, { force: true }));
  afterEach(() => expect(existsSync(RAN)).toBe(false));

  it.each(CASES.map((entry) => [entry.name, entry] as const))("%s", async (_name, { edit, says, warns }) => {
    const { dir, cleanup } = copyContent();
    try {
      await edit(dir);
      const { status, output } = await checkContent(dir);
      const lines = output.trimEnd().split("\n");
      const summary = lines.pop() ?? "";
      const reported = lines.filter((line) => line !== "");
      const errors = reported.filter((line) => !line.startsWith("warning: "));
      expect(errors).toEqual(expect.arrayContaining(says.map(reportLine)));
      expect(errors).toHaveLength(says.length);
      if (warns) expect(reported.filter((line) => line.startsWith("warning: "))).toEqual(warns.map(reportLine));
      expect(summary).toMatch(
        says.length === 0
          ? /^Content OK: every file in content\/ is valid/
          : new RegExp(`^${says.length} problems? in content/ must be fixed before the site can be built\\.$`),
      );
      expect(status).toBe(says.length === 0 ? 0 : 1);
    } finally {
      cleanup();
    }
  });

  it("passes the fixture content", async () => {
    const { status, output } = await checkContent(path.join(root, "__tests__", "fixtures", "content"));
    expect(output.trim().split("\n").at(-1)).toMatch(
      /^Content OK: every file in __tests__\/fixtures\/content\/ is valid/,
    );
    expect(status).toBe(0);
  });
});

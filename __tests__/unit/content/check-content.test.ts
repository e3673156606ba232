/**
 * @jest-environment node
 *
 * `npm run check-content` against broken copies of the real content: each slip an author
 * can make fails with the file, the line, the field and a plain sentence.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  checkContent,
  copyContent,
  editJson,
  editText,
  interviewSource,
  runCheckContent,
  setInterviews,
} from "../../fixtures/broken-content";

type Article = Record<string, unknown>;

/** Front matter of the tests' own interviews (undefined leaves a field out). */
type FrontMatter = Record<string, string | undefined>;
const NGOZI: FrontMatter = {
  host: "Ngozi",
  title: "Ngozi talks to Ada",
  description: "A test interview.",
  date: "2025-03-01",
};

type Json = Record<string, Record<string, unknown>>;

interface Case {
  name: string;
  breakIt: (dir: string) => void;
  expected: RegExp;
}

const cases: Case[] = [
  {
    name: "invalid JSON, with line and column",
    breakIt: (dir) => editText(dir, "settings/site.json", (text) => text.replace('"lang": "en",', '"lang": "en"')),
    expected: /^content\/settings\/site\.json:\d+:\d+: is not valid JSON: a comma is missing/m,
  },
  {
    name: "a missing required field",
    breakIt: (dir) => editJson(dir, "articles.json", (articles: Article[]) => void delete articles[1].link),
    expected: /^content\/articles\.json:\d+, article 2 \("[^"]+"\), link: is missing \(this field is required\)$/m,
  },
  {
    name: "a wrong type",
    breakIt: (dir) => editJson(dir, "articles.json", (articles: Article[]) => void (articles[0].id = "one")),
    expected: /^content\/articles\.json:\d+, article 1 \("[^"]+"\), id: must be a whole number, such as 9$/m,
  },
  {
    name: "an unknown field (a typo)",
    breakIt: (dir) =>
      editJson(dir, "articles.json", (articles: Article[]) => {
        articles[3].titel = articles[3].title;
        delete articles[3].title;
      }),
    expected: /^content\/articles\.json:\d+, article 4, titel: unknown field "titel"\. Did you mean "title"\?$/m,
  },
  {
    name: "an image path that does not exist",
    breakIt: (dir) =>
      editJson(
        dir,
        "articles.json",
        (articles: Article[]) => void (articles[6].image = "./images/articles/missing.jpg"),
      ),
    expected:
      /^content\/articles\.json:\d+, article 7 \("[^"]+"\), image: image not found: there is no file content\/images\/articles\/missing\.jpg$/m,
  },
  {
    name: "a malformed URL",
    breakIt: (dir) =>
      editJson(dir, "articles.json", (articles: Article[]) => void (articles[2].link = "htps://news.example.com/p/x")),
    expected:
      /^content\/articles\.json:\d+, article 3 \("[^"]+"\), link: must be an https URL, got "htps:\/\/news\.example\.com\/p\/x"$/m,
  },
  {
    name: "a non-https URL",
    breakIt: (dir) =>
      editJson(dir, "settings/site.json", (site: Json) => void (site.linkHubUrl = "http://links.example.com" as never)),
    expected:
      /^content\/settings\/site\.json:\d+, linkHubUrl: must be an https URL, got "http:\/\/links\.example\.com"$/m,
  },
  {
    name: "a malformed date",
    breakIt: (dir) => editJson(dir, "articles.json", (articles: Article[]) => void (articles[5].date = "11/07/2025")),
    expected:
      /^content\/articles\.json:\d+, article 6 \("[^"]+"\), date: must be a date written YYYY-MM-DD, such as "2025-07-11", got "11\/07\/2025"$/m,
  },
  {
    name: "an empty title",
    breakIt: (dir) => editJson(dir, "articles.json", (articles: Article[]) => void (articles[4].title = "  ")),
    expected: /^content\/articles\.json:\d+, article 5, title: must not be empty$/m,
  },
  {
    name: "a duplicate article id",
    breakIt: (dir) => editJson(dir, "articles.json", (articles: Article[]) => void (articles[4].id = articles[0].id)),
    expected:
      /^content\/articles\.json:\d+, article 5 \("[^"]+"\), id: 1 is already the id of article 1: every article needs its own id$/m,
  },
  {
    name: "an empty alt text",
    breakIt: (dir) => editJson(dir, "carousel.json", (slides: Article[]) => void (slides[1].alt = "")),
    expected: /^content\/carousel\.json:\d+, image 2, alt: alt text is empty: describe the picture/m,
  },
  {
    name: "a missing alt text",
    breakIt: (dir) => editJson(dir, "settings/home.json", (home: Json) => void delete home.about.portraitAlt),
    expected: /^content\/settings\/home\.json:\d+, about\.portraitAlt: alt text is missing: describe the picture/m,
  },
  {
    name: "an article limit out of range",
    breakIt: (dir) => editJson(dir, "settings/home.json", (home: Json) => void (home.articles.limit = 0)),
    expected: /^content\/settings\/home\.json:\d+, articles\.limit: must be a whole number from 1 to 24$/m,
  },
  {
    name: "an article limit that is not a whole number",
    breakIt: (dir) => editJson(dir, "settings/home.json", (home: Json) => void (home.articles.limit = 4.5)),
    expected: /^content\/settings\/home\.json:\d+, articles\.limit: must be a whole number from 1 to 24$/m,
  },
  {
    name: "a newsletter archive address that is not https",
    breakIt: (dir) =>
      editJson(
        dir,
        "settings/home.json",
        (home: Json) => void (home.articles.archiveUrl = "http://letters.example.net/archive"),
      ),
    expected:
      /^content\/settings\/home\.json:\d+, articles\.archiveUrl: must be an https URL, or empty, got "http:\/\/letters\.example\.net\/archive"$/m,
  },
  {
    name: "a carousel with no images",
    breakIt: (dir) => editText(dir, "carousel.json", () => "[]\n"),
    expected: /^content\/carousel\.json:1: the carousel needs at least one image$/m,
  },
  {
    name: "an MDX syntax error in an interview, with its file and line",
    breakIt: (dir) =>
      setInterviews(dir, {
        "ngozi.mdx": interviewSource(NGOZI, "First paragraph.\n\nSee {this, unfinished.\n"),
      }),
    // Six lines of front matter, an empty line, the first paragraph, an empty line: line 10.
    expected: /^content\/interviews\/ngozi\.mdx:10:\d+: is not valid MDX: /m,
  },
  {
    name: "interview front matter without its host",
    breakIt: (dir) => setInterviews(dir, { "ngozi.mdx": interviewSource({ ...NGOZI, host: undefined }) }),
    expected: /^content\/interviews\/ngozi\.mdx:1, front matter, host: is missing: name the interview's host/m,
  },
  {
    name: "an interview with a malformed date, with its line",
    breakIt: (dir) => setInterviews(dir, { "ngozi.mdx": interviewSource({ ...NGOZI, date: "March 3rd" }) }),
    expected: /^content\/interviews\/ngozi\.mdx:5, front matter, date: must be a date written YYYY-MM-DD/m,
  },
  {
    name: "an interview file outside content/interviews/",
    breakIt: (dir) => {
      mkdirSync(path.join(dir, "interview"));
      writeFileSync(path.join(dir, "interview", "index.mdx"), interviewSource(NGOZI));
    },
    expected: /^content\/interview\/index\.mdx: is outside content\/interviews\/: move it there/m,
  },
  {
    name: "an interview in a folder inside content/interviews/",
    breakIt: (dir) => {
      setInterviews(dir, {});
      mkdirSync(path.join(dir, "interviews", "old"));
      writeFileSync(path.join(dir, "interviews", "old", "ngozi.mdx"), interviewSource(NGOZI));
    },
    expected: /^content\/interviews\/old\/ngozi\.mdx: is outside content\/interviews\//m,
  },
];

describe("npm run check-content", () => {
  it("passes the real content with a one-line all-clear", async () => {
    const { dir, cleanup } = copyContent();
    try {
      const { status, output } = runCheckContent(dir);
      expect(output.trim().split("\n").at(-1)).toMatch(/^Content OK: every file in content\/ is valid/);
      expect(status).toBe(0);
    } finally {
      cleanup();
    }
  });

  it.each(cases.map((c) => [c.name, c]))("fails on %s", async (_name, { breakIt, expected }) => {
    const { dir, cleanup } = copyContent();
    try {
      breakIt(dir);
      const { status, output } = await checkContent(dir);
      expect(output).toMatch(expected);
      expect(output).toMatch(/problems? in content\/ must be fixed before the site can be built\./);
      expect(status).toBe(1);
    } finally {
      cleanup();
    }
  });

  it("reports every problem at once", async () => {
    const { dir, cleanup } = copyContent();
    try {
      editJson(dir, "articles.json", (articles: Article[]) => {
        articles[0].link = "ftp://x";
        articles[1].date = "yesterday";
      });
      editText(dir, "carousel.json", () => "[]");
      const { output } = runCheckContent(dir);
      expect(output).toMatch(/article 1 .*link: must be an https URL/);
      expect(output).toMatch(/article 2 .*date: must be a date/);
      expect(output).toMatch(/carousel needs at least one image/);
      expect(output).toMatch(/^3 problems in content\//m);
    } finally {
      cleanup();
    }
  });

  it("warns, without failing, about overlong excerpts", async () => {
    const { dir, cleanup } = copyContent();
    try {
      editJson(
        dir,
        "articles.json",
        (articles: Article[]) => void (articles[0].excerpt = "A long excerpt. ".repeat(30)),
      );
      const { status, output } = await checkContent(dir);
      expect(output).toMatch(/^warning: content\/articles\.json:\d+, article 1 .*excerpt: is 480 characters/m);
      expect(status).toBe(0);
    } finally {
      cleanup();
    }
  });

  it("accepts any number of articles, none included, without a warning about their count", async () => {
    for (const count of [0, 1, 30]) {
      const { dir, cleanup } = copyContent();
      try {
        editJson(dir, "articles.json", (articles: Article[]) =>
          Array.from({ length: count }, (_, i) => ({ ...articles[i % articles.length], id: i + 1 })),
        );
        const { status, output } = await checkContent(dir);
        expect(output).not.toMatch(/articles\.json.*articles?;/);
        expect(output.trim().split("\n").at(-1)).toMatch(/^Content OK/);
        expect(status).toBe(0);
      } finally {
        cleanup();
      }
    }
  });

  it("accepts empty lists of stories, synopsis and biography paragraphs and social profiles, and no archive", async () => {
    const { dir, cleanup } = copyContent();
    try {
      editJson(dir, featuredBookFile(dir), (book: Json) => {
        book.stories = [] as never;
        book.synopsis = [] as never;
      });
      editJson(dir, "settings/home.json", (home: Json) => {
        home.about.paragraphs = [];
        home.articles.archiveUrl = "";
      });
      editJson(dir, "settings/site.json", (site: Json) => void (site.socials = [] as never));
      const { status, output } = await checkContent(dir);
      expect(output.trim().split("\n").at(-1)).toMatch(/^Content OK/);
      expect(status).toBe(0);
    } finally {
      cleanup();
    }
  });

  it("fails on a JSON file the site does not read", async () => {
    const { dir, cleanup } = copyContent();
    try {
      writeFileSync(path.join(dir, "artciles.json"), "[]");
      const { status, output } = await checkContent(dir);
      expect(output).toMatch(/^content\/artciles\.json: is not a content file the site reads/m);
      expect(status).toBe(1);
    } finally {
      cleanup();
    }
  });
});

/** The featured book's file under the content folder, as home.json names it. */
function featuredBookFile(dir: string): string {
  const home = JSON.parse(readFileSync(path.join(dir, "settings", "home.json"), "utf8")) as {
    books: { featured: string };
  };
  return `books/${home.books.featured}.json`;
}

describe("npm run check-content on the books", () => {
  type Book = Record<string, unknown> & { covers?: Record<string, string>; buyLinks: Record<string, string>[] };
  const aStore = { store: "A shop", format: "Paperback", url: "https://shop.example.com/book" };
  /** A book's covers while it has none: every picture and the description empty. */
  const NO_COVERS = { portrait: "", tablet: "", phone: "", flat: "", alt: "" };

  /** Runs the checker on a copy of the content changed by `change`, with the featured book's file at hand. */
  const checkWith = async (change: (dir: string, featured: string) => void) => {
    const { dir, cleanup } = copyContent();
    try {
      change(dir, featuredBookFile(dir));
      return await checkContent(dir);
    } finally {
      cleanup();
    }
  };
  /** Writes a second book, made from the featured one, under `address`. */
  const addBook = (dir: string, featured: string, address: string, change: (book: Book) => void) => {
    const book = JSON.parse(readFileSync(path.join(dir, featured), "utf8")) as Book;
    book.address = address;
    change(book);
    writeFileSync(path.join(dir, "books", `${address}.json`), `${JSON.stringify(book, null, 2)}\n`);
  };

  it.each<[string, (dir: string, featured: string) => void, RegExp]>([
    [
      "a file not named after its address",
      (dir, featured) => addBook(dir, featured, "second-book", (book) => void (book.address = "another-address")),
      /^content\/books\/second-book\.json:\d+, address: is "another-address" but the file is named second-book\.json/m,
    ],
    [
      "an address that is not small letters, digits and dashes",
      (dir, featured) => editJson(dir, featured, (book: Json) => void ((book as Book).address = "My Book")),
      /^content\/books\/[a-z0-9-]+\.json:\d+, address: must be small letters, digits and single dashes/m,
    ],
    [
      "a coming-soon book with store links",
      (dir, featured) =>
        addBook(dir, featured, "not-yet", (book) => {
          book.status = "coming soon";
          book.formats = [{ format: "Paperback", label: "Paperback", isbn: "" }];
          book.buyLinks = [aStore];
        }),
      /^content\/books\/not-yet\.json:\d+, buyLinks: a coming-soon book cannot be bought yet/m,
    ],
    [
      "a coming-soon book with a universal link",
      (dir, featured) =>
        addBook(dir, featured, "not-yet", (book) => {
          book.status = "coming soon";
          book.buyLinks = [];
          book.universalLink = "https://books2read.example.com/not-yet";
        }),
      /^content\/books\/not-yet\.json:\d+, universalLink: a coming-soon book cannot be bought yet/m,
    ],
    [
      "a store link for a format the book does not have",
      (dir, featured) =>
        addBook(dir, featured, "one-format", (book) => {
          book.formats = [{ format: "Paperback", label: "Paperback", isbn: "" }];
          book.buyLinks = [{ ...aStore, format: "EBook" }];
        }),
      /^content\/books\/one-format\.json:\d+, store link 1, format: is "EBook", which is not one of this book's formats/m,
    ],
    [
      "a published book without a cover",
      (dir, featured) =>
        addBook(dir, featured, "no-cover", (book) => {
          book.status = "published";
          book.covers = { ...NO_COVERS };
        }),
      /^content\/books\/no-cover\.json:\d+, covers\.portrait: is empty: a published or pre-order book needs its front cover/m,
    ],
    [
      "a front cover without its description",
      (dir, featured) =>
        addBook(
          dir,
          featured,
          "no-alt",
          (book) => void (book.covers = { ...(book.covers as Record<string, string>), alt: "" }),
        ),
      /^content\/books\/no-alt\.json:\d+, covers\.alt: alt text is empty: describe the cover/m,
    ],
    [
      "an ISBN that is not an ISBN-13",
      (dir, featured) =>
        editJson(
          dir,
          featured,
          (book: Json) => void ((book as Book).formats = [{ format: "Paperback", label: "Paperback", isbn: "12345" }]),
        ),
      /^content\/books\/[a-z0-9-]+\.json:\d+, format 1 \("Paperback"\), isbn: must be an ISBN-13/m,
    ],
    [
      "a number in a series without the series' name",
      (dir, featured) => editJson(dir, featured, (book: Json) => void ((book as Book).seriesNumber = 2)),
      /^content\/books\/[a-z0-9-]+\.json:\d+, series: is empty, but the book is number 2/m,
    ],
    [
      "a sample that holds a script",
      (dir, featured) =>
        editJson(dir, featured, (book: Json) => void ((book as Book).sample = "Hello\n\n<script>alert(1)</script>")),
      /^content\/books\/[a-z0-9-]+\.json:\d+, sample: <script> is not formatting this text may use .*\(line 3 of the text\)$/m,
    ],
    [
      "a featured book that does not exist",
      (dir) => editJson(dir, "settings/home.json", (home: Json) => void (home.books.featured = "no-such-book")),
      /^content\/settings\/home\.json:\d+, books\.featured: names no book: there is no content\/books\/no-such-book\.json/m,
    ],
    [
      "a featured book without its hero pictures",
      (dir, featured) =>
        editJson(dir, featured, (book: Json) => void ((book as Book).covers = { ...(book as Book).covers, phone: "" })),
      /^content\/settings\/home\.json:\d+, books\.featured: names a book without its hero pictures \(phone\)/m,
    ],
    [
      "a featured book that is coming soon",
      (dir, featured) =>
        editJson(dir, featured, (book: Json) => {
          (book as Book).status = "coming soon";
          (book as Book).buyLinks = [];
        }),
      /^content\/settings\/home\.json:\d+, books\.featured: names a coming-soon book/m,
    ],
    [
      "a JSON file in a folder under books/",
      (dir) => {
        mkdirSync(path.join(dir, "books", "old"));
        writeFileSync(path.join(dir, "books", "old", "copy.json"), "{}");
      },
      /^content\/books\/old\/copy\.json: is not a content file the site reads \(expected: .*books\/\*\.json.*\)$/m,
    ],
  ])("refuses %s, with the file, line and field", async (_, change, expected) => {
    const { status, output } = await checkWith(change);
    expect(output).toMatch(expected);
    expect(status).toBe(1);
  });

  it("accepts a coming-soon book with no cover, formats or store links, and a book in a series", async () => {
    const { status, output } = await checkWith((dir, featured) => {
      addBook(dir, featured, "later", (book) => {
        book.status = "coming soon";
        book.covers = { ...NO_COVERS };
        book.formats = [];
        book.buyLinks = [];
        book.universalLink = "";
      });
      addBook(dir, featured, "part-two", (book) => {
        book.series = "A Series";
        book.seriesNumber = 2;
      });
    });
    expect(output.trim().split("\n").at(-1)).toMatch(/^Content OK/);
    expect(status).toBe(0);
  });
});

describe("npm run check-content on the interviews", () => {
  /** Runs the checker on a copy of the content whose interviews are `files` (or none: the folder removed). */
  const checkWith = async (files: Record<string, string> | "no folder") => {
    const { dir, cleanup } = copyContent();
    try {
      if (files === "no folder") rmSync(path.join(dir, "interviews"), { recursive: true, force: true });
      else setInterviews(dir, files);
      return await checkContent(dir);
    } finally {
      cleanup();
    }
  };

  it.each([
    ["an empty folder", {}],
    ["no folder", "no folder"],
  ] as const)("allows no interviews at all (%s)", async (_name, files) => {
    const { status, output } = await checkWith(files);
    expect(output.trim().split("\n").at(-1)).toMatch(/^Content OK: every file in content\/ is valid/);
    expect(status).toBe(0);
  });

  it("checks every interview in the folder, each message naming its own file", async () => {
    const { status, output } = await checkWith({
      "amara.mdx": interviewSource({ ...NGOZI, host: "Amara", title: "" }),
      "ngozi.mdx": interviewSource(NGOZI),
      "tunde.mdx": interviewSource({ ...NGOZI, host: "Tunde" }, "See {this, unfinished.\n"),
    });
    expect(output).toMatch(/^content\/interviews\/amara\.mdx:3, front matter, title: must not be empty$/m);
    expect(output).toMatch(/^content\/interviews\/tunde\.mdx:\d+:\d+: is not valid MDX: /m);
    expect(output).not.toMatch(/ngozi\.mdx/);
    expect(output).toMatch(/^2 problems in content\//m);
    expect(status).toBe(1);
  });

  it("passes several interviews whose hosts make different addresses", async () => {
    const { status, output } = await checkWith({
      "amara.mdx": interviewSource({ ...NGOZI, host: "Amara" }),
      "ngozi.mdx": interviewSource(NGOZI),
      "ngozi-2.mdx": interviewSource({ ...NGOZI, host: "Ngozi Obi" }),
    });
    expect(output).toMatch(/^Content OK/m);
    expect(status).toBe(0);
  });

  it("stops on two hosts that make the same address, naming both files", async () => {
    // "Ngozi" and "ngozi!" are both /interview-with-ngozi/.
    const { status, output } = await checkWith({
      "ngozi.mdx": interviewSource(NGOZI),
      "ngozi-1.mdx": interviewSource({ ...NGOZI, host: "ngozi!", title: "Again" }),
    });
    expect(output).toMatch(
      /^content\/interviews\/ngozi\.mdx:2, front matter, host: makes the same page address as content\/interviews\/ngozi-1\.mdx \(\/interview-with-ngozi\/\): two interviews cannot share a page/m,
    );
    expect(output).toMatch(/^1 problem in content\//m);
    expect(status).toBe(1);
  });
});

describe("npm run check-content on the press kit's downloads", () => {
  const TOO_SMALL =
    "the press page offers it for download at full size, so it must be at least 2400 px on its long side";

  /** The checker's output on a copy of the content changed by `change`, and the lines of `file` after it. */
  const checkWith = async (file: (featured: string) => string, change: (dir: string, featured: string) => void) => {
    const { dir, cleanup } = copyContent();
    try {
      const featured = featuredBookFile(dir);
      change(dir, featured);
      const lines = readFileSync(path.join(dir, file(featured)), "utf8").split("\n");
      return { ...(await checkContent(dir)), shown: `content/${file(featured)}`, lines };
    } finally {
      cleanup();
    }
  };
  /** The line on which `value` is written. */
  const lineOf = (lines: string[], value: string) =>
    lines.findIndex((line) => line.includes(JSON.stringify(value))) + 1;
  const PRESS = () => "settings/press.json";
  const setPortrait = (dir: string, value: string) =>
    editJson(dir, PRESS(), (press: Json) => void ((press as Record<string, unknown>).portrait = value));

  it("refuses a press portrait under 2400 px on its long side, naming the file and the size found", async () => {
    const { status, output, shown, lines } = await checkWith(PRESS, (dir) =>
      setPortrait(dir, "../images/covers/phone.jpg"),
    );
    const line = lineOf(lines, "../images/covers/phone.jpg");
    expect(output.split("\n")).toContain(
      `${shown}:${line}, portrait: content/images/covers/phone.jpg is 1080 × 1920 px: ${TOO_SMALL}`,
    );
    expect(status).toBe(1);
  });

  it("refuses a book's front cover under 2400 px on its long side", async () => {
    const { status, output, shown, lines } = await checkWith(
      (featured) => featured,
      (dir, featured) =>
        editJson(
          dir,
          featured,
          (book: Json) => void ((book.covers as Record<string, string>).portrait = "../images/covers/tablet.jpg"),
        ),
    );
    const line = lineOf(lines, "../images/covers/tablet.jpg");
    expect(output.split("\n")).toContain(
      `${shown}:${line}, covers.portrait: content/images/covers/tablet.jpg is 1536 × 2048 px: ${TOO_SMALL}`,
    );
    expect(status).toBe(1);
  });

  it("accepts a wide picture whose long side is its width", async () => {
    const { status, output } = await checkWith(PRESS, (dir) => setPortrait(dir, "../images/covers/flat.jpg"));
    expect(output.trim().split("\n").at(-1)).toMatch(/^Content OK/);
    expect(status).toBe(0);
  });

  it("refuses a file that is not a picture, and one over the host's largest file", async () => {
    const { status, output } = await checkWith(PRESS, (dir) => {
      writeFileSync(path.join(dir, "images", "not-a-picture.jpg"), "not a picture");
      setPortrait(dir, "../images/not-a-picture.jpg");
      // The real cover with 26 MiB of nothing after it: still a picture, its size read from its header.
      const cover = path.join(dir, "images", "covers", "portrait.jpg");
      writeFileSync(cover, Buffer.concat([readFileSync(cover), Buffer.alloc(26 * 1024 * 1024)]));
    });
    expect(output).toMatch(
      /^content\/settings\/press\.json:\d+, portrait: content\/images\/not-a-picture\.jpg cannot be read as a picture$/m,
    );
    expect(output).toMatch(
      /^content\/books\/[a-z0-9-]+\.json:\d+, covers\.portrait: content\/images\/covers\/portrait\.jpg weighs 27\.\d MB: the host serves files of at most 26\.2 MB, so save it smaller/m,
    );
    expect(status).toBe(1);
  });
});

/**
 * Content is data, never code: what no author writes where she writes a name, a label, a menu link
 * or an address (markup, a line break, another site's address, a script, plain http) is refused, by
 * `npm run check-content` with a sentence that says what to write instead, and by the CMS's and the
 * editor's pattern for the same field (the JSON Schema they are made from). Her ordinary values
 * still pass.
 */
import { cpSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import {
  HTTPS_MESSAGE,
  OPTIONAL_PLAIN_TEXT_PATTERN,
  PLAIN_TEXT_MESSAGE,
  PLAIN_TEXT_PATTERN,
  SITE_PATH_MESSAGE,
} from "../../../src/lib/content/fields";
import { jsonSchemaOf, type JsonSchema } from "../../../src/lib/content/json-schema";
import { interviewFrontmatterSchema } from "../../../src/lib/content/schema";
import { COLLECTIONS, FILE_COLLECTIONS } from "../../../src/lib/content/collections";
import {
  checkContent,
  copyContent as linkedCopy,
  editJson,
  interviewSource,
  setInterviews,
} from "../../fixtures/broken-content";
import { testCmsConfig } from "../../fixtures/cms-config";

type Json = Record<string, Record<string, unknown>>;
type Item = Record<string, unknown>;

const root = path.join(__dirname, "..", "..", "..");

/** A copy of the real content that a test may break, its pictures copied too (content holds real files only). */
function copyContent(): { dir: string; cleanup: () => void } {
  const copy = linkedCopy();
  const images = path.join(copy.dir, "images");
  rmSync(images, { recursive: true, force: true });
  cpSync(path.join(root, "content", "images"), images, { recursive: true });
  return copy;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const plainText = escapeRegExp(PLAIN_TEXT_MESSAGE);
const sitePath = escapeRegExp(SITE_PATH_MESSAGE);

/** The markup that would end the CMS page's <title> and send its visitors elsewhere. */
const TITLE_BREAKOUT = 'Ada</title><meta http-equiv="refresh" content="0;url=https://evil.example/">';

interface Case {
  name: string;
  breakIt: (dir: string) => void;
  expected: RegExp;
}

const cases: Case[] = [
  {
    name: "the author's name with markup that ends the <title>",
    breakIt: (dir) => editJson(dir, "settings/site.json", (site: Json) => void (site.name = TITLE_BREAKOUT as never)),
    expected: new RegExp(`^content/settings/site\\.json:\\d+, name: ${plainText}$`, "m"),
  },
  {
    name: "a menu entry's text with an element in it",
    breakIt: (dir) =>
      editJson(
        dir,
        "settings/site.json",
        (site: { navigation: Item[] }) => void (site.navigation[0].title = '<img src="x" onerror="alert(1)">'),
      ),
    expected: new RegExp(`^content/settings/site\\.json:\\d+, navigation item 1 \\(.*\\), title: ${plainText}$`, "m"),
  },
  {
    name: "a social network's label with a line break",
    breakIt: (dir) =>
      editJson(
        dir,
        "settings/site.json",
        (site: { socials: Item[] }) => void (site.socials[0].label = "Instagram\nX-Injected: yes"),
      ),
    // The item is named by its label, shown on one line: the report never gets a line the value wrote.
    expected: new RegExp(
      `^content/settings/site\\.json:\\d+, social link 1 \\("Instagram X-Injected: yes"\\), label: ${plainText}$`,
      "m",
    ),
  },
  {
    name: "a small label with a line break",
    breakIt: (dir) =>
      editJson(
        dir,
        "settings/site.json",
        (site: Json) => void (site.labels.newTab = "opens in a new tab\r\nSet-Cookie: x=1"),
      ),
    expected: new RegExp(`^content/settings/site\\.json:\\d+, labels\\.newTab: ${plainText}$`, "m"),
  },
  {
    name: "the home page's browser tab title with markup",
    breakIt: (dir) =>
      editJson(dir, "settings/home.json", (home: Json) => void (home.title = "Home</title><b>" as never)),
    expected: new RegExp(`^content/settings/home\\.json:\\d+, title: ${plainText}$`, "m"),
  },
  {
    name: "a picture's description with markup",
    breakIt: (dir) =>
      editJson(
        dir,
        "articles.json",
        (articles: Item[]) => void (articles[0].imageAlt = "A cup<script>alert(1)</script>"),
      ),
    expected: new RegExp(`^content/articles\\.json:\\d+, article 1 \\(".*"\\), imageAlt: ${plainText}$`, "m"),
  },
  {
    name: "the logo's description (which may be empty) with markup",
    breakIt: (dir) =>
      editJson(dir, "settings/site.json", (site: Json) => void (site.logoAlt = "<svg onload=alert(1)>" as never)),
    expected: new RegExp(`^content/settings/site\\.json:\\d+, logoAlt: ${plainText}$`, "m"),
  },
  {
    name: 'a menu link to another site written "//evil.example"',
    breakIt: (dir) =>
      editJson(
        dir,
        "settings/site.json",
        (site: { navigation: Item[] }) => void (site.navigation[1].link = "//evil.example"),
      ),
    expected: new RegExp(
      `^content/settings/site\\.json:\\d+, navigation item 2 \\(".*"\\), link: ${sitePath}, got "//evil\\.example"$`,
      "m",
    ),
  },
  {
    name: 'a menu link to another site written "/\\evil.example"',
    breakIt: (dir) =>
      editJson(
        dir,
        "settings/site.json",
        (site: { navigation: Item[] }) => void (site.navigation[1].link = "/\\evil.example"),
      ),
    expected: new RegExp(
      `^content/settings/site\\.json:\\d+, navigation item 2 \\(".*"\\), link: ${sitePath}, got "/\\\\evil\\.example"$`,
      "m",
    ),
  },
  {
    name: "a script for the pre-order link",
    breakIt: (dir) =>
      editJson(dir, "settings/site.json", (site: Json) => void (site.linkHubUrl = "javascript:alert(1)" as never)),
    expected: /^content\/settings\/site\.json:\d+, linkHubUrl: must be an https URL, got "javascript:alert\(1\)"$/m,
  },
  {
    name: "a script for an article's link",
    breakIt: (dir) =>
      editJson(dir, "articles.json", (articles: Item[]) => void (articles[1].link = "javascript:alert(1)")),
    expected:
      /^content\/articles\.json:\d+, article 2 \(".*"\), link: must be an https URL, got "javascript:alert\(1\)"$/m,
  },
  {
    name: "plain http for a social profile",
    breakIt: (dir) =>
      editJson(
        dir,
        "settings/site.json",
        (site: { socials: Item[] }) => void (site.socials[0].href = "http://www.instagram.com/ada"),
      ),
    expected:
      /^content\/settings\/site\.json:\d+, social link 1 \(".*"\), href: must be an https URL, got "http:\/\/www\.instagram\.com\/ada"$/m,
  },
  {
    name: "an address whose user part hides where it leads",
    breakIt: (dir) =>
      editJson(
        dir,
        "settings/home.json",
        (home: Json) => void (home.articles.archiveUrl = "https://news.example.org@evil.example/archive"),
      ),
    expected:
      /^content\/settings\/home\.json:\d+, articles\.archiveUrl: must be an https URL, or empty, got "https:\/\/news\.example\.org@evil\.example\/archive"$/m,
  },
  {
    name: "a site address with a line break, quoted on one line",
    breakIt: (dir) =>
      editJson(
        dir,
        "settings/site.json",
        (site: Json) => void (site.siteUrl = "https://ada.example.com\nDisallow: /" as never),
      ),
    expected:
      /^content\/settings\/site\.json:\d+, siteUrl: must be an https URL, got "https:\/\/ada\.example\.com\\nDisallow: \/"$/m,
  },
  {
    name: "a newsletter host with a line break and a header after it",
    breakIt: (dir) =>
      editJson(
        dir,
        "settings/site.json",
        (site: Json) => void (site.newsletterHost = "news.example.org\nX-Injected: yes" as never),
      ),
    expected: /^content\/settings\/site\.json:\d+, newsletterHost: must be a host name only/m,
  },
];

describe("npm run check-content on values no author writes", () => {
  it.each(cases.map((c) => [c.name, c]))("refuses %s", async (_name, { breakIt, expected }) => {
    const { dir, cleanup } = copyContent();
    try {
      breakIt(dir);
      const { status, output } = await checkContent(dir);
      expect(output).toMatch(expected);
      expect(output).toMatch(/^1 problem in content\/ must be fixed before the site can be built\./m);
      expect(status).toBe(1);
    } finally {
      cleanup();
    }
  });

  it("refuses an interview host with markup, naming the file and line", async () => {
    const { dir, cleanup } = copyContent();
    try {
      setInterviews(dir, {
        "grace.mdx": interviewSource({
          host: "Grace<script>alert(1)</script>",
          title: "Grace talks to Ada",
          description: "A test interview.",
          date: "2025-03-01",
        }),
      });
      const { status, output } = await checkContent(dir);
      expect(output).toMatch(new RegExp(`^content/interviews/grace\\.mdx:2, front matter, host: ${plainText}$`, "m"));
      expect(status).toBe(1);
    } finally {
      cleanup();
    }
  });

  it("passes the author's ordinary names, labels, links and addresses", async () => {
    const { dir, cleanup } = copyContent();
    try {
      editJson(dir, "settings/site.json", (site: Json & { navigation: Item[]; socials: Item[] }) => {
        site.name = "Zoë Ikemba-O'Neill & Friends" as never;
        site.labels.socialLink = "{name} on {network} (opens in a new tab) 😊";
        site.labels.copyright = "© {year} Ada Ikemba. All rights reserved.";
        site.logoAlt = "" as never;
        site.navigation[0].link = "/";
        site.navigation[1].link = "/home/?from=menu#about";
        site.socials[1].href = "https://www.tiktok.com/@ada.ikemba.example";
        site.linkHubUrl = "https://links.example.com:8443/ada?utm_source=site#top" as never;
      });
      editJson(dir, "articles.json", (articles: Item[]) => {
        articles[0].imageAlt = 'A woman reading "A Quiet Book" by a window';
        // Titles and excerpts are not names: they keep their freedom.
        articles[0].title = "Why 1 < 2 in love, and other sums";
      });
      const { status, output } = await checkContent(dir);
      expect(output.trim().split("\n").at(-1)).toMatch(/^Content OK/);
      expect(status).toBe(0);
    } finally {
      cleanup();
    }
  });
});

/** Every text field of a content file with a value in `data`, as its path and schema (a list's first item stands for all). */
function textFields(
  schema: JsonSchema,
  data: unknown,
  at: (string | number)[] = [],
): { at: (string | number)[]; schema: JsonSchema }[] {
  if (schema.type === "string") return [{ at, schema }];
  if (schema.type === "array" && Array.isArray(data) && data.length > 0 && schema.items)
    return textFields(schema.items, data[0], [...at, 0]);
  if (schema.type === "object" && data && typeof data === "object")
    return Object.entries(schema.properties ?? {}).flatMap(([key, field]) =>
      textFields(field, (data as Item)[key], [...at, key]),
    );
  return [];
}

function withValue(data: unknown, at: (string | number)[], value: string): unknown {
  const copy = JSON.parse(JSON.stringify(data)) as Item;
  const parent = at.slice(0, -1).reduce<Item>((node, key) => node[key] as Item, copy);
  parent[at.at(-1) as string] = value;
  return copy;
}

const contentFiles = FILE_COLLECTIONS.map((entry) => ({
  ...entry,
  data: JSON.parse(readFileSync(path.join(root, "content", entry.file), "utf8")) as unknown,
  jsonSchema: jsonSchemaOf(entry),
}));

/** The fields of every content file (and the interview's front matter) whose JSON Schema says `which`. */
function fieldsWhere(which: (schema: JsonSchema) => boolean) {
  const interview = {
    file: "interviews/*.mdx",
    schema: interviewFrontmatterSchema,
    data: { host: "Grace", title: "A title", description: "An introduction.", date: "2025-08-02" } as unknown,
    jsonSchema: jsonSchemaOf(COLLECTIONS.interviews),
  };
  return [...contentFiles, interview].flatMap((entry) =>
    textFields(entry.jsonSchema, entry.data)
      .filter((field) => which(field.schema))
      .map((field) => ({ ...entry, at: field.at, pattern: field.schema.pattern ?? "" })),
  );
}

/** The checker's messages for `data` at `at` (the schema, parsed as the checker parses it). */
function messagesAt(
  schema: { safeParse: (data: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  data: unknown,
  at: (string | number)[],
) {
  return (schema.safeParse(data).error?.issues ?? [])
    .filter((issue) => issue.path.join(".") === at.join("."))
    .map((issue) => issue.message);
}

describe("every field of a kind, in the checker and in the CMS's and the editor's pattern", () => {
  const urlFields = fieldsWhere((schema) => schema.kind === "url");
  const plainFields = fieldsWhere(
    (schema) => schema.pattern === PLAIN_TEXT_PATTERN.source || schema.pattern === OPTIONAL_PLAIN_TEXT_PATTERN.source,
  );
  const pathFields = fieldsWhere((schema) => schema.pattern?.startsWith("^\\/(") ?? false);

  it("finds the fields it speaks for", () => {
    const names = (fields: { at: (string | number)[] }[]) => fields.map((field) => field.at.join("."));
    expect(names(urlFields)).toEqual(
      expect.arrayContaining([
        "siteUrl",
        "linkHubUrl",
        "socials.0.href",
        "cms.authUrl",
        "0.link",
        "articles.archiveUrl",
      ]),
    );
    expect(names(plainFields)).toEqual(
      expect.arrayContaining(["name", "navigation.0.title", "socials.0.label", "labels.newTab", "logoAlt", "host"]),
    );
    expect(names(pathFields)).toEqual(["navigation.0.link"]);
  });

  const hostileUrls = [
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "http://links.example.com/ada",
    "//evil.example/ada",
    "https://good.example@evil.example/",
    "https://evil.example\\@good.example/",
    "https://links.example.com/ada\nX-Injected: yes",
  ];
  it.each(urlFields.map((field) => [`${field.file} ${field.at.join(".")}`, field]))(
    "%s refuses scripts, plain http, another site's disguise and line breaks",
    (_name, field) => {
      const cmsRule = new RegExp(field.pattern, "u");
      for (const value of hostileUrls) {
        expect([value, cmsRule.test(value)]).toEqual([value, false]);
        const messages = messagesAt(field.schema, withValue(field.data, field.at, value), field.at);
        expect([value, messages]).toEqual([value, [expect.stringContaining(HTTPS_MESSAGE)]]);
      }
      expect(cmsRule.test("https://www.tiktok.com/@ada.ikemba.example?lang=en#top")).toBe(true);
    },
  );

  const hostileText = [
    TITLE_BREAKOUT,
    "<b>Ada</b>",
    "Ada\nIkemba",
    "Ada\rIkemba",
    "Ada\u2028Ikemba",
    "Ada\tIkemba",
    "a > b",
  ];
  it.each(plainFields.map((field) => [`${field.file} ${field.at.join(".")}`, field]))(
    "%s refuses markup and line breaks, and keeps plain text",
    (_name, field) => {
      const cmsRule = new RegExp(field.pattern, "u");
      for (const value of hostileText) {
        expect([value, cmsRule.test(value)]).toEqual([value, false]);
        const messages = messagesAt(field.schema, withValue(field.data, field.at, value), field.at);
        expect([value, messages]).toEqual([value, [PLAIN_TEXT_MESSAGE]]);
      }
      for (const value of ["Jo March", "Zoë O'Neill & Friends", "A talk with {guest}", "© {year} “Jo”", "😊"]) {
        expect([value, cmsRule.test(value)]).toEqual([value, true]);
        expect([value, messagesAt(field.schema, withValue(field.data, field.at, value), field.at)]).toEqual([
          value,
          [],
        ]);
      }
    },
  );

  it("refuses a menu link that leaves the site, and keeps every path on it", () => {
    for (const field of pathFields) {
      const cmsRule = new RegExp(field.pattern, "u");
      for (const value of [
        "//evil.example",
        "/\\evil.example",
        "/\\/evil.example",
        "/ /home",
        "/home\n",
        "javascript:alert(1)",
        "https://evil.example",
        "home",
      ]) {
        expect([value, cmsRule.test(value)]).toEqual([value, false]);
        const messages = messagesAt(field.schema, withValue(field.data, field.at, value), field.at);
        expect([value, messages]).toEqual([value, [expect.stringContaining(SITE_PATH_MESSAGE)]]);
      }
      for (const value of [
        "/",
        "/home",
        "/home#about",
        "/home/#books",
        "/interviews/",
        "/interview-with-grace/?from=menu",
      ]) {
        expect([value, cmsRule.test(value)]).toEqual([value, true]);
      }
    }
  });
});

describe("docs/EDITING.md", () => {
  it("explains the new messages to the author", () => {
    const docs = readFileSync(path.join(root, "docs", "EDITING.md"), "utf8");
    for (const message of [PLAIN_TEXT_MESSAGE, SITE_PATH_MESSAGE]) expect(docs).toContain(message);
  });
});

describe("the CMS's form", () => {
  it("cannot save markup as the author's name, and says why", () => {
    const config = testCmsConfig();
    const settings = config.collections.find((collection) => collection.name === "settings");
    const site = (settings && "files" in settings ? (settings.files ?? []) : []).find((file) => file.name === "site");
    const name = site?.fields?.find((field) => field.name === "name");
    const [pattern, message] = name?.pattern as [string, string];
    expect(new RegExp(pattern, "u").test(TITLE_BREAKOUT)).toBe(false);
    expect(new RegExp(pattern, "u").test("Ada Ikemba")).toBe(true);
    expect(message).toBe(`must not be empty, and ${PLAIN_TEXT_MESSAGE}`);
  });
});

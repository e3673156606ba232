/**
 * The content's field rules (src/lib/content/fields.ts) on every field of a kind: what no author means is refused by
 * the checker, in a sentence, and by the CMS's and editor's pattern; her ordinary values pass both.
 */
import fc from "fast-check";
import type { CmsField } from "../../../src/lib/content/cms-config";
import { editorSchemas } from "../../../src/lib/content/editor-schemas";
import {
  HTTPS_MESSAGE,
  HTTPS_PATTERN,
  NOT_EMPTY,
  OPTIONAL_PLAIN_TEXT_PATTERN,
  PLAIN_TEXT_MESSAGE,
  PLAIN_TEXT_PATTERN,
  placeholdersMessage,
  SITE_PATH_MESSAGE,
  SITE_PATH_PATTERN,
  template,
  type TemplateBase,
} from "../../../src/lib/content/fields";
import type { JsonSchema } from "../../../src/lib/content/json-schema";
import { fillTemplate } from "../../../src/lib/fill-template";
import { testCmsConfig } from "../../fixtures/cms-config";
import { textFields, TITLE_BREAKOUT, type TextField } from "../../fixtures/content-fields";

const FIELDS = textFields();

/** What the checker says of `value` in the field: nothing when it takes it. */
const messagesOf = (field: TextField, value: string) =>
  field.rule.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
/** Whether the CMS's and the editor's pattern for the field takes `value`. */
const patternTakes = (field: TextField, value: string) => new RegExp(field.json.pattern ?? "", "u").test(value);

const braced = (names: readonly string[]) => names.map((name) => `{${name}}`).join(" ");
/** A message that starts with `text` (the value it quotes follows). */
const startingWith = (text: string) =>
  expect.stringMatching(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
const placeholdersOf = (field: TextField) => field.json.placeholders ?? [];

const HOSTILE_URLS = [
  "javascript:alert(1)",
  "JAVASCRIPT:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "http://links.example.com/ada",
  "//evil.example/ada",
  "https://good.example@evil.example/",
  "https://evil.example\\@good.example/",
  "https://links.example.com/ada\nX-Injected: yes",
  "htps://links.example.com/ada",
  "https://localhost",
  "https://links.example.com/a b",
  "links.example.com",
  " ",
  // What `new URL` refuses would stop the build: a port past 65535, a host ending in a number that is no address.
  "https://ada-ikemba.example:99999",
  "https://&.0",
  "https://a<b.example",
];
const URLS = ["https://www.tiktok.com/@ada.ikemba.example?lang=en#top", "https://links.example.com:8443/ada?from=site"];
const MARKUP_AND_BREAKS = [
  TITLE_BREAKOUT,
  "<b>Ada</b>",
  "Ada\nIkemba",
  "Ada\rIkemba",
  "Ada\u2028Ikemba",
  "Ada\tIkemba",
  "a > b",
];

interface Kind {
  kind: string;
  fields: TextField[];
  /** Some of the fields it must find, so the rows below speak for them. */
  finds: string[];
  refuses: (field: TextField) => string[];
  /** What the checker says of each refused value: the message, or a matcher for it. */
  says: (field: TextField) => unknown;
  keeps: (field: TextField) => string[];
}

const KINDS: Kind[] = [
  {
    kind: "an https address",
    fields: FIELDS.filter((field) => field.json.kind === "url" && field.json.pattern === HTTPS_PATTERN.source),
    finds: [
      "settings/site.json siteUrl",
      "settings/site.json linkHubUrl",
      "settings/site.json socials.0.href",
      "settings/site.json cms.authUrl",
      "articles.json 0.link",
    ],
    refuses: () => [...HOSTILE_URLS, ""],
    says: () => startingWith(`${HTTPS_MESSAGE}, got "`),
    keeps: () => URLS,
  },
  {
    kind: "an https address or nothing",
    fields: FIELDS.filter((field) => field.json.kind === "url" && field.json.pattern !== HTTPS_PATTERN.source),
    finds: ["settings/home.json articles.archiveUrl", "events/*.json onlineLink", "events/*.json tickets.link"],
    refuses: () => HOSTILE_URLS,
    says: () => startingWith(`${HTTPS_MESSAGE}, or empty, got "`),
    keeps: () => [...URLS, ""],
  },
  {
    kind: "a local date and time",
    fields: FIELDS.filter((field) => field.json.kind === "datetime"),
    finds: [
      "events/*.json start",
      "events/*.json end",
      "events/*.json previousStart",
      "settings/home.json countdown.target",
    ],
    // A day or an hour that does not exist would stop the build, naming a template rather than the file.
    refuses: () => [
      "2030-02-30T10:00",
      "2029-02-29T10:00",
      "2030-13-01T10:00",
      "2030-01-01T25:00",
      "2030-01-01T10:60",
      "2030-01-01",
    ],
    says: () => expect.stringMatching(/^must be a date and time that exists, written YYYY-MM-DDTHH:MM/),
    keeps: () => ["2028-02-29T23:59", "2030-12-31T00:00:00"],
  },
  {
    kind: "a name or a label",
    fields: FIELDS.filter((field) =>
      [PLAIN_TEXT_PATTERN.source, OPTIONAL_PLAIN_TEXT_PATTERN.source].includes(field.json.pattern ?? ""),
    ),
    finds: [
      "settings/site.json name",
      "settings/site.json navigation.0.title",
      "settings/site.json socials.0.label",
      "settings/site.json labels.newTab",
      "settings/site.json logoAlt",
      "settings/home.json title",
      "articles.json 0.imageAlt",
      "interviews/*.mdx host",
    ],
    refuses: () => MARKUP_AND_BREAKS,
    says: () => PLAIN_TEXT_MESSAGE,
    keeps: () => ["Jo March", "Zoë O'Neill & Friends", "A talk with {guest}", "© {year} “Jo”", "😊"],
  },
  {
    kind: "a path on this site",
    fields: FIELDS.filter((field) => field.json.pattern === SITE_PATH_PATTERN.source),
    finds: ["settings/site.json navigation.0.link"],
    refuses: () => [
      "//evil.example",
      "/\\evil.example",
      "/\\/evil.example",
      "/ /home",
      "/home\n",
      "javascript:alert(1)",
      "https://evil.example",
      "home",
    ],
    says: () => startingWith(`${SITE_PATH_MESSAGE}, got "`),
    keeps: () => ["/", "/home", "/home#about", "/home/#books", "/interviews/", "/interview-with-grace/?from=menu"],
  },
  {
    kind: "a text with placeholders, on one line",
    // The about section's heading may run over lines (template(names, "text")).
    fields: FIELDS.filter((field) => field.json.placeholders && field.key !== "settings/home.json about.heading"),
    finds: ["settings/site.json labels.copyright", "settings/home.json hero.preorderButton"],
    refuses: () => ["<b>{name}</b>", "Ada\nIkemba", "Ada\rIkemba", "a > b", "Ada\tIkemba"],
    says: () => PLAIN_TEXT_MESSAGE,
    keeps: (field) => [`Hello ${braced(placeholdersOf(field))}`],
  },
  {
    kind: "a text with placeholders",
    fields: FIELDS.filter((field) => field.json.placeholders),
    finds: [
      "settings/home.json about.heading",
      "settings/press.json downloadDetails",
      "settings/site.json eventPage.yourTime",
    ],
    refuses: (field) => [`Hello {nmae} ${braced(placeholdersOf(field))}`],
    says: (field) => `${placeholdersMessage(placeholdersOf(field))}; "{nmae}" is not one of them`,
    keeps: (field) => [`Hello ${braced(placeholdersOf(field))}`],
  },
];

describe("every field of a kind, in the checker and in the CMS's and the editor's pattern", () => {
  it.each(KINDS)("finds the fields that hold $kind", ({ fields, finds }) => {
    expect(fields.map((field) => field.key)).toEqual(expect.arrayContaining(finds));
  });

  it.each(KINDS)("$kind: refuses what it must not hold, and keeps the rest", ({ fields, refuses, says, keeps }) => {
    for (const field of fields) {
      const seen = (value: string) => [field.key, value, messagesOf(field, value), patternTakes(field, value)];
      for (const value of refuses(field)) expect(seen(value)).toEqual([field.key, value, [says(field)], false]);
      for (const value of keeps(field)) expect(seen(value)).toEqual([field.key, value, [], true]);
    }
  });
});

it("every https address the pattern accepts is one `new URL` reads", () => {
  fc.assert(
    fc.property(fc.stringMatching(HTTPS_PATTERN), (address) => {
      expect(() => new URL(address)).not.toThrow();
    }),
    { numRuns: 5000 },
  );
});

describe("the CMS's form and the editor's schema", () => {
  /** The CMS's field at `at` in the form of `file` (a list edited as one holds its items' fields). */
  function cmsFieldAt(file: string, at: string): CmsField | undefined {
    const form = testCmsConfig()
      .collections.flatMap((collection) => ("files" in collection ? (collection.files ?? []) : []))
      .find((entry) => entry.file === `content/${file}`);
    let fields = (form?.fields ?? []) as CmsField[];
    let found: CmsField | undefined;
    for (const name of at.split(".")) {
      found = name === "0" ? fields[0] : fields.find((candidate) => candidate.name === name);
      fields = (found?.fields ?? []) as CmsField[];
    }
    return found;
  }
  /** The editor's schema of `file` at `at`. */
  function editorSchemaAt(file: string, at: string): JsonSchema | undefined {
    const schema = JSON.parse(editorSchemas().find((entry) => entry.file === file)?.text ?? "{}") as JsonSchema;
    return at
      .split(".")
      .reduce<JsonSchema | undefined>((node, name) => (name === "0" ? node?.items : node?.properties?.[name]), schema);
  }

  it.each([
    ["articles.json", "0.link", HTTPS_MESSAGE],
    ["settings/home.json", "articles.archiveUrl", `${HTTPS_MESSAGE}, or empty`],
    ["settings/site.json", "name", `${NOT_EMPTY}, and ${PLAIN_TEXT_MESSAGE}`],
    [
      "settings/site.json",
      "labels.copyright",
      `${NOT_EMPTY}, and ${PLAIN_TEXT_MESSAGE}; can use only these placeholders: {year}, {name}`,
    ],
    ["settings/home.json", "about.heading", `${NOT_EMPTY}; can use only these placeholders: {name}, {book}`],
  ])("%s %s: check the field's pattern, with the message %p", (file, at, message) => {
    const field = FIELDS.find((candidate) => candidate.key === `${file} ${at}`);
    expect(field?.json).toMatchObject({ pattern: expect.any(String), patternMessage: message });
    expect(cmsFieldAt(file, at)).toMatchObject({ pattern: [field?.json.pattern, message] });
    expect(editorSchemaAt(file, at)).toMatchObject({ pattern: field?.json.pattern, patternErrorMessage: message });
  });
});

describe("the texts the site fills in", () => {
  it("explain in their hint (the CMS's and the editor's) only placeholders they may hold", () => {
    for (const field of FIELDS.filter((candidate) => candidate.json.placeholders)) {
      const hint = `${field.json.title ?? ""} ${field.json.description ?? ""}`;
      const mentioned = Array.from(hint.matchAll(/\{(\w+)\}/g), ([, name]) => name);
      expect([field.key, mentioned.filter((name) => !placeholdersOf(field).includes(name))]).toEqual([field.key, []]);
    }
  });

  const names = ["name", "book"] as const;
  const notOne = (found: string) => `${placeholdersMessage(names)}; "${found}" is not one of them`;

  /** Each value, and what template(names) says (nothing: accepted), for a plain-text and a text base. */
  it.each<[TemplateBase, string, string | undefined]>([
    ["plainText", "Meet {name}", undefined],
    ["plainText", "{name}", undefined],
    ["plainText", "{book} by {name}{name}", undefined],
    ["plainText", "Zoë’s “book” & more 😊", undefined],
    ["plainText", " Meet {name} ", undefined],
    ["plainText", "About {nmae}", notOne("{nmae}")],
    ["plainText", "About {Name}", notOne("{Name}")],
    ["plainText", "About {year}", notOne("{year}")],
    ["plainText", "About { name }", notOne("{ name }")],
    ["plainText", "About {}", notOne("{}")],
    ["plainText", "About {name", notOne("{name")],
    ["plainText", "About name}", notOne("}")],
    ["plainText", "{na{name}me}", notOne("{na")],
    ["plainText", "{name} {{book}}", notOne("{")],
    ["plainText", "<b>{name}</b>", PLAIN_TEXT_MESSAGE],
    ["plainText", "Meet {name}\nX-Injected: yes", PLAIN_TEXT_MESSAGE],
    ["plainText", "About {nmae}\u2028", PLAIN_TEXT_MESSAGE],
    ["plainText", "", NOT_EMPTY],
    ["plainText", "   ", NOT_EMPTY],
    ["text", "Who is\n{name}?", undefined],
    ["text", "1 < 2: {book}", undefined],
    ["text", "About {nmae}", notOne("{nmae}")],
    ["text", "About\n{nam\ne}", notOne("{nam\\ne}")],
    ["text", " \n ", NOT_EMPTY],
  ])("template(names, %s) on %p: the checker and the pattern agree", (base, value, expected) => {
    const schema = template(names, base);
    const result = schema.safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message) ?? []).toEqual(expected === undefined ? [] : [expected]);
    const pattern = (schema.toJSONSchema() as JsonSchema).pattern ?? "";
    expect(new RegExp(pattern, "u").test(value)).toBe(expected === undefined);
    // What the schema accepts, fillTemplate fills with nothing left in braces.
    if (expected === undefined) {
      expect(fillTemplate(value, names, { name: "Ada", book: "My Book" })).not.toMatch(/[{}]/);
    }
  });

  it("take only names fillTemplate reads as placeholders", () => {
    expect(() => template(["na me"])).toThrow('"na me" is not a placeholder name');
    expect(() => template(["name", "{book}"])).toThrow('"{book}" is not a placeholder name');
  });
});

/**
 * `{placeholders}` in content (src/lib/placeholders.ts): a text the site fills in may use only the
 * placeholders its code fills. A misspelled one is refused by `npm run check-content` with the
 * file, line, field and the placeholders allowed, and by the CMS's and the editor's pattern for the
 * same field; the author's texts still pass; and the names the schema allows are the names the
 * code passes to fillTemplate, field by field.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { Footer } from "../../../src/components/layout/footer";
import { Header } from "../../../src/components/layout/header";
import { Carousel } from "../../../src/components/sections/carousel/carousel";
import { buildNavigation } from "../../../src/lib/build-navigation";
import { cmsField } from "../../../src/lib/content/cms-config";
import { editorSchemas } from "../../../src/lib/content/editor-schemas";
import {
  NOT_EMPTY,
  PLAIN_TEXT_MESSAGE,
  placeholdersMessage,
  template,
  type TemplateBase,
} from "../../../src/lib/content/fields";
import { contentJsonSchemas, jsonSchemaOf, type JsonSchema } from "../../../src/lib/content/json-schema";
import { COLLECTIONS, FILE_COLLECTIONS } from "../../../src/lib/content/collections";
import { fillTemplate } from "../../../src/lib/fill-template";
import { toHomePageProps } from "../../../src/lib/home-page-props";
import { toInterviewsPageProps } from "../../../src/lib/interviews-page-props";
import { toPressPageProps } from "../../../src/lib/press-page-props";
import { fromBookPageQuery } from "../../../src/lib/book-page-props";
import { toEventPageProps } from "../../../src/lib/event-page-props";
import {
  HOME_PLACEHOLDERS,
  PRESS_PLACEHOLDERS,
  SITE_PLACEHOLDERS,
  type PlaceholderNames,
} from "../../../src/lib/placeholders";
import { EVENT_PLACEHOLDERS } from "../../../src/lib/event-site";
import { carouselLabels, slides } from "../../fixtures/books";
import { bookPageCopyFixture, bookPageQueryFixture } from "../../fixtures/book-page-query";
import { eventPageCopyFixture, onlineTalk } from "../../fixtures/event-page-query";
import { checkContent, copyContent, editJson } from "../../fixtures/broken-content";
import { homePageQueryFixture } from "../../fixtures/home-page-query";
import { pressPageQueryFixture } from "../../fixtures/press-page-query";
import { renderInPage } from "../../fixtures/render";
import { interviewsFixture, siteSettingsFixture } from "../../fixtures/site-settings";

// The real fillTemplate, recorded: which text each caller fills, with which names and values.
jest.mock("../../../src/lib/fill-template", () => {
  const actual = jest.requireActual("../../../src/lib/fill-template");
  return { ...actual, fillTemplate: jest.fn(actual.fillTemplate) };
});
const fillCalls = fillTemplate as unknown as jest.Mock<
  string,
  [string, readonly string[], Readonly<Record<string, string | number>>]
>;

const root = path.join(__dirname, "..", "..", "..");
type Json = Record<string, Record<string, unknown>>;

/** "{name}, {book}" as the message writes a list. */
const braced = (names: readonly string[]) => names.map((name) => `{${name}}`);

/** Every field of `schema` that says which placeholders it may hold, by its path ("labels.copyright"). */
function templatedIn(schema: JsonSchema, at: string[] = []): { field: string; schema: JsonSchema }[] {
  if (schema.placeholders) return [{ field: at.join("."), schema }];
  if (schema.type === "object")
    return Object.entries(schema.properties ?? {}).flatMap(([key, value]) => templatedIn(value, [...at, key]));
  if (schema.type === "array" && schema.items) return templatedIn(schema.items, [...at, "0"]);
  return [];
}

/** The templated fields as the content schema declares them (the interview's front matter has none). */
const inSchema = [
  ...contentJsonSchemas().map(({ file, jsonSchema }) => ({ file, jsonSchema })),
  { file: "interviews/*.mdx", jsonSchema: jsonSchemaOf(COLLECTIONS.interviews) },
].flatMap(({ file, jsonSchema }) => templatedIn(jsonSchema).map((found) => ({ file, ...found })));

/** The templated fields as src/lib/placeholders.ts lists them, the code's side. */
const declared = [
  ...(
    [
      ["settings/site.json", SITE_PLACEHOLDERS],
      // The events' texts' placeholders live with the events (src/lib/event-site.ts).
      ["settings/site.json", { eventPage: EVENT_PLACEHOLDERS }],
      ["settings/home.json", HOME_PLACEHOLDERS],
    ] as const
  ).flatMap(([file, groups]) =>
    Object.entries(groups).flatMap(([group, fields]) =>
      Object.entries(fields as Record<string, PlaceholderNames>).map(([key, names]) => ({
        file,
        field: `${group}.${key}`,
        names,
      })),
    ),
  ),
  // press.json's templated fields are at its top level.
  ...Object.entries(PRESS_PLACEHOLDERS as Record<string, PlaceholderNames>).map(([key, names]) => ({
    file: "settings/press.json",
    field: key,
    names,
  })),
];

const key = (entry: { file: string; field: string }) => `${entry.file} ${entry.field}`;
const namesOf = (entry: { file: string; field: string }) => {
  const found = inSchema.find((candidate) => key(candidate) === key(entry));
  if (!found?.schema.placeholders) throw new Error(`${key(entry)} takes no placeholders in the schema`);
  return found.schema.placeholders;
};

const read = (dir: string, file: string) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as unknown;
const valueAt = (data: unknown, field: string) =>
  field.split(".").reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], data);

/** The line of a content file on which `value` is written (as editJson writes it: one field a line). */
function lineOf(dir: string, file: string, value: string): number {
  const index = readFileSync(path.join(dir, file), "utf8")
    .split("\n")
    .findIndex((line) => line.includes(`: ${JSON.stringify(value)}`));
  if (index < 0) throw new Error(`${value} is not in ${file}`);
  return index + 1;
}

describe("the fields that hold placeholders", () => {
  it("are the fields src/lib/placeholders.ts lists, each with its own names", () => {
    const fromSchema = Object.fromEntries(inSchema.map((entry) => [key(entry), entry.schema.placeholders]));
    const fromCode = Object.fromEntries(declared.map((entry) => [key(entry), [...entry.names]]));
    expect(fromSchema).toEqual(fromCode);
    expect(Object.keys(fromSchema).sort()).toEqual(
      [
        "settings/home.json about.heading",
        "settings/home.json books.showSlideLabel",
        "settings/home.json books.slideLabel",
        "settings/home.json hero.aboutButton",
        "settings/home.json hero.preorderButton",
        "settings/press.json downloadDetails",
        "settings/site.json bookPage.comingSoonLine",
        "settings/site.json bookPage.isbnLine",
        "settings/site.json bookPage.preorderLine",
        "settings/site.json bookPage.publishedLine",
        "settings/site.json bookPage.seriesHeading",
        "settings/site.json bookPage.seriesLine",
        "settings/site.json eventPage.organisedBy",
        "settings/site.json eventPage.rescheduledLine",
        "settings/site.json eventPage.yourTime",
        "settings/site.json interviewsPage.hostLine",
        "settings/site.json labels.contactLink",
        "settings/site.json labels.copyright",
        "settings/site.json labels.homeLink",
        "settings/site.json labels.interviewNav",
        "settings/site.json labels.socialLink",
      ].sort(),
    );
  });

  it("explain in their hint (the CMS's and the editor's) only placeholders they may hold", () => {
    for (const entry of inSchema) {
      const hint = `${entry.schema.title ?? ""} ${entry.schema.description ?? ""}`;
      const mentioned = Array.from(hint.matchAll(/\{(\w+)\}/g), ([, name]) => name);
      expect([key(entry), mentioned.filter((name) => !entry.schema.placeholders?.includes(name))]).toEqual([
        key(entry),
        [],
      ]);
    }
  });

  it("give the CMS and the editor one pattern and a message that names the placeholders", () => {
    const copyright = inSchema.find((entry) => entry.field === "labels.copyright")?.schema as JsonSchema;
    const message = `${NOT_EMPTY}, and ${PLAIN_TEXT_MESSAGE}; can use only these placeholders: {year}, {name}`;
    expect(cmsField("copyright", copyright)).toMatchObject({ pattern: [copyright.pattern, message] });
    const site = JSON.parse(editorSchemas().find((schema) => schema.file === "settings/site.json")?.text ?? "{}");
    expect(site.properties.labels.properties.copyright).toMatchObject({
      pattern: copyright.pattern,
      patternErrorMessage: message,
    });
    const heading = inSchema.find((entry) => entry.field === "about.heading")?.schema as JsonSchema;
    expect(heading.patternMessage).toBe(`${NOT_EMPTY}; can use only these placeholders: {name}, {book}`);
  });
});

describe("npm run check-content on placeholders", () => {
  it("refuses a misspelled or broken placeholder with the file, line, field and the placeholders allowed", async () => {
    const { dir, cleanup } = copyContent();
    try {
      editJson(dir, "settings/home.json", (home: Json) => {
        home.about.heading = "About {nmae}";
        home.hero.preorderButton = "Pre-Order {book Now!";
      });
      editJson(dir, "settings/site.json", (site: Json) => {
        site.labels.copyright = "© {yaer} {name}. All rights reserved.";
        site.interviewsPage.hostLine = "With { host }";
        // The plain-text rule stays: markup is named first, whatever the placeholders.
        site.labels.homeLink = "<b>{name}</b>, home";
      });
      const { status, output } = await checkContent(dir);
      const at = (file: string, value: string) => `content/${file}:${lineOf(dir, file, value)}`;
      const lines = output.split("\n");
      expect(lines).toEqual(
        expect.arrayContaining([
          `${at("settings/home.json", "About {nmae}")}, about.heading: can use only these placeholders: {name}, {book}; "{nmae}" is not one of them`,
          `${at("settings/home.json", "Pre-Order {book Now!")}, hero.preorderButton: can use only these placeholders: {name}, {book}; "{book Now!" is not one of them`,
          `${at("settings/site.json", "© {yaer} {name}. All rights reserved.")}, labels.copyright: can use only these placeholders: {year}, {name}; "{yaer}" is not one of them`,
          `${at("settings/site.json", "With { host }")}, interviewsPage.hostLine: can use only these placeholders: {host}; "{ host }" is not one of them`,
          `${at("settings/site.json", "<b>{name}</b>, home")}, labels.homeLink: ${PLAIN_TEXT_MESSAGE}`,
        ]),
      );
      expect(output).toMatch(/^5 problems in content\/ must be fixed before the site can be built\./m);
      expect(status).toBe(1);
    } finally {
      cleanup();
    }
  });

  it.each([["content"], ["__tests__/fixtures/content"]])("passes every text in %s", async (folder) => {
    const dir = path.join(root, folder);
    // Each templated field has a value there, which the CMS's and the editor's pattern accept too.
    for (const entry of inSchema) {
      const value = valueAt(read(dir, entry.file), entry.field);
      expect([key(entry), typeof value]).toEqual([key(entry), "string"]);
      expect([key(entry), value, new RegExp(entry.schema.pattern ?? "", "u").test(String(value))]).toEqual([
        key(entry),
        value,
        true,
      ]);
    }
    const { status, output } = await checkContent(dir);
    expect(output.trim().split("\n").at(-1)).toMatch(/^Content OK/);
    expect(status).toBe(0);
  });
});

/** The checker's messages for `value` at `field` in the real content file (parsed as the checker parses it). */
function messagesFor(file: string, field: string, value: string): string[] {
  const entry = FILE_COLLECTIONS.find((candidate) => candidate.file === file);
  if (!entry) throw new Error(file);
  const data = JSON.parse(JSON.stringify(read(path.join(root, "content"), file))) as Record<string, unknown>;
  const segments = field.split(".");
  const parent = segments
    .slice(0, -1)
    .reduce<Record<string, unknown>>((node, segment) => node[segment] as Record<string, unknown>, data);
  parent[segments.at(-1) as string] = value;
  return (entry.schema.safeParse(data).error?.issues ?? [])
    .filter((issue) => issue.path.join(".") === field)
    .map((issue) => issue.message);
}

describe("template(names): the checker and the CMS's and the editor's pattern agree", () => {
  const names = ["name", "book"] as const;
  const allowed = placeholdersMessage(names);
  const notOne = (found: string) => `${allowed}; "${found}" is not one of them`;

  /** Each value, and what the checker says (nothing: accepted), for a plain-text and a text base. */
  const cases: [TemplateBase, string, string | undefined][] = [
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
  ];

  it.each(cases)("%s: %p", (base, value, expected) => {
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

  it("keeps the plain-text rule in every templated field that had it", () => {
    for (const entry of inSchema.filter((candidate) => candidate.field !== "about.heading")) {
      for (const value of ["<b>{name}</b>", "Ada\nIkemba", "Ada\rIkemba", "a > b", "Ada\tIkemba"]) {
        expect([key(entry), value, messagesFor(entry.file, entry.field, value)]).toEqual([
          key(entry),
          value,
          [PLAIN_TEXT_MESSAGE],
        ]);
        expect(new RegExp(entry.schema.pattern ?? "", "u").test(value)).toBe(false);
      }
    }
  });

  it("refuses in every templated field a placeholder it does not hold, naming those it does", () => {
    for (const entry of inSchema) {
      const own = entry.schema.placeholders ?? [];
      const value = `Hello {nmae} ${braced(own).join(" ")}`;
      expect([key(entry), messagesFor(entry.file, entry.field, value)]).toEqual([
        key(entry),
        [`can use only these placeholders: ${braced(own).join(", ")}; "{nmae}" is not one of them`],
      ]);
      expect(new RegExp(entry.schema.pattern ?? "", "u").test(value)).toBe(false);
      expect(new RegExp(entry.schema.pattern ?? "", "u").test(`Hello ${braced(own).join(" ")}`)).toBe(true);
    }
  });

  it("takes only names fillTemplate reads as placeholders", () => {
    expect(() => template(["na me"])).toThrow('"na me" is not a placeholder name');
    expect(() => template(["name", "{book}"])).toThrow('"{book}" is not a placeholder name');
  });
});

/** A text for `field` that uses every placeholder the schema lets it hold, and says which field it is. */
const marker = (file: string, field: string) => `${field}: ${braced(namesOf({ file, field })).join(" ")}`;
const site = (field: string) => marker("settings/site.json", field);
const home = (field: string) => marker("settings/home.json", field);

const labels = {
  ...siteSettingsFixture.labels,
  interviewNav: site("labels.interviewNav"),
  socialLink: site("labels.socialLink"),
  contactLink: site("labels.contactLink"),
  copyright: site("labels.copyright"),
  homeLink: site("labels.homeLink"),
};

/** Each piece of code that calls fillTemplate, run on texts that use all their placeholders, and the fields it fills. */
const callers: { name: string; source: string; fields: string[]; run: () => void }[] = [
  {
    name: "the footer",
    source: "src/components/layout/footer.tsx",
    fields: ["labels.homeLink", "labels.contactLink", "labels.copyright", "labels.socialLink"],
    run: () =>
      void renderInPage(
        createElement(Footer, {
          name: siteSettingsFixture.name,
          tagline: siteSettingsFixture.tagline,
          email: siteSettingsFixture.email,
          logo: undefined,
          socials: siteSettingsFixture.socials,
          buildYear: 2025,
          labels,
        }),
      ),
  },
  {
    name: "the header",
    source: "src/components/layout/header.tsx",
    fields: ["labels.homeLink", "labels.socialLink"],
    run: () =>
      void renderInPage(
        createElement(Header, {
          name: siteSettingsFixture.name,
          logo: undefined,
          homePath: "/home/",
          navigation: [],
          socials: siteSettingsFixture.socials,
          labels,
          autoHide: false,
        }),
      ),
  },
  {
    name: "the carousel",
    source: "src/components/sections/carousel/carousel.tsx",
    fields: ["books.slideLabel", "books.showSlideLabel"],
    run: () =>
      void renderInPage(
        createElement(Carousel, {
          slides,
          labels: {
            ...carouselLabels,
            slideLabel: home("books.slideLabel"),
            showSlideLabel: home("books.showSlideLabel"),
          },
        }),
      ),
  },
  {
    name: "the header's navigation",
    source: "src/lib/build-navigation.ts",
    fields: ["labels.interviewNav"],
    run: () => void buildNavigation({ ...siteSettingsFixture, labels, interviews: interviewsFixture(2) }),
  },
  {
    name: "the /interviews/ page",
    source: "src/lib/interviews-page-props.ts",
    fields: ["interviewsPage.hostLine"],
    run: () =>
      void toInterviewsPageProps({
        siteSettings: {
          interviewsPage: {
            title: "Tab",
            heading: "Interviews",
            intro: "All",
            hostLine: site("interviewsPage.hostLine"),
          },
        },
        allMdx: {
          nodes: [
            {
              frontmatter: { host: "Grace", title: "T", description: "D", isoDate: "2025-01-01", displayDate: "D" },
              fields: { path: "/interview-with-grace/" },
            },
          ],
        },
      }),
  },
  {
    name: "a book's page (and the list of books, which fills its date lines with it)",
    source: "src/lib/book-page-props.ts",
    fields: [
      "bookPage.publishedLine",
      "bookPage.preorderLine",
      "bookPage.comingSoonLine",
      "bookPage.seriesLine",
      "bookPage.seriesHeading",
      "bookPage.isbnLine",
    ],
    run: () => {
      const { book } = bookPageQueryFixture;
      if (!book) throw new Error("fixture");
      const bookPage = {
        ...bookPageCopyFixture,
        publishedLine: site("bookPage.publishedLine"),
        preorderLine: site("bookPage.preorderLine"),
        comingSoonLine: site("bookPage.comingSoonLine"),
        seriesLine: site("bookPage.seriesLine"),
        seriesHeading: site("bookPage.seriesHeading"),
        isbnLine: site("bookPage.isbnLine"),
      };
      for (const status of ["published", "pre-order", "coming soon"])
        void fromBookPageQuery({ ...bookPageQueryFixture, siteSettings: { bookPage }, book: { ...book, status } }, "");
    },
  },
  {
    name: "an event's page (online and rescheduled, with an organiser: every templated line)",
    source: "src/lib/event-page-props.ts",
    fields: ["eventPage.rescheduledLine", "eventPage.yourTime", "eventPage.organisedBy"],
    run: () =>
      void toEventPageProps(
        { ...onlineTalk, previousStartsAt: "2035-05-10T18:30:00+01:00" },
        {
          ...eventPageCopyFixture,
          rescheduledLine: site("eventPage.rescheduledLine"),
          yourTime: site("eventPage.yourTime"),
          organisedBy: site("eventPage.organisedBy"),
        },
        null,
        { lang: "en", builtAt: "2030-01-01T00:00:00Z", newTabLabel: "" },
      ),
  },
  {
    name: "the home page",
    source: "src/lib/home-page-props.ts",
    fields: ["hero.aboutButton", "hero.preorderButton", "about.heading"],
    run: () => {
      const query = homePageQueryFixture;
      if (!query.homeSettings) throw new Error("fixture");
      const settings = query.homeSettings;
      void toHomePageProps(
        {
          ...query,
          homeSettings: {
            ...settings,
            hero: {
              ...settings.hero,
              aboutButton: home("hero.aboutButton"),
              preorderButton: home("hero.preorderButton"),
            },
            about: { ...settings.about, heading: home("about.heading") },
          },
        },
        siteSettingsFixture,
      );
    },
  },
  {
    name: "the press kit",
    source: "src/lib/press-page-props.ts",
    fields: ["downloadDetails"],
    run: () => {
      const kit = pressPageQueryFixture.pressKit;
      if (!kit) throw new Error("fixture");
      void toPressPageProps({
        ...pressPageQueryFixture,
        pressKit: { ...kit, downloadDetails: marker("settings/press.json", "downloadDetails") },
      });
    },
  },
];

/** Every file under src/ that calls fillTemplate, but the function's own. */
function filesCallingFillTemplate(dir = path.join(root, "src")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesCallingFillTemplate(full);
    if (!/\.tsx?$/.test(entry.name) || entry.name === "fill-template.ts") return [];
    return readFileSync(full, "utf8").includes("fillTemplate(") ? [path.relative(root, full)] : [];
  });
}

describe("the code fills exactly the placeholders the schema allows", () => {
  it("runs every piece of code that calls fillTemplate", () => {
    // social-links.tsx fills labels.socialLink for the header and the footer, which are run.
    expect(filesCallingFillTemplate().sort()).toEqual(
      [...callers.map((caller) => caller.source), "src/components/layout/social-links.tsx"].sort(),
    );
    const filled = new Set(callers.flatMap((caller) => caller.fields.map((field) => field)));
    expect([...filled].sort()).toEqual(declared.map((entry) => entry.field).sort());
  });

  it.each(callers.map((caller) => [caller.name, caller]))(
    "%s passes each text's own names, all of them, and fills every placeholder",
    (_name, caller) => {
      fillCalls.mockClear();
      caller.run();
      const filled = new Set<string>();
      for (const [text, names, values] of fillCalls.mock.calls) {
        const entry = inSchema.find((candidate) => text === marker(candidate.file, candidate.field));
        if (!entry) throw new Error(`fillTemplate was called on "${text}", which is no templated field's text`);
        filled.add(entry.field);
        const own = [...(entry.schema.placeholders ?? [])].sort();
        expect([entry.field, [...names].sort(), Object.keys(values).sort()]).toEqual([entry.field, own, own]);
      }
      for (const result of fillCalls.mock.results)
        expect(result).toEqual({ type: "return", value: expect.not.stringMatching(/[{}]/) });
      expect([...filled].sort()).toEqual([...caller.fields].sort());
    },
  );
});

describe("docs/EDITING.md", () => {
  it("explains the message, as the checker writes it, and no longer leaves the mistake to the build", () => {
    const docs = readFileSync(path.join(root, "docs", "EDITING.md"), "utf8");
    const heading = messagesFor("settings/home.json", "about.heading", "About {nmae}");
    expect(heading).toHaveLength(1);
    expect(docs).toContain(heading[0]);
    expect(docs).not.toContain("only during a build");
  });
});

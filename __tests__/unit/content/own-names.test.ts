/**
 * Names that content writes are looked up as the tables' own: "constructor", "__proto__",
 * "toString" or "hasOwnProperty" in an interview, a placeholder, a field or a file name find
 * nothing that every object inherits (docs/SECURITY.md, "Interviews are formatted text").
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  checkFormattedText,
  formattedTextElements,
  parseFormattedText,
  RefusedTextError,
} from "../../../src/lib/content/formatted-text";
import { template } from "../../../src/lib/content/fields";
import { jsonSchemaAt, jsonSchemaOf } from "../../../src/lib/content/json-schema";
import { COLLECTIONS } from "../../../src/lib/content/collections";
import { describePath } from "../../../src/lib/content/check/describe-path";
import { checkJsonFile, MAX_JSON_NESTING } from "../../../src/lib/content/check/json-file";
import { fillTemplate } from "../../../src/lib/fill-template";
import { jsonTypeName } from "../../../src/lib/json-type-name";

const INHERITED = ["constructor", "__proto__", "toString", "hasOwnProperty"];

describe("the formatted text's elements and attributes", () => {
  it.each(INHERITED.flatMap((name) => [`<${name}>x</${name}>`, `<${name} title="x">x</${name}>`, `<${name} />`]))(
    "refuses %s with its line, in the check and the renderer",
    (element) => {
      const source = `Intro.\n\n${element}`;
      const problems = checkFormattedText(source);
      expect(problems).toEqual([
        expect.objectContaining({ line: 3, message: expect.stringMatching(/is not formatting this text may use/) }),
      ]);
      expect(() => formattedTextElements(parseFormattedText(source))).toThrow(RefusedTextError);
    },
  );

  it.each(INHERITED)("refuses the attribute %s on an allowed element", (name) => {
    expect(checkFormattedText(`<abbr ${name}="x">y</abbr>`)).toEqual([
      expect.objectContaining({ line: 1, message: `<abbr> cannot have the attribute "${name}" (only title)` }),
    ]);
  });
});

describe("placeholders", () => {
  it.each(INHERITED)("fillTemplate refuses {%s}", (name) => {
    expect(() => fillTemplate(`Hi {${name}}`, ["name"], { name: "Ada" })).toThrow(`Unknown placeholder {${name}}`);
  });

  it.each(INHERITED)("a templated field refuses {%s}", (name) => {
    expect(template(["name"]).safeParse(`Hi {${name}}`).success).toBe(false);
  });
});

describe("schema and file names", () => {
  const site = jsonSchemaOf(COLLECTIONS.site);

  it.each(INHERITED)("jsonSchemaAt finds no field %s", (name) => {
    expect(jsonSchemaAt(site, [name])).toBeUndefined();
    expect(jsonSchemaAt(site, [name, 0])).toBeUndefined();
  });

  it.each(INHERITED)("describePath names a list %s as it is written", (name) => {
    expect(describePath([name, 0], { [name]: [{ title: "T" }] })).toBe(`${name} item 1 ("T")`);
    expect(describePath(["x", name, 0], JSON.parse(`{"x": {}}`))).toBe(`x, ${name} item 1`);
  });

  it.each(INHERITED.flatMap((name) => [name, `${name}.json`]))("jsonTypeName stops on a file %s", (relativePath) => {
    expect(() => jsonTypeName({ node: { relativePath } })).toThrow("unknown content file");
  });
});

describe("content JSON", () => {
  it('refuses a field named "__proto__" with its line, which the parser would make the prototype', () => {
    const dir = mkdtempSync(path.join(tmpdir(), "own-names-"));
    try {
      const article = { id: 1, title: "T", excerpt: "E", date: "2025-01-01", link: "https://example.com/a" };
      const fields = JSON.stringify(article, null, 2).slice(1, -1);
      writeFileSync(path.join(dir, "articles.json"), `[\n{${fields},\n"__proto__": { "extra": 1 }\n}\n]\n`);
      const entry = COLLECTIONS.articles;
      expect(checkJsonFile(dir, entry)).toEqual([
        expect.objectContaining({ line: 9, message: 'unknown field "__proto__"' }),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses lists nested 20,000 deep at the line they pass the limit, instead of running out of stack", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "own-names-"));
    try {
      const entry = COLLECTIONS.articles;
      // A string holding brackets is text, not nesting.
      writeFileSync(
        path.join(dir, "articles.json"),
        `[\n"${"[".repeat(200)}",\n${"[".repeat(20_000)}${"]".repeat(20_001)}\n`,
      );
      expect(checkJsonFile(dir, entry)).toEqual([
        expect.objectContaining({
          line: 3,
          message: `is nested more than ${MAX_JSON_NESTING} levels deep: no content needs that, so it is not read`,
        }),
      ]);
      writeFileSync(
        path.join(dir, "articles.json"),
        `[${"[".repeat(MAX_JSON_NESTING - 1)}${"]".repeat(MAX_JSON_NESTING)}\n`,
      );
      expect(checkJsonFile(dir, entry).map((problem) => problem.message)).not.toContainEqual(
        expect.stringContaining("nested"),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

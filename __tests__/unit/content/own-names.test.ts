/**
 * Names that content writes are looked up as the tables' own: "constructor", "__proto__",
 * "toString" or "hasOwnProperty" in an interview, a placeholder, a field or a file name find
 * nothing that every object inherits (docs/SECURITY.md, "Interviews are formatted text").
 */
import {
  checkFormattedText,
  formattedTextElements,
  parseFormattedText,
  RefusedTextError,
} from "../../../src/lib/content/formatted-text";
import { template } from "../../../src/lib/content/fields";
import { jsonSchemaAt, jsonSchemaOf } from "../../../src/lib/content/json-schema";
import { CONTENT_FILES } from "../../../src/lib/content/schema";
import { describePath } from "../../../src/lib/content/validate";
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
  const site = jsonSchemaOf(CONTENT_FILES.find((entry) => entry.file === "settings/site.json")!);

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

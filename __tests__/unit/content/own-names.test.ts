/**
 * Names content writes are looked up as a table's own: "constructor" or "__proto__" finds nothing every object
 * inherits (docs/SECURITY.md). A JSON field named "__proto__" is check-content.test.ts's.
 */
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
import { fillTemplate } from "../../../src/lib/fill-template";
import { jsonTypeName } from "../../../src/lib/json-type-name";

// An inherited property, and the accessor that is the object's prototype.
describe.each(["constructor", "__proto__"])("a name written %s", (name) => {
  it("is no element of the formatted text, in the check and the renderer", () => {
    const source = `Intro.\n\n<${name} title="x">x</${name}>`;
    expect(checkFormattedText(source)).toEqual([
      expect.objectContaining({ line: 3, message: expect.stringMatching(/is not formatting this text may use/) }),
    ]);
    expect(() => formattedTextElements(parseFormattedText(source))).toThrow(RefusedTextError);
  });

  it("is no attribute of an allowed element", () => {
    expect(checkFormattedText(`<abbr ${name}="x">y</abbr>`)).toEqual([
      expect.objectContaining({ line: 1, message: `<abbr> cannot have the attribute "${name}" (only title)` }),
    ]);
  });

  it("is no placeholder, to a templated field or to fillTemplate", () => {
    expect(template(["name"]).safeParse(`Hi {${name}}`).success).toBe(false);
    expect(() => fillTemplate(`Hi {${name}}`, ["name"], { name: "Ada" })).toThrow(`Unknown placeholder {${name}}`);
  });

  it("is no field of the schema, and a list of that name is named as written", () => {
    const site = jsonSchemaOf(COLLECTIONS.site);
    expect(jsonSchemaAt(site, [name])).toBeUndefined();
    expect(jsonSchemaAt(site, [name, 0])).toBeUndefined();
    expect(describePath([name, 0], { [name]: [{ title: "T" }] })).toBe(`${name} item 1 ("T")`);
    expect(describePath(["x", name, 0], JSON.parse(`{"x": {}}`))).toBe(`x, ${name} item 1`);
  });

  it("is no content file", () => {
    for (const relativePath of [name, `${name}.json`]) {
      expect(() => jsonTypeName({ node: { relativePath } })).toThrow("unknown content file");
    }
  });
});

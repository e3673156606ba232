import { fillTemplate } from "../../../src/lib/fill-template";

type Case = [template: string, names: readonly string[], values: Record<string, string | number>, expected: string];

describe("fillTemplate", () => {
  it.each<Case>([
    ["About {name}", ["name"], { name: "Ada" }, "About Ada"],
    ["Pre-Order {book} Now!", ["name", "book"], { name: "Ada", book: "My Book" }, "Pre-Order My Book Now!"],
    ["© {year} {name}", ["year", "name"], { year: 2026, name: "Ada" }, "© 2026 Ada"],
    ["No placeholders", ["name"], { name: "Ada" }, "No placeholders"],
    ["{a}{a}", ["a"], { a: "x" }, "xx"],
    // Only {word} is a placeholder; other braces are left as typed (the schema refuses them in content).
    ["{ name } {} {name", ["name"], { name: "Ada" }, "{ name } {} {name"],
  ])("fills %p", (template, names, values, expected) => {
    expect(fillTemplate(template, names, values)).toBe(expected);
  });

  it("throws on an unknown placeholder, naming it and the known ones, whatever else the values hold", () => {
    expect(() => fillTemplate("About {nmae}", ["name", "book"], { name: "Ada", book: "My Book" })).toThrow(
      'Unknown placeholder {nmae} in "About {nmae}" (available: name, book)',
    );
    const values: { name: string; book: string } = { name: "Ada", book: "My Book" };
    expect(() => fillTemplate("{book}", ["name"], values)).toThrow(/Unknown placeholder \{book\}.*available: name\)/);
  });

  it("takes values for exactly the text's names (checked by TypeScript: npx tsc --noEmit)", () => {
    // @ts-expect-error: a value the text has no placeholder for
    expect(fillTemplate("About {name}", ["name"], { name: "Ada", book: "My Book" })).toBe("About Ada");
    // @ts-expect-error: a placeholder without its value
    expect(fillTemplate("About {name}", ["name", "book"], { name: "Ada" })).toBe("About Ada");
  });
});

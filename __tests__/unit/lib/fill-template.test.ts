import { fillTemplate } from "../../../src/lib/fill-template";

describe("fillTemplate", () => {
  it.each([
    ["About {name}", { name: "Ada" }, "About Ada"],
    ["Pre-Order {book} Now!", { book: "My Book" }, "Pre-Order My Book Now!"],
    ["© {year} {name}", { year: 2026, name: "Ada" }, "© 2026 Ada"],
    ["No placeholders", {}, "No placeholders"],
    ["{a}{a}", { a: "x" }, "xx"],
  ])("fills %p", (template, values, expected) => {
    expect(fillTemplate(template, values)).toBe(expected);
  });

  it("throws on an unknown placeholder, naming it and the known ones", () => {
    expect(() => fillTemplate("About {nmae}", { name: "Ada" })).toThrow(/\{nmae\}.*available: name/);
  });
});

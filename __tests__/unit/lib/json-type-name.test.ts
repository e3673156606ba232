import { jsonTypeName } from "../../../src/lib/json-type-name";

describe("jsonTypeName", () => {
  it.each([
    ["articles", "Article"],
    ["carousel", "CarouselSlide"],
    ["site", "SiteSettings"],
    ["home", "HomeSettings"],
    ["book", "Book"],
  ])("names %p.json %p", (name, type) => {
    expect(jsonTypeName({ node: { name } })).toBe(type);
  });

  it("stops the build on an unknown content file, naming it", () => {
    expect(() => jsonTypeName({ node: { name: "artciles", relativePath: "artciles.json" } })).toThrow(
      /content\/artciles\.json: unknown content file/,
    );
  });
});

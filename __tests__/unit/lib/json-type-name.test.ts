import { jsonTypeName } from "../../../src/lib/json-type-name";

describe("jsonTypeName", () => {
  it.each([
    ["articles.json", "Article"],
    ["carousel.json", "CarouselSlide"],
    ["settings/site.json", "SiteSettings"],
    ["settings/home.json", "HomeSettings"],
    ["settings/book.json", "Book"],
  ])("names content/%s %p", (relativePath, type) => {
    expect(jsonTypeName({ node: { relativePath } })).toBe(type);
  });

  it("stops the build on an unknown content file, naming it", () => {
    expect(() => jsonTypeName({ node: { relativePath: "artciles.json" } })).toThrow(
      /content\/artciles\.json: unknown content file/,
    );
  });
});

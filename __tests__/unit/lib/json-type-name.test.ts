import { jsonTypeName } from "../../../src/lib/json-type-name";

describe("jsonTypeName", () => {
  it.each([
    ["articles.json", "Article"],
    ["carousel.json", "CarouselSlide"],
    ["settings/site.json", "SiteSettings"],
    ["settings/home.json", "HomeSettings"],
    ["settings/press.json", "PressKit"],
    ["books/my-book.json", "Book"],
    ["books/another-book.json", "Book"],
  ])("names content/%s %p", (relativePath, type) => {
    expect(jsonTypeName({ node: { relativePath } })).toBe(type);
  });

  it("stops the build on a JSON file in a folder under books/", () => {
    expect(() => jsonTypeName({ node: { relativePath: "books/old/copy.json" } })).toThrow(/unknown content file/);
  });

  it("stops the build on an unknown content file, naming it", () => {
    expect(() => jsonTypeName({ node: { relativePath: "artciles.json" } })).toThrow(
      /content\/artciles\.json: unknown content file/,
    );
  });
});

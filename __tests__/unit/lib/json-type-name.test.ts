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

  it.each(["books/old/copy.json", "artciles.json"])("stops the build on content/%s, naming it", (relativePath) => {
    expect(() => jsonTypeName({ node: { relativePath } })).toThrow(`content/${relativePath}: unknown content file`);
  });
});

/** The CMS's page at /admin/ (plugins/site-content/admin.ts): its <title> shows the author's name as text. */
import { adminPage, escapeHtml } from "../../../plugins/site-content/admin";
import { testCmsConfig } from "../../fixtures/cms-config";

// esbuild is only needed to bundle the CMS, which these tests do not do.
jest.mock("esbuild", () => ({ build: jest.fn() }));

const titleFor = (name: string) => testCmsConfig(name).app_title;

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

/** The page's elements, in order, with the attributes that could change what it does. */
const shape = (html: string) =>
  [...parse(html).querySelectorAll("*")].map((element) =>
    [element.tagName, ...[...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`)].join(" "),
  );

const HOSTILE_NAMES = [
  'Ada</title><meta http-equiv="refresh" content="0;url=https://evil.example/">',
  "Ada</title><script>alert(1)</script>",
  "Ada <!-- a comment that never ends",
  'Ada" onload="alert(1)',
  "Ada's &amp; Friends",
  "Ada\nIkemba\r\n<b>bold</b>",
];

describe("the CMS's page", () => {
  const ordinary = adminPage(titleFor("Ada Ikemba"));

  it("is titled with the author's name, and loads the CMS", () => {
    expect(parse(ordinary).querySelector("title")?.textContent).toBe("Ada Ikemba: edit the website");
    expect(shape(ordinary)).toContain("SCRIPT type=module src=/admin/cms.js");
  });

  it.each(HOSTILE_NAMES)("shows the name %j as text, and keeps its own elements", (name) => {
    const page = adminPage(titleFor(name));
    // HTML reads a line break written "\r\n" as "\n"; nothing else of the name changes.
    const shown = `${name.replace(/\r\n?/g, "\n")}: edit the website`;
    expect(parse(page).querySelector("title")?.textContent).toBe(shown);
    expect(shape(page)).toEqual(shape(ordinary));
    expect(page).not.toMatch(/<title>[^<]*<[^/]/);
  });

  it("escapes every sign that ends text or an attribute in HTML", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;",
    );
  });
});

/** The formatted text's allowlist: what it refuses, where, and that what it accepts renders as Markdown. */
import {
  checkFormattedText,
  isAllowedLink,
  MAX_NESTING,
  RefusedTextError,
} from "../../../src/lib/content/formatted-text";
import { interviewHtml as html } from "../../../src/lib/content/interview-html";

describe("what the author writes today", () => {
  it("renders headings, bold names, links, lists and quotes, first paragraph a <p>", () => {
    const source = [
      "Opening paragraph with *feeling*.",
      "",
      "## On beginnings",
      "",
      "**Grace:** A question, [with a link](https://example.com/a?b=1&c=2) and [a page](/home/#about)?",
      "",
      "- one",
      "- two",
      "",
      "1. first",
      "",
      "   still first",
      "2. second",
      "",
      "> A quote,  ",
      "> broken.",
      "",
      "Write to [me](mailto:ada@example.com) or [jump](#top).",
    ].join("\n");
    expect(html(source)).toBe(
      [
        "<p>Opening paragraph with <em>feeling</em>.</p>",
        "<h2>On beginnings</h2>",
        '<p><strong>Grace:</strong> A question, <a href="https://example.com/a?b=1&amp;c=2">with a link</a> and <a href="/home/#about">a page</a>?</p>',
        "<ul>\n<li>one</li>\n<li>two</li>\n</ul>",
        "<ol>\n<li>\n<p>first</p>\n<p>still first</p>\n</li>\n<li>\n<p>second</p>\n</li>\n</ol>",
        "<blockquote>\n<p>A quote,<br/>\nbroken.</p>\n</blockquote>",
        '<p>Write to <a href="mailto:ada@example.com">me</a> or <a href="#top">jump</a>.</p>',
      ].join("\n"),
    );
  });

  it("keeps the few allowed elements and their allowed attribute", () => {
    expect(html('An <abbr title="Nigerian Youth Service Corps">NYSC</abbr> year, H<sub>2</sub>O, x<sup>2</sup>.')).toBe(
      '<p>An <abbr title="Nigerian Youth Service Corps">NYSC</abbr> year, H<sub>2</sub>O, x<sup>2</sup>.</p>',
    );
    expect(html("A<br />b")).toBe("<p>A<br/>b</p>");
  });

  it("shows escaped signs as text", () => {
    expect(html("Use \\{braces\\} and \\<angles> & <3.".replace("<3", "&lt;3"))).toBe(
      "<p>Use {braces} and &lt;angles&gt; &amp; &lt;3.</p>",
    );
  });
});

describe("what it refuses, with the line", () => {
  const refused: [string, string, RegExp, number?][] = [
    [
      "an export (code run by MDX)",
      "Fine.\n\nexport const x = process.exit(1)\n",
      /^import and export lines are code/,
      5,
    ],
    ["an import", "import fs from 'node:fs'\n", /^import and export lines are code/],
    ["an expression", "Hello {process.exit(42)}", /^curly braces \{ \} would run code here/],
    ["a placeholder in braces", "Thanks, {host}!", /^curly braces/],
    ["a component", "<Grace/>", /^<Grace> is not formatting this text may use/],
    ["a script", "<script>alert(1)</script>", /^<script> is not formatting/],
    ["a style element", "<style>{'body{display:none}'}</style>", /^<style> is not formatting/],
    ["a frame", '<iframe src="https://evil.example"></iframe>', /^<iframe> is not formatting/],
    ["a raw link element", '<a href="https://example.com">x</a>', /^<a> is not formatting/],
    ["an event handler", '<abbr onclick="alert(1)">x</abbr>', /cannot have the attribute "onclick"/],
    ["a style attribute", "<abbr style={{ color: 'red' }}>x</abbr>", /cannot have the attribute "style"/],
    ["an attribute of code", "<abbr title={process.env.TOKEN}>x</abbr>", /must be plain text in quotes/],
    ["props spread in", "<abbr {...props}>x</abbr>", /cannot take \{ \} here/],
    [
      "raw HTML injection",
      '<abbr dangerouslySetInnerHTML={{ __html: "<img onerror=x>" }} />',
      /dangerouslySetInnerHTML/,
    ],
    ["a javascript: link", "[x](javascript:alert(1))", /the link "javascript:alert\(1\)" is not allowed/],
    ["a disguised javascript: link", "[x](<java\tscript:alert(1)>)", /is not allowed/],
    // Named where the address is written: the reference's definition.
    ["a javascript: reference", "[x][r]\n\n[r]: javascript:alert(1)", /the link "javascript:alert\(1\)"/, 5],
    ["a picture", "![cover](../images/cover.jpg)", /^pictures cannot be placed/],
    ["a <br> that holds text", "<br>x</br>", /^<br> stands alone and holds no text: write <br \/>/],
    ["a <br> that holds text within a line", "A <br>line</br> break.", /^<br> stands alone/],
  ];

  it.each(refused)("%s", (_name, source, expected, line = 3) => {
    const problems = checkFormattedText(`Intro.\n\n${source}`);
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toMatch(expected);
    expect(problems[0].line).toBe(line);
    // The renderer applies the same rule: a text that skipped the check renders nothing.
    expect(() => html(`Intro.\n\n${source}`)).toThrow(RefusedTextError);
  });

  it("reports text that is not valid MDX with its line and column", () => {
    expect(checkFormattedText("First.\n\nSee {this, unfinished.\n")).toEqual([
      expect.objectContaining({
        line: 3,
        column: 23,
        message: expect.stringMatching(/^is not valid MDX: .*\(write < as &lt; and \{ as \\\{/),
      }),
    ]);
  });

  it("lists every refusal at once, in order", () => {
    const problems = checkFormattedText("<Grace/>\n\nThanks, {host}!\n\n[x](javascript:void(0))");
    expect(problems.map((problem) => problem.line)).toEqual([1, 3, 5]);
  });
});

describe("isAllowedLink", () => {
  it.each(["https://example.com", "HTTPS://example.com/x", "mailto:ada@example.com", "/home/", "/home/#about", "#top"])(
    "allows %s",
    (url) => expect(isAllowedLink(url)).toBe(true),
  );
  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "vbscript:x",
    "data:text/html,x",
    "http://example.com",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "https:evil.example",
    "https:///evil",
    "relative/page",
    "",
  ])("refuses %j", (url) => expect(isAllowedLink(url)).toBe(false));
});

describe("what the checker accepts, the build renders", () => {
  const TOO_DEEP = new RegExp(`^formatting is nested more than ${MAX_NESTING} levels deep here`);
  it.each([
    ["5,000 block quotes", `Intro.\n\n${">".repeat(5000)} x`, 3],
    ["3,000 nested <q>", `Intro.\n\n${"<q>".repeat(3000)}x${"</q>".repeat(3000)}`, 3],
    ["3,000 <q> on lines of their own", `Intro.\n\n${"<q>\n".repeat(3000)}x\n${"</q>\n".repeat(3000)}`, 3],
    ["emphasis 3,000 deep", `Intro.\n\n${"*".repeat(3000)}x${"*".repeat(3000)}`, 3],
    [
      "lists 40 deep",
      `Intro.\n\n${Array.from({ length: 40 }, (_, depth) => `${"  ".repeat(depth)}- x`).join("\n")}`,
      3,
    ],
  ])("refuses %s with its line instead of running out of stack", (_name, source, line) => {
    const problems = checkFormattedText(source);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem.message).toMatch(TOO_DEEP);
      expect(problem.line).toBeGreaterThanOrEqual(line);
    }
    expect(() => html(source)).toThrow(RefusedTextError);
  });

  it(`renders formatting ${MAX_NESTING} levels deep, and refuses one more`, () => {
    // Root > 30 quotes > paragraph > text: the text is at level 32.
    const quotes = (count: number) => `${">".repeat(count)} x`;
    expect(checkFormattedText(quotes(MAX_NESTING - 2))).toEqual([]);
    expect(html(quotes(MAX_NESTING - 2))).toContain("<p>x</p>");
    expect(checkFormattedText(quotes(MAX_NESTING - 1))).toEqual([expect.objectContaining({ line: 1 })]);
  });
});

it("takes the first of two link definitions of a name, as CommonMark does, even when a later one is higher in the tree", () => {
  expect(html("[one][r] and [two][R]\n\n[r]: /first\n[R]: /second\n")).toBe(
    '<p><a href="/first">one</a> and <a href="/first">two</a></p>',
  );
  expect(html("[x][r]\n\n> [r]: /first\n\n[r]: /second\n")).toContain('<a href="/first">x</a>');
});

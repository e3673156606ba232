/**
 * The formatted text's allowlist on generated texts, nested past MAX_NESTING, junk mixed in (fast-check): the check
 * never throws; what it accepts renders; what it refuses names a line, and the renderer refuses too.
 */
import fc from "fast-check";
import { checkFormattedText, MAX_NESTING } from "../../../src/lib/content/formatted-text";
import { interviewHtml } from "../../../src/lib/content/interview-html";

const url = fc.constantFrom(
  "https://example.com/a?b=1&c=2",
  "mailto:ada@example.com",
  "/home/#about",
  "#top",
  "javascript:alert(1)",
  "//evil.example",
);
const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,.'?!-]{0,10}$/);
/** Characters that mean something to Markdown or MDX. */
const junk = fc.string({ unit: fc.constantFrom(..."<>{}[]()*_`#!-+|&;:/\\\n \"'=~1a."), maxLength: 12 });

/** Formatting around inline text: Markdown, the allowed elements, and some that are refused. */
const wrap =
  (open: string, close = open) =>
  (text: string) =>
    `${open}${text}${close}`;
const inlineWrapper = fc.oneof(
  fc.constantFrom(
    wrap("*"),
    wrap("**"),
    wrap("_"),
    wrap('<abbr title="a title">', "</abbr>"),
    wrap('<abbr onclick="x">', "</abbr>"),
    ...["q", "sup", "mark", "cite", "br", "constructor"].map((tag) => wrap(`<${tag}>`, `</${tag}>`)),
  ),
  url.map((to) => wrap("[", `](${to})`)),
);
/** Blocks around blocks: quotes and list items (their following lines indented). */
const blockWrapper = fc.constantFrom(
  (lines: string[]) => lines.map((line) => `> ${line}`),
  (lines: string[]) => lines.map((line, index) => `${index === 0 ? "- " : "  "}${line}`),
  (lines: string[]) => lines.map((line, index) => `${index === 0 ? "1. " : "   "}${line}`),
);
/** A few levels, or about as many as the limit allows, or more. */
const wrappers = <T>(wrapper: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.array(wrapper, { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.array(wrapper, { minLength: MAX_NESTING - 6, maxLength: MAX_NESTING + 10 }) },
  );

const inlineCore = fc.oneof(
  word,
  word.map((text) => `\`${text}\``),
  fc.constant("a<br />b"),
  fc.constant("[a reference][r]"),
  junk,
);
const inline = fc
  .array(fc.tuple(inlineCore, wrappers(inlineWrapper)), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.map(([core, around]) => around.reduce((text, wrap) => wrap(text), core)).join(" "));
const blockCore = fc.oneof(
  inline.map((text) => [text]),
  inline.map((text) => [`## ${text}`]),
  word.map((text) => ["```", text, "```"]),
  fc.constant<string[]>(["---"]),
  url.map((to) => [`[r]: ${to}`]),
);
const block = fc
  .tuple(blockCore, wrappers(blockWrapper))
  .map(([core, around]) => around.reduce((lines, wrap) => wrap(lines), core).join("\n"));
const text = fc
  .tuple(fc.array(block, { minLength: 1, maxLength: 4 }), fc.option(fc.tuple(junk, fc.nat())))
  .map(([blocks, extra]) => {
    const source = blocks.join("\n\n");
    if (!extra) return source;
    const at = extra[1] % (source.length + 1);
    return source.slice(0, at) + extra[0] + source.slice(at);
  });

/** What the renderer does with the text: "rendered", or the error it throws. */
function render(source: string): "rendered" | Error {
  try {
    interviewHtml(source);
    return "rendered";
  } catch (error) {
    return error as Error;
  }
}

it("checks any text without throwing; renders what it accepts, and names a line for what it refuses", () => {
  fc.assert(
    fc.property(text, (source) => {
      const problems = checkFormattedText(source);
      const rendered = render(source);
      if (problems.length === 0) {
        expect(rendered).toBe("rendered");
      } else {
        for (const problem of problems) expect(problem.line).toEqual(expect.any(Number));
        expect(rendered).toBeInstanceOf(Error);
        expect(rendered).not.toBeInstanceOf(RangeError);
      }
    }),
    { numRuns: 200 },
  );
});

/**
 * Every built page is valid HTML, as html-validate checks it offline with its "standard" rules:
 * what the HTML standard requires (permitted content, attribute values, unique ids, closed
 * elements…), not style preferences about how React writes its markup.
 */
import { HtmlValidate } from "html-validate";
import { builtPages } from "./built-pages";
import { expect, test } from "./fixtures";
import { SHAPE } from "./helpers";

const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

test.describe("the built pages' HTML", SHAPE, () => {
  const pages = builtPages();

  // That these include the pages the content makes is csp.spec.ts's ("the build has its pages").
  for (const target of pages) {
    test(`${target.file} is valid HTML`, async () => {
      const report = await validator.validateString(target.html, target.file);
      const messages = report.results.flatMap((result) =>
        result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
      );
      expect(messages).toEqual([]);
    });
  }

  // Emotion's cache moves its <style> tags to the end of <head> on hydration: a move past the font
  // rules would change their place among the sheets, and the browser would restyle the whole page.
  test("every page's first stylesheet is the web fonts'", () => {
    for (const target of pages)
      expect(target.html.match(/<style[^>]*>/)?.[0], target.file).toBe('<style id="web-fonts">');
  });
});

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
});

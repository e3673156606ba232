/**
 * Every built page is valid HTML, as html-validate checks it offline with its "standard" rules:
 * what the HTML standard requires (permitted content, attribute values, unique ids, closed
 * elements…), not style preferences about how React writes its markup.
 */
import { HtmlValidate } from "html-validate";
import { builtPages } from "./built-pages";
import { expect, test } from "./fixtures";
import { SHAPE } from "./helpers";
import { PAGE_TITLE_ID } from "../../src/lib/page-title";

const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

test.describe("the built pages' HTML", SHAPE, () => {
  for (const target of builtPages()) {
    test(`${target.file} is valid HTML`, async () => {
      const report = await validator.validateString(target.html, target.file);
      const messages = report.results.flatMap((result) =>
        result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.message}`),
      );
      expect(messages).toEqual([]);
    });
  }
});

test.describe("the first paint of each built page", SHAPE, () => {
  for (const target of builtPages().filter((page) => !page.redirected)) {
    test(`${target.file} waits for its one <h1>, #${PAGE_TITLE_ID}`, () => {
      const head = target.html.slice(0, target.html.indexOf("</head>"));
      expect(head).toContain(`<link rel="expect" href="#${PAGE_TITLE_ID}" blocking="render"/>`);
      const headings = target.html.match(/<h1\b[^>]*>/g) ?? [];
      expect(headings).toHaveLength(1);
      expect(headings[0]).toContain(` id="${PAGE_TITLE_ID}"`);
    });
  }
});

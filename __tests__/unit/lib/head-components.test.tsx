import { renderToStaticMarkup } from "react-dom/server";
import { deferWebFonts } from "../../../src/lib/head-components";
import { WEB_FONTS_SWITCH_ID } from "../../../src/lib/web-fonts";

const FONT_CSS = '@font-face{font-family:A;src:url(/static/a-1.woff2) format("woff2")}';
const globalCss = (css: string) => (
  <style key="global" data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: css }} />
);

const PRODUCTION = { production: true };

describe("deferWebFonts", () => {
  it("turns the global @font-face sheet into a print-media sheet, its switch script and a <noscript> copy", () => {
    const head = deferWebFonts([<title key="t">Page</title>, globalCss(FONT_CSS), <meta key="m" />], PRODUCTION);
    const html = renderToStaticMarkup(<>{head}</>);
    expect(html).toMatch(/^<title>Page<\/title><style id="web-fonts" media="print">@font-face/);
    // The switch carries the id the page policy trusts it by (src/lib/page-policy.ts).
    expect(html).toContain(`${FONT_CSS}</style><script id="${WEB_FONTS_SWITCH_ID}">`);
    expect(html).toContain(
      `<script id="${WEB_FONTS_SWITCH_ID}">(function(){var sheet=document.getElementById("web-fonts")`,
    );
    expect(html).toContain('"source":"url(/static/a-1.woff2) format(\\"woff2\\")"');
    expect(html).toContain(`<noscript><style>${FONT_CSS}</style></noscript><meta/>`);
    expect(html).not.toContain("gatsby-global-css");
  });

  it("stops the build when the global sheet holds anything but @font-face rules", () => {
    expect(() => deferWebFonts([globalCss(`${FONT_CSS} body{margin:0}`)], PRODUCTION)).toThrow(/only the web fonts/);
  });

  it("leaves a head without the global sheet as it is on the development server, which has none", () => {
    const head = [<title key="t">Page</title>];
    expect(deferWebFonts(head, { production: false })).toEqual(head);
  });

  it("stops a production build whose page has no global sheet, naming Gatsby's markup, not the content", () => {
    expect(() => deferWebFonts([<title key="t">Page</title>], PRODUCTION)).toThrow(
      /Gatsby's markup changed: the page's head has no <style data-identity="gatsby-global-css">.*Nothing in the content causes this/,
    );
  });
});

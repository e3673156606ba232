/**
 * Every built page carries the web fonts' @font-face rules as the print-media sheet the switch
 * script turns on (src/lib/head-components.tsx), and none as Gatsby's inlined global CSS. The
 * switch finds that CSS by Gatsby's `data-identity="gatsby-global-css"`: if an upgrade renames or
 * drops that attribute, the fonts would apply before the first paint again, and this test fails.
 */
import { WEB_FONTS_ID, WEB_FONTS_SWITCH_ID } from "../../src/lib/web-fonts";
import { builtPages } from "./built-pages";
import { expect, test } from "./fixtures";

for (const target of builtPages()) {
  test(`${target.file} switches its web fonts on from a print sheet, not Gatsby's global CSS`, () => {
    const head = target.html.slice(0, target.html.indexOf("</head>"));
    // Without scripts, a <noscript> copy of the sheet applies the fonts as a plain stylesheet.
    const noscript = [...head.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map(([, inner]) => inner);
    expect(noscript.filter((inner) => inner.startsWith("<style>@font-face"))).toHaveLength(1);
    const styles = [
      ...head.replace(/<noscript>[\s\S]*?<\/noscript>/g, "").matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g),
    ].map(([, attributes, css]) => ({
      attributes,
      css,
    }));
    const withFontFaces = styles.filter((style) => style.css.includes("@font-face"));
    expect(withFontFaces.map((style) => style.attributes)).toEqual([` id="${WEB_FONTS_ID}" media="print"`]);
    expect(head).toContain(`<script id="${WEB_FONTS_SWITCH_ID}">`);
    expect(head).not.toContain("gatsby-global-css");
  });
}

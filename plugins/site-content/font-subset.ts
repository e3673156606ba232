/** Which characters the web fonts keep: ASCII, typography, currency signs and content/'s; others fall back. */

import type { SubsetFace } from "../../src/theme/font-faces";

const ASCII_PRINTABLE = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)).join("");
/** No-break and thin spaces, dashes, curly quotes, ellipsis, bullet, middle dot, copyright, arrows. */
const TYPOGRAPHY = "\u00a0\u2009\u202f\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2022\u00b7\u00a9\u2190\u2192";
/** Currency signs besides $: pound, euro, naira, cedi, yen, rupee. */
const CURRENCY = "\u00a3\u20ac\u20a6\u20b5\u00a5\u20b9";

/** The code points to keep for a site whose content is `text`, sorted and without control characters. */
export function subsetCodePoints(text: string): number[] {
  const points = new Set<number>();
  for (const character of ASCII_PRINTABLE + TYPOGRAPHY + CURRENCY + text) {
    const point = character.codePointAt(0);
    if (point !== undefined && point >= 0x20 && !(point >= 0x7f && point <= 0x9f)) points.add(point);
  }
  return [...points].sort((a, b) => a - b);
}

/** The @font-face rule of one subset file at `url`; font-display swap, so text never waits on a font. */
export function fontFaceCss(face: Pick<SubsetFace, "family" | "style" | "weight">, url: string): string {
  const pinned = face.weight.min === face.weight.max;
  return `@font-face {
  font-family: "${face.family}";
  font-style: ${face.style};
  font-display: swap;
  font-weight: ${pinned ? face.weight.min : `${face.weight.min} ${face.weight.max}`};
  src: url("${url}") format("${pinned ? "woff2" : "woff2-variations"}");
}
`;
}

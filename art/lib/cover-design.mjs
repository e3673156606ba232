/** What the book cover's front and back share: the ground, the monogram (also the logo), the size. */
import { blobPath, heartPath } from "./geometry.mjs";
import { C, SERIF, mix } from "./palette.mjs";
import { el } from "./scene.mjs";

export const COVER_W = 1600;

export const COVER_H = 2400;

/** The cover's plum-to-wine ground with a soft arch and grain. */
export function coverGround(s, rand) {
  const { width: w, height: h } = s;
  s.add(
    el("rect", {
      width: w,
      height: h,
      fill: s.linear([
        [0, mix(C.plum, C.ink, 0.25)],
        [0.55, C.plum],
        [1, mix(C.wine, C.plum, 0.35)],
      ]),
    }),
    el("circle", {
      cx: w * 0.5,
      cy: h * 0.55,
      r: w * 0.75,
      fill: s.radial([
        [0, C.wine, 0.8],
        [1, C.wine, 0],
      ]),
    }),
    el("path", {
      d: blobPath(w * 0.1, h * 0.12, w * 0.32, w * 0.26, rand),
      fill: C.wine,
      opacity: 0.25,
    }),
    el("path", {
      d: blobPath(w * 0.95, h * 0.9, w * 0.35, w * 0.28, rand),
      fill: C.wine,
      opacity: 0.3,
    }),
  );
}

/** Circular "AI" monogram used as the site logo and publisher mark. */
export function monogram(s, { cx, cy, r }) {
  return [
    el("circle", {
      cx,
      cy,
      r,
      fill: s.linear([
        [0, mix(C.wine, C.plum, 0.35)],
        [1, mix(C.plum, C.ink, 0.2)],
      ]),
    }),
    el("circle", { cx, cy, r: r * 0.88, fill: "none", stroke: C.gold, "stroke-width": r * 0.03 }),
    el(
      "text",
      {
        x: cx - r * 0.02,
        y: cy + r * 0.3,
        "font-family": SERIF,
        "font-weight": 700,
        "font-size": r * 0.98,
        "letter-spacing": -r * 0.02,
        "text-anchor": "middle",
        fill: C.cream,
      },
      "AI",
    ),
    el("path", { d: heartPath(cx, cy + r * 0.55, r * 0.2), fill: C.gold }),
  ].join("");
}

/** The article illustration articles/prayers-in-the-margins.jpg. */
import { articleScene, candle, handwriting } from "../lib/article-scene.mjs";
import { blobPath, heartPath, rng, sparklePath } from "../lib/geometry.mjs";
import { glow, sprig } from "../lib/motifs.mjs";
import { C, T, mix } from "../lib/palette.mjs";
import { fountainPen, openBook } from "../lib/props.mjs";
import { el } from "../lib/scene.mjs";

export function artPrayersInTheMargins() {
  const s = articleScene([
    [0, C.wine],
    [1, mix(C.wine, C.plum, 0.6)],
  ]);
  const rand = rng(47);
  const cx = 540;
  const cy = 385;
  const pageW = 380;
  const pageH = 540;
  const top = cy - pageH / 2;
  const ruled = (x0) =>
    el("path", {
      d: Array.from({ length: 14 }, (_, i) => `M${x0} ${top + 60 + i * 34}H${x0 + pageW - 40}`).join(""),
      stroke: C.sage,
      "stroke-width": 1.5,
      opacity: 0.4,
    });
  const ink = (d, color = C.plum, width = 2.6, opacity = 0.8) =>
    el("path", {
      d,
      fill: "none",
      stroke: color,
      "stroke-width": width,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
      opacity,
    });
  const bodyLines = (x0, w, from, count) =>
    Array.from({ length: count }, (_, i) =>
      handwriting(rand, { x: x0, y: top + 60 + (from + i) * 34 - 6, width: w * rand.range(0.75, 1), size: 11 }),
    ).join("");
  const marginMarks = (mx) =>
    [
      heartPath(mx, top + 110, 26),
      sparklePath(mx, top + 250, 14),
      handwriting(rand, { x: mx - 26, y: top + 330, width: 60, size: 9 }),
      handwriting(rand, { x: mx - 26, y: top + 360, width: 60, size: 9 }),
      `M${mx - 18} ${top + 420}c10 -20 26 -20 36 0s-26 20 -36 0`,
      handwriting(rand, { x: mx - 26, y: top + 470, width: 56, size: 9 }),
    ].join("");
  const leftPage = [
    ruled(cx - pageW + 20),
    el("path", {
      d: `M${cx - pageW + 100} ${top + 20}V${top + pageH - 20}`,
      stroke: C.coral,
      "stroke-width": 2,
      opacity: 0.7,
    }),
    ink(bodyLines(cx - pageW + 115, pageW - 150, 1, 12)),
    ink(marginMarks(cx - pageW + 55), T.goldDeep, 2.8, 0.95),
  ].join("");
  const rightPage = [
    ruled(cx + 20),
    el("path", {
      d: `M${cx + pageW - 80} ${top + 20}V${top + pageH - 20}`,
      stroke: C.coral,
      "stroke-width": 2,
      opacity: 0.7,
    }),
    ink(bodyLines(cx + 40, pageW - 140, 1, 9)),
    ink(marginMarks(cx + pageW - 40), C.terracotta, 2.8, 0.9),
  ].join("");
  s.add(
    el("path", { d: blobPath(1000, 600, 300, 220, rand), fill: C.plum, opacity: 0.35 }),
    el(
      "g",
      { transform: `rotate(3 ${cx} ${cy})` },
      openBook(s, { cx, cy, pageW, pageH, left: leftPage, right: rightPage }),
    ),
    glow(s, { cx: 1040, cy: 210, r: 260, color: C.gold, opacity: 0.45 }),
    el("ellipse", { cx: 1040, cy: 330, rx: 95, ry: 24, fill: T.goldDeep }),
    el("ellipse", { cx: 1040, cy: 322, rx: 80, ry: 18, fill: C.gold }),
    candle(s, { x: 1040, y: 322, w: 78, h: 150, color: C.cream }),
    fountainPen(s, { x: 960, y: 600, len: 260, angle: -150 }),
    sprig({
      from: [1190, 740],
      ctrl: [1080, 700],
      to: [980, 720],
      leaves: 6,
      leafLen: 60,
      colors: [C.sage, T.leafLight],
    }),
  );
  return s.grain({ opacity: 0.07, seed: 47 });
}

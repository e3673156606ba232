/** The article illustration articles/small-kindnesses.jpg. */
import { ART_W, articleScene, candle } from "../lib/article-scene.mjs";
import { pt, quadAt, rng } from "../lib/geometry.mjs";
import { dots, glow, sprig } from "../lib/motifs.mjs";
import { C, T, mix } from "../lib/palette.mjs";
import { el } from "../lib/scene.mjs";

/** Paper lantern hanging from (x, y) by a string of length `drop`. */
function paperLantern(s, { x, y, drop, w, color }) {
  const h = w * 1.25;
  const cy = y + drop + h / 2;
  const body = s.radial([
    [0, mix(C.cream, C.gold, 0.3)],
    [0.55, color],
    [1, mix(color, C.wine, 0.35)],
  ]);
  const ribs = [0.55, 0.2]
    .map(
      (k) =>
        `M${x} ${cy - h / 2}C${x - w * k} ${cy - h * 0.3} ${x - w * k} ${cy + h * 0.3} ${x} ${cy + h / 2}M${x} ${cy - h / 2}C${x + w * k} ${cy - h * 0.3} ${x + w * k} ${cy + h * 0.3} ${x} ${cy + h / 2}`,
    )
    .join("");
  return [
    el("path", { d: `M${x} ${y}V${y + drop}`, stroke: C.sand, "stroke-width": 2, opacity: 0.7 }),
    glow(s, { cx: x, cy, r: w * 1.9, color: C.gold, opacity: 0.4 }),
    el("ellipse", { cx: x, cy, rx: w / 2, ry: h / 2, fill: body }),
    el("path", { d: ribs, fill: "none", stroke: mix(color, C.wine, 0.5), "stroke-width": 1.6, opacity: 0.45 }),
    el("rect", { x: x - w * 0.2, y: cy - h / 2 - 6, width: w * 0.4, height: 10, rx: 3, fill: C.plum }),
    el("rect", { x: x - w * 0.2, y: cy + h / 2 - 4, width: w * 0.4, height: 10, rx: 3, fill: C.plum }),
    el("path", {
      d: `M${x} ${cy + h / 2 + 6}v${w * 0.35}`,
      stroke: C.gold,
      "stroke-width": 3,
      "stroke-linecap": "round",
    }),
  ].join("");
}

export function artSmallKindnesses() {
  const s = articleScene([
    [0, mix(C.plum, C.ink, 0.35)],
    [1, C.wine],
  ]);
  const rand = rng(42);
  const a = [-20, 90];
  const c = [600, 330];
  const b = [1220, 70];
  const colors = [C.coral, C.gold, C.terracotta, C.gold, C.coral, C.gold, C.terracotta];
  const lanterns = colors.map((color, i) => {
    const p = quadAt(a, c, b, 0.1 + i * 0.135);
    return paperLantern(s, { x: p.x, y: p.y, drop: 20 + (i % 3) * 26, w: 70 + (i % 2) * 16, color });
  });
  s.add(
    dots(rand, { x: 0, y: 0, w: ART_W, h: 420, count: 50, colors: [C.cream, C.gold], min: 1, max: 2.6, opacity: 0.7 }),
    el("path", { d: `M${pt(a)}Q${pt(c)} ${pt(b)}`, fill: "none", stroke: C.sand, "stroke-width": 2.5, opacity: 0.7 }),
    ...lanterns,
    el("rect", { y: 610, width: ART_W, height: 140, fill: mix(C.plum, C.ink, 0.4) }),
    el("rect", { y: 600, width: ART_W, height: 16, fill: mix(C.wine, C.terracotta, 0.3) }),
    sprig({
      from: [1210, 610],
      ctrl: [1120, 520],
      to: [1060, 440],
      leaves: 6,
      leafLen: 70,
      colors: [C.sage, T.leafDark],
    }),
  );
  const row = [
    [170, 70, 120, C.cream],
    [300, 56, 80, C.coral],
    [420, 64, 150, C.sand],
    [780, 60, 100, C.gold],
    [900, 70, 130, C.cream],
    [1020, 52, 70, C.coral],
  ];
  s.add(...row.map(([x, w, h, color], i) => candle(s, { x, y: 604, w, h, color, jar: i % 3 === 1 })));
  s.add(
    candle(s, { x: 560, y: 604, w: 54, h: 26, color: C.gold }),
    candle(s, { x: 640, y: 604, w: 54, h: 26, color: C.coral }),
  );
  return s.grain({ opacity: 0.08, seed: 42 });
}

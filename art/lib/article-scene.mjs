/** What the article illustrations (1200 × 750, no text) share: the ground, handwriting, candles. */
import { smoothPath } from "./geometry.mjs";
import { glow } from "./motifs.mjs";
import { C, mix } from "./palette.mjs";
import { Scene, el } from "./scene.mjs";

export const ART_W = 1200;

export const ART_H = 750;

/** New article scene filled with a vertical gradient. */
export function articleScene(stops) {
  const s = new Scene(ART_W, ART_H);
  return s.add(el("rect", { width: ART_W, height: ART_H, fill: s.linear(stops) }));
}

/** Cursive-looking handwriting strokes along a line (no real letters). */
export function handwriting(rand, { x, y, width, size }) {
  const words = [];
  let cx = x;
  while (cx < x + width - size * 2) {
    const letters = Math.floor(rand.range(3, 7));
    const pts = [[cx, y]];
    for (let i = 0; i < letters; i++) {
      const kind = rand();
      if (kind < 0.22) {
        // ascender loop: up, back over itself, down
        pts.push([cx + size * 0.45, y - size * 1.35], [cx + size * 0.2, y - size * 1.1], [cx + size * 0.35, y]);
        cx += size * 0.55;
      } else if (kind < 0.45) {
        // small "e" loop
        pts.push([cx + size * 0.45, y - size * 0.55], [cx + size * 0.2, y - size * 0.45], [cx + size * 0.45, y]);
        cx += size * 0.6;
      } else {
        // "n" hump
        pts.push([cx + size * 0.3, y - size * 0.6], [cx + size * 0.6, y]);
        cx += size * 0.65;
      }
    }
    pts.push([cx + size * 0.3, y - size * 0.2]);
    words.push(smoothPath(pts, false));
    cx += size * rand.range(0.9, 1.4);
  }
  return words.join("");
}

/** Side-view candle with a glowing flame; (x, y) is the base centre. */
export function candle(s, { x, y, w, h, color = C.cream, jar = false }) {
  const top = y - h;
  const flameH = w * 0.75;
  const flame = `M${x} ${top - flameH * 1.15}C${x + w * 0.22} ${top - flameH * 0.6} ${x + w * 0.2} ${top - flameH * 0.1} ${x} ${top - flameH * 0.08}C${x - w * 0.2} ${top - flameH * 0.1} ${x - w * 0.22} ${top - flameH * 0.6} ${x} ${top - flameH * 1.15}Z`;
  return [
    glow(s, { cx: x, cy: top - flameH * 0.6, r: w * 2.4, color: C.gold, opacity: 0.5 }),
    el("rect", {
      x: x - w / 2,
      y: top,
      width: w,
      height: h,
      rx: w * 0.08,
      fill: s.linear(
        [
          [0, mix(color, C.cream, 0.5)],
          [0.6, color],
          [1, mix(color, C.terracotta, 0.3)],
        ],
        { x2: 1, y2: 0 },
      ),
    }),
    el("ellipse", { cx: x, cy: top, rx: w / 2, ry: w * 0.09, fill: mix(color, C.cream, 0.6) }),
    jar
      ? el("rect", {
          x: x - w * 0.62,
          y: top - w * 0.2,
          width: w * 1.24,
          height: h + w * 0.2,
          rx: w * 0.16,
          fill: C.gold,
          opacity: 0.18,
          stroke: C.cream,
          "stroke-opacity": 0.35,
          "stroke-width": 2,
        })
      : "",
    el("path", { d: `M${x} ${top}v${-flameH * 0.15}`, stroke: C.ink, "stroke-width": 2.4 }),
    el("path", { d: flame, fill: C.gold }),
    el("path", { d: flame, fill: C.cream, transform: `translate(${x} ${top}) scale(0.55) translate(${-x} ${-top})` }),
  ].join("");
}

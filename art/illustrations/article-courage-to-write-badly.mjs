/** The article illustration articles/courage-to-write-badly.jpg. */
import { articleScene, handwriting } from "../lib/article-scene.mjs";
import { poly } from "../lib/book.mjs";
import { blobPath, pt, rng, smoothPath } from "../lib/geometry.mjs";
import { dots, sprig } from "../lib/motifs.mjs";
import { C, T, mix } from "../lib/palette.mjs";
import { fountainPen } from "../lib/props.mjs";
import { el } from "../lib/scene.mjs";

/** Zipper-triangulate two rings of points (sorted by angle). */
function ringTriangles(outer, inner) {
  const tris = [];
  let i = 0;
  let j = 0;
  while (i < outer.length || j < inner.length) {
    const o = outer[i % outer.length];
    const n = inner[j % inner.length];
    const oNext = outer[(i + 1) % outer.length];
    const nNext = inner[(j + 1) % inner.length];
    const advanceOuter = j >= inner.length || (i < outer.length && (i + 1) / outer.length < (j + 1) / inner.length);
    if (advanceOuter) {
      tris.push([o, oNext, n]);
      i += 1;
    } else {
      tris.push([o, nNext, n]);
      j += 1;
    }
  }
  return tris;
}

/** A low-poly crumpled paper ball. */
function crumpledBall(s, rand, { cx, cy, r }) {
  const ring = (count, radius, jitter, offset) =>
    Array.from({ length: count }, (_, i) => {
      const a = offset + (i / count) * Math.PI * 2 + rand.range(-0.12, 0.12);
      const k = radius * (1 + rand.range(-jitter, jitter));
      return [cx + Math.cos(a) * k, cy + Math.sin(a) * k];
    });
  const outer = ring(12, r, 0.1, 0);
  const inner = ring(6, r * 0.5, 0.2, 0.3);
  const centre = [cx + rand.range(-r * 0.1, r * 0.1), cy + rand.range(-r * 0.1, r * 0.1)];
  const tris = [...ringTriangles(outer, inner), ...inner.map((p, i) => [p, inner[(i + 1) % inner.length], centre])];
  const tones = [C.cream, "#fffaf3", mix(C.cream, C.sand, 0.6), C.sand, mix(C.sand, C.terracotta, 0.12)];
  const facets = tris.map((tri) => {
    const gx = (tri[0][0] + tri[1][0] + tri[2][0]) / 3 - cx;
    const gy = (tri[0][1] + tri[1][1] + tri[2][1]) / 3 - cy;
    const light = (-gx - gy) / (r * 1.4);
    const idx = Math.max(0, Math.min(tones.length - 1, Math.round(2 - light * 2 + rand.range(-1, 1))));
    return el("path", {
      d: poly(tri),
      fill: tones[idx],
      stroke: tones[idx],
      "stroke-width": 1,
      "stroke-linejoin": "round",
    });
  });
  return [
    el("ellipse", {
      cx: cx + r * 0.15,
      cy: cy + r * 0.9,
      rx: r * 0.95,
      ry: r * 0.2,
      fill: C.ink,
      opacity: 0.25,
      filter: s.blur(r * 0.12),
    }),
    ...facets,
    el("path", {
      d: tris.map((t) => `M${pt(t[0])}L${pt(t[1])}`).join(""),
      stroke: mix(C.sand, C.terracotta, 0.3),
      "stroke-width": 1.2,
      opacity: 0.35,
    }),
  ].join("");
}

export function artCourageToWriteBadly() {
  const s = articleScene([
    [0, C.cream],
    [1, mix(C.sand, C.coral, 0.2)],
  ]);
  const rand = rng(41);
  const sheet = { x: 300, y: 110, width: 430, height: 540 };
  const lines = Array.from({ length: 9 }, (_, i) => sheet.y + 120 + i * 44);
  const scribbles = lines
    .slice(0, 6)
    .map((ly, i) => {
      const hw = handwriting(rand, {
        x: sheet.x + 50,
        y: ly - 8,
        width: sheet.width - 100 - (i === 5 ? 150 : 0),
        size: 14,
      });
      return el("path", {
        d: hw,
        fill: "none",
        stroke: C.plum,
        "stroke-width": 2.4,
        "stroke-linecap": "round",
        opacity: 0.75,
      });
    })
    .join("");
  const strike = (ly, x0, x1) => {
    const pts = [];
    for (let xx = x0; xx < x1; xx += 26)
      pts.push([xx, ly - 12 + rand.range(-3, 3)], [xx + 13, ly + 2 + rand.range(-3, 3)]);
    return el("path", {
      d: smoothPath(pts, false),
      fill: "none",
      stroke: C.terracotta,
      "stroke-width": 3.2,
      "stroke-linecap": "round",
    });
  };
  s.add(
    el("path", { d: blobPath(850, 380, 330, 290, rand, { wobble: 0.12 }), fill: C.coral, opacity: 0.3 }),
    el("path", { d: blobPath(160, 140, 200, 160, rand), fill: C.gold, opacity: 0.22 }),
    el(
      "g",
      { transform: `rotate(-7 ${sheet.x + sheet.width / 2} ${sheet.y + sheet.height / 2})` },
      el("rect", { ...sheet, x: sheet.x + 12, y: sheet.y + 16, fill: C.ink, opacity: 0.2, filter: s.blur(14) }) +
        el("rect", { ...sheet, fill: "#fffaf3" }) +
        el("path", {
          d: lines.map((ly) => `M${sheet.x + 40} ${ly}H${sheet.x + sheet.width - 40}`).join(""),
          stroke: C.sage,
          "stroke-width": 1.6,
          opacity: 0.45,
        }) +
        el("path", {
          d: `M${sheet.x + 70} ${sheet.y}V${sheet.y + sheet.height}`,
          stroke: C.coral,
          "stroke-width": 2,
          opacity: 0.6,
        }) +
        scribbles +
        strike(lines[1], sheet.x + 80, sheet.x + 330) +
        strike(lines[3], sheet.x + 120, sheet.x + 360) +
        strike(lines[4], sheet.x + 80, sheet.x + 250),
    ),
    crumpledBall(s, rand, { cx: 905, cy: 520, r: 100 }),
    crumpledBall(s, rand, { cx: 1060, cy: 320, r: 72 }),
    crumpledBall(s, rand, { cx: 150, cy: 560, r: 82 }),
    crumpledBall(s, rand, { cx: 1080, cy: 650, r: 52 }),
    fountainPen(s, { x: 590, y: 560, len: 420, angle: -32 }),
    dots(rand, { x: 560, y: 560, w: 60, h: 40, count: 4, colors: [C.plum], min: 2, max: 5 }),
    sprig({ from: [1200, 80], ctrl: [1060, 40], to: [930, 110], leaves: 6, leafLen: 80, colors: [C.sage, T.leafDark] }),
  );
  return s.grain({ opacity: 0.08, seed: 41 });
}

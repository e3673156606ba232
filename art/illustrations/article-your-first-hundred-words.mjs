/** The article illustration articles/your-first-hundred-words.jpg. */
import { ART_H, ART_W, articleScene } from "../lib/article-scene.mjs";
import { poly } from "../lib/book.mjs";
import { blobPath, rad, rng } from "../lib/geometry.mjs";
import { leaf, sparkles } from "../lib/motifs.mjs";
import { C, T, mix } from "../lib/palette.mjs";
import { el } from "../lib/scene.mjs";

/** Front view of a vintage typewriter with a fresh sheet in it. */
function typewriter(s, { cx, y, w }) {
  const h = w * 0.42;
  const top = y - h;
  const body = s.linear([
    [0, mix(C.wine, C.coral, 0.2)],
    [1, mix(C.wine, C.plum, 0.4)],
  ]);
  const keys = [];
  const rows = [10, 9, 8];
  rows.forEach((count, r) => {
    const ky = top + h * (0.55 + r * 0.14);
    const span = w * (0.74 - r * 0.06);
    for (let i = 0; i < count; i++) {
      const kx = cx - span / 2 + (span * (i + 0.5)) / count;
      keys.push(
        el("circle", { cx: kx, cy: ky + 3, r: w * 0.024, fill: C.ink }) +
          el("circle", { cx: kx, cy: ky, r: w * 0.024, fill: C.cream }) +
          el("circle", { cx: kx, cy: ky, r: w * 0.016, fill: "none", stroke: C.sand, "stroke-width": 1.5 }),
      );
    }
  });
  const typebars = Array.from({ length: 15 }, (_, i) => {
    const a = rad(200 + i * 10);
    return `M${cx} ${top + h * 0.42}L${cx + Math.cos(a) * w * 0.16} ${top + h * 0.42 + Math.sin(a) * w * 0.1}`;
  }).join("");
  const paperW = w * 0.5;
  return [
    el("ellipse", { cx, cy: y + 4, rx: w * 0.55, ry: w * 0.03, fill: C.ink, opacity: 0.35, filter: s.blur(8) }),
    el("rect", { x: cx - paperW / 2, y: top - h * 0.95, width: paperW, height: h * 1.2, fill: "#fffaf3" }),
    el("path", {
      d: [0, 1]
        .map(
          (i) =>
            `M${cx - paperW / 2 + 30} ${top - h * 0.75 + i * 24}H${cx - paperW / 2 + 30 + paperW * (i ? 0.3 : 0.6)}`,
        )
        .join(""),
      stroke: C.plum,
      "stroke-width": 5,
      "stroke-linecap": "round",
      opacity: 0.25,
    }),
    el("rect", { x: cx - w * 0.42, y: top - h * 0.08, width: w * 0.84, height: h * 0.16, rx: h * 0.08, fill: C.ink }),
    el("rect", { x: cx - w * 0.48, y: top - h * 0.06, width: w * 0.06, height: h * 0.12, rx: 6, fill: C.gold }),
    el("rect", { x: cx + w * 0.42, y: top - h * 0.06, width: w * 0.06, height: h * 0.12, rx: 6, fill: C.gold }),
    el("path", {
      d: `M${cx - w * 0.4} ${top + h * 0.06}L${cx + w * 0.4} ${top + h * 0.06}L${cx + w * 0.5} ${y}L${cx - w * 0.5} ${y}Z`,
      fill: body,
      "stroke-linejoin": "round",
    }),
    el("path", {
      d: `M${cx - w * 0.2} ${top + h * 0.45}A${w * 0.2} ${h * 0.32} 0 0 1 ${cx + w * 0.2} ${top + h * 0.45}Z`,
      fill: C.ink,
      opacity: 0.8,
    }),
    el("path", { d: typebars, stroke: C.sand, "stroke-width": 2, opacity: 0.6 }),
    el("path", {
      d: `M${cx - w * 0.41} ${top + h * 0.18}H${cx + w * 0.41}`,
      stroke: C.gold,
      "stroke-width": 3,
      opacity: 0.8,
    }),
    ...keys,
    el("rect", { x: cx - w * 0.2, y: y - h * 0.1, width: w * 0.4, height: h * 0.06, rx: h * 0.03, fill: C.cream }),
  ].join("");
}

/** Small terracotta pot with a two-leaf sprout. */
function sprout(s, { x, y, h }) {
  const potW = h * 0.55;
  return [
    el("path", {
      d: `M${x} ${y - h * 0.45}C${x - 4} ${y - h * 0.7} ${x + 6} ${y - h * 0.85} ${x} ${y - h}`,
      fill: "none",
      stroke: T.leafDark,
      "stroke-width": h * 0.04,
      "stroke-linecap": "round",
    }),
    leaf({ x: x - 2, y: y - h * 0.7, len: h * 0.34, width: h * 0.2, angle: -70, fill: T.leafDark }),
    leaf({ x, y: y - h * 0.92, len: h * 0.42, width: h * 0.24, angle: -48, fill: C.sage }),
    leaf({ x, y: y - h * 0.98, len: h * 0.38, width: h * 0.22, angle: 52, fill: T.leafLight }),
    el("path", {
      d: poly([
        [x - potW / 2, y - h * 0.45],
        [x + potW / 2, y - h * 0.45],
        [x + potW * 0.38, y],
        [x - potW * 0.38, y],
      ]),
      fill: s.linear(
        [
          [0, C.coral],
          [1, C.terracotta],
        ],
        { x2: 1, y2: 0 },
      ),
    }),
    el("rect", {
      x: x - potW * 0.56,
      y: y - h * 0.5,
      width: potW * 1.12,
      height: h * 0.1,
      rx: 4,
      fill: mix(C.terracotta, C.wine, 0.2),
    }),
  ].join("");
}

/** A pencil lying at an angle; (x, y) is the tip. */
function pencil({ x, y, len, angle }) {
  const r = len * 0.045;
  return el(
    "g",
    { transform: `translate(${x} ${y}) rotate(${angle})` },
    el("path", { d: `M0 0L${len * 0.12} ${-r}L${len * 0.12} ${r}Z`, fill: C.sand }) +
      el("path", { d: `M0 0L${len * 0.04} ${-r * 0.33}L${len * 0.04} ${r * 0.33}Z`, fill: C.ink }) +
      el("rect", { x: len * 0.12, y: -r, width: len * 0.72, height: r * 2, fill: C.gold }) +
      el("rect", { x: len * 0.12, y: -r, width: len * 0.72, height: r * 0.7, fill: mix(C.gold, C.cream, 0.35) }) +
      el("rect", { x: len * 0.84, y: -r, width: len * 0.06, height: r * 2, fill: C.sage }) +
      el("rect", { x: len * 0.9, y: -r, width: len * 0.1, height: r * 2, rx: r * 0.6, fill: C.coral }),
  );
}

export function artFirstHundredWords() {
  const s = articleScene([
    [0, mix(C.sage, C.cream, 0.55)],
    [1, mix(C.sage, C.cream, 0.35)],
  ]);
  const rand = rng(48);
  const deskY = 600;
  s.add(
    el("path", { d: blobPath(600, 330, 380, 260, rand, { wobble: 0.1 }), fill: C.coral, opacity: 0.28 }),
    sparkles(rand, { x: 300, y: 60, w: 600, h: 120, count: 5, color: C.gold, min: 8, max: 16 }),
    el("rect", { y: deskY, width: ART_W, height: ART_H - deskY, fill: mix(C.sand, C.terracotta, 0.2) }),
    el("rect", { y: deskY, width: ART_W, height: 8, fill: mix(C.sand, C.terracotta, 0.35) }),
    typewriter(s, { cx: 560, y: deskY + 20, w: 560 }),
    sprout(s, { x: 975, y: deskY + 30, h: 260 }),
    pencil({ x: 140, y: deskY + 90, len: 260, angle: -12 }),
    leaf({ x: 1080, y: deskY + 100, len: 60, angle: 100, fill: C.sage }),
  );
  return s.grain({ opacity: 0.07, seed: 48 });
}

/** The article illustration articles/joy-is-a-discipline.jpg. */
import { ART_H, ART_W, articleScene } from "../lib/article-scene.mjs";
import { blobPath, pt, rng } from "../lib/geometry.mjs";
import { leaf } from "../lib/motifs.mjs";
import { C, T } from "../lib/palette.mjs";
import { el } from "../lib/scene.mjs";

/** Sunflower head with two rings of petals and a phyllotaxis seed centre. */
function sunflower(s, { cx, cy, r, angle = 0 }) {
  const petal = (len, width, a, fill) =>
    el("path", {
      d: `M0 0C${width} ${-len * 0.3} ${width * 0.6} ${-len * 0.85} 0 ${-len}C${-width * 0.6} ${-len * 0.85} ${-width} ${-len * 0.3} 0 0Z`,
      fill,
      transform: `translate(${cx} ${cy}) rotate(${a + angle})`,
    });
  const petals = [];
  for (let i = 0; i < 18; i++) petals.push(petal(r, r * 0.28, i * 20 + 10, T.goldDeep));
  for (let i = 0; i < 18; i++) petals.push(petal(r * 0.92, r * 0.26, i * 20, C.gold));
  const seeds = [];
  const seedR = r * 0.4;
  for (let i = 1; i < 120; i++) {
    const d = seedR * Math.sqrt(i / 120);
    const a = i * 2.39996;
    seeds.push(
      el("circle", {
        cx: cx + Math.cos(a) * d,
        cy: cy + Math.sin(a) * d,
        r: r * 0.018 + (d / seedR) * r * 0.01,
        fill: i % 3 ? T.goldDeep : C.terracotta,
        opacity: 0.9,
      }),
    );
  }
  return [
    ...petals,
    el("circle", {
      cx,
      cy,
      r: seedR * 1.08,
      fill: s.radial([
        [0, C.wine],
        [1, C.plum],
      ]),
    }),
    ...seeds,
  ].join("");
}

export function artJoyIsADiscipline() {
  const s = articleScene([
    [0, C.cream],
    [1, C.sand],
  ]);
  const rand = rng(45);
  const confetti = Array.from({ length: 60 }, () => {
    const x = rand() * ART_W;
    const y = rand() * ART_H;
    const color = rand.pick([C.coral, C.gold, C.sage, C.plum, C.terracotta]);
    const kind = rand();
    if (kind < 0.55) return el("circle", { cx: x, cy: y, r: rand.range(4, 10), fill: color });
    if (kind < 0.8)
      return el("rect", {
        x,
        y,
        width: 24,
        height: 8,
        rx: 4,
        fill: color,
        transform: `rotate(${rand.range(0, 180)} ${x} ${y})`,
      });
    return el("path", {
      d: `M${x} ${y}q8 -12 16 0t16 0`,
      fill: "none",
      stroke: color,
      "stroke-width": 5,
      "stroke-linecap": "round",
    });
  });
  const stem = (from, ctrl, to) =>
    el("path", {
      d: `M${pt(from)}Q${pt(ctrl)} ${pt(to)}`,
      fill: "none",
      stroke: T.leafDark,
      "stroke-width": 14,
      "stroke-linecap": "round",
    });
  s.add(
    el("circle", { cx: 600, cy: 330, r: 300, fill: C.coral, opacity: 0.3 }),
    el("path", { d: blobPath(620, 360, 250, 230, rand, { wobble: 0.08 }), fill: C.wine, opacity: 0.9 }),
    ...confetti,
    stem([610, 760], [640, 560], [600, 330]),
    stem([860, 760], [880, 500], [880, 260]),
    stem([330, 760], [300, 620], [320, 470]),
    leaf({ x: 630, y: 600, len: 170, width: 90, angle: 50, fill: C.sage }),
    leaf({ x: 625, y: 640, len: 150, width: 80, angle: -60, fill: T.leafDark }),
    leaf({ x: 875, y: 520, len: 140, width: 76, angle: 55, fill: C.sage }),
    leaf({ x: 305, y: 630, len: 120, width: 66, angle: -55, fill: C.sage }),
    sunflower(s, { cx: 880, cy: 260, r: 120, angle: 5 }),
    sunflower(s, { cx: 320, cy: 470, r: 100, angle: 8 }),
    sunflower(s, { cx: 600, cy: 330, r: 185 }),
  );
  return s.grain({ opacity: 0.07, seed: 45 });
}

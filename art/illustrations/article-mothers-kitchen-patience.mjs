/** The article illustration articles/mothers-kitchen-patience.jpg. */
import { ART_H, ART_W, articleScene } from "../lib/article-scene.mjs";
import { rng } from "../lib/geometry.mjs";
import { dots, glow, leaf, steamWisps } from "../lib/motifs.mjs";
import { cookingPot, woodenSpoon } from "../lib/objects.mjs";
import { C, T, mix } from "../lib/palette.mjs";
import { el } from "../lib/scene.mjs";

/** Scotch bonnet pepper. */
function scotchBonnet({ x, y, r, color = C.terracotta, angle = 0 }) {
  const body = `M${-r} ${-r * 0.2}C${-r * 1.05} ${r * 0.6} ${-r * 0.5} ${r * 0.95} ${-r * 0.15} ${r * 0.8}C${0} ${r * 1.05} ${r * 0.25} ${r * 1.0} ${r * 0.35} ${r * 0.8}C${r * 0.9} ${r * 0.9} ${r * 1.1} ${r * 0.4} ${r} ${-r * 0.2}C${r * 0.8} ${-r * 0.8} ${-r * 0.8} ${-r * 0.8} ${-r} ${-r * 0.2}Z`;
  return el(
    "g",
    { transform: `translate(${x} ${y}) rotate(${angle})` },
    el("ellipse", { cx: r * 0.1, cy: r * 0.95, rx: r * 0.95, ry: r * 0.18, fill: C.ink, opacity: 0.25 }) +
      el("path", { d: body, fill: color }) +
      el("path", {
        d: `M${-r * 0.55} ${-r * 0.1}Q${-r * 0.6} ${r * 0.4} ${-r * 0.3} ${r * 0.6}`,
        fill: "none",
        stroke: C.cream,
        "stroke-opacity": 0.4,
        "stroke-width": r * 0.12,
        "stroke-linecap": "round",
      }) +
      el("path", {
        d: `M${-r * 0.35} ${-r * 0.6}Q0 ${-r * 0.85} ${r * 0.35} ${-r * 0.6}L${r * 0.1} ${-r * 0.5}Z`,
        fill: T.leafDark,
      }) +
      el("path", {
        d: `M0 ${-r * 0.65}q${r * 0.05} ${-r * 0.35} ${r * 0.3} ${-r * 0.45}`,
        fill: "none",
        stroke: T.leafDark,
        "stroke-width": r * 0.14,
        "stroke-linecap": "round",
      }),
  );
}

/** A long curved chilli. */
function chilli({ x, y, len, angle = 0, color = C.coral }) {
  const w = len * 0.075;
  const body = `M0 ${-w}C${len * 0.45} ${-w * 1.3} ${len * 0.85} ${-w * 0.4} ${len} ${w * 2.6}C${len * 0.72} ${w * 0.7} ${len * 0.4} ${w * 1.1} 0 ${w}Z`;
  return el(
    "g",
    { transform: `translate(${x} ${y}) rotate(${angle})` },
    el("path", { d: body, fill: color }) +
      el("path", {
        d: `M${len * 0.1} ${-w * 0.45}Q${len * 0.45} ${-w * 0.6} ${len * 0.75} ${0}`,
        fill: "none",
        stroke: C.cream,
        "stroke-opacity": 0.4,
        "stroke-width": w * 0.25,
        "stroke-linecap": "round",
      }) +
      el("path", {
        d: `M${w * 0.2} ${-w * 1.1}Q${-w * 0.5} ${-w * 1.4} ${-w * 1.4} ${-w * 0.6}`,
        fill: "none",
        stroke: T.leafDark,
        "stroke-width": w * 0.4,
        "stroke-linecap": "round",
      }) +
      el("ellipse", { cx: w * 0.1, cy: 0, rx: w * 0.35, ry: w * 1.05, fill: T.leafDark }),
  );
}

/** Ring of stylised flames under a pot. */
function burnerFlames(s, { cx, y, w }) {
  return (
    Array.from({ length: 9 }, (_, i) => {
      const fx = cx - w / 2 + (i / 8) * w;
      const fh = w * (0.09 + (i % 2) * 0.03);
      const d = `M${fx} ${y - fh}C${fx + fh * 0.35} ${y - fh * 0.45} ${fx + fh * 0.3} ${y} ${fx} ${y}C${fx - fh * 0.3} ${y} ${fx - fh * 0.35} ${y - fh * 0.45} ${fx} ${y - fh}Z`;
      return el("path", { d, fill: i % 2 ? C.gold : C.coral });
    }).join("") + glow(s, { cx, cy: y - w * 0.04, r: w * 0.7, color: C.gold, opacity: 0.4 })
  );
}

export function artMothersKitchen() {
  const s = articleScene([
    [0, mix(C.sage, C.cream, 0.35)],
    [1, mix(C.sage, C.cream, 0.15)],
  ]);
  const rand = rng(43);
  const counterY = 560;
  const tile = 82;
  const grid = [];
  for (let gx = tile; gx < ART_W; gx += tile) grid.push(`M${gx} 0V${counterY}`);
  for (let gy = counterY - tile; gy > 0; gy -= tile) grid.push(`M0 ${gy}H${ART_W}`);
  const potX = 560;
  const potW = 400;
  const grateY = counterY - 44;
  const potY = grateY - potW * 0.655;
  s.add(
    el("path", { d: grid.join(""), stroke: C.cream, "stroke-width": 5, opacity: 0.75 }),
    el("path", {
      d: grid.join(""),
      stroke: mix(C.sage, C.ink, 0.2),
      "stroke-width": 1,
      opacity: 0.2,
      transform: "translate(3 3)",
    }),
    el("rect", { x: 60, y: 130, width: 250, height: 12, rx: 4, fill: T.woodDark }),
    ...[
      [100, 70, C.terracotta],
      [170, 90, C.gold],
      [250, 60, C.wine],
    ].map(
      ([jx, jh, color]) =>
        el("rect", { x: jx - 26, y: 130 - jh, width: 52, height: jh, rx: 10, fill: color }) +
        el("rect", { x: jx - 22, y: 130 - jh - 12, width: 44, height: 14, rx: 4, fill: T.woodDark }) +
        el("rect", {
          x: jx - 16,
          y: 130 - jh * 0.65,
          width: 32,
          height: jh * 0.3,
          rx: 3,
          fill: C.cream,
          opacity: 0.85,
        }),
    ),
    el("rect", { y: counterY, width: ART_W, height: ART_H - counterY, fill: mix(C.plum, C.ink, 0.25) }),
    el("rect", { y: counterY, width: ART_W, height: 14, fill: mix(C.plum, C.wine, 0.5) }),
    el("rect", { x: potX - 220, y: counterY + 40, width: 440, height: 70, rx: 10, fill: mix(C.plum, C.wine, 0.3) }),
    ...[-150, -50, 50, 150].map(
      (dx) =>
        el("circle", { cx: potX + dx, cy: counterY + 75, r: 20, fill: C.gold }) +
        el("rect", { x: potX + dx - 4, y: counterY + 58, width: 8, height: 20, rx: 3, fill: T.goldDeep }),
    ),
    burnerFlames(s, { cx: potX, y: counterY - 2, w: 260 }),
    el("path", {
      d: `M${potX - 190} ${grateY}H${potX + 190}M${potX - 150} ${grateY}V${counterY}M${potX + 150} ${grateY}V${counterY}`,
      stroke: C.ink,
      "stroke-width": 12,
      "stroke-linecap": "round",
    }),
    steamWisps(s, {
      x: potX - 10,
      y: potY - 30,
      h: 260,
      spread: 70,
      count: 4,
      color: C.cream,
      width: 14,
      opacity: 0.85,
    }),
  );
  const handleClip = s.clip(`M0 0H${ART_W}V${potY + potW * 0.02}H0Z`);
  s.add(
    cookingPot(s, { cx: potX, cy: potY, w: potW }),
    el(
      "g",
      { "clip-path": handleClip },
      woodenSpoon(s, { x: potX + 230, y: potY - 270, len: 420, angle: 118, shadow: false }),
    ),
    scotchBonnet({ x: 930, y: 520, r: 46, color: C.terracotta, angle: -8 }),
    scotchBonnet({ x: 1030, y: 530, r: 40, color: C.gold, angle: 12 }),
    chilli({ x: 900, y: 640, len: 170, angle: 4, color: mix(C.terracotta, C.wine, 0.25) }),
    chilli({ x: 60, y: 640, len: 150, angle: -8, color: mix(C.terracotta, C.wine, 0.25) }),
    leaf({ x: 150, y: 700, len: 90, angle: 80, fill: C.sage }),
    leaf({ x: 160, y: 690, len: 70, angle: 40, fill: T.leafDark }),
    dots(rand, { x: 220, y: 640, w: 90, h: 80, count: 8, colors: [C.gold, C.terracotta], min: 3, max: 5 }),
  );
  return s.grain({ opacity: 0.07, seed: 43 });
}

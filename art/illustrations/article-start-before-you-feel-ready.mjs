/** The article illustration articles/start-before-you-feel-ready.jpg. */
import { ART_H, ART_W, articleScene } from "../lib/article-scene.mjs";
import { poly } from "../lib/book.mjs";
import { rng, smoothPath } from "../lib/geometry.mjs";
import { glow, sprig } from "../lib/motifs.mjs";
import { C, T, mix } from "../lib/palette.mjs";
import { el } from "../lib/scene.mjs";

/**
 * A winding road on a ground plane, projected in perspective: world depth z
 * maps to screen y = horizon + depthScale / z, lateral offsets shrink by 1/z.
 */
function perspectiveRoad({ vx, horizon, depthScale, halfWidth, wind }) {
  const project = (v, z) => [vx + v / z, horizon + depthScale / z];
  const zs = Array.from({ length: 120 }, (_, i) => 0.95 / (1 - (i / 120) * 0.985));
  const left = zs.map((z) => project(wind(z) - halfWidth, z));
  const right = zs.map((z) => project(wind(z) + halfWidth, z));
  return { d: poly([...left, ...right.reverse()]), project };
}

export function artStartBeforeReady() {
  const s = articleScene([
    [0, mix(C.coral, C.wine, 0.2)],
    [0.35, C.coral],
    [0.58, mix(C.gold, C.cream, 0.4)],
  ]);
  const horizon = 430;
  const sun = { cx: 760, cy: horizon, r: 130 };
  const hill = (y, amp, color, seed) => {
    const r2 = rng(seed);
    const pts = Array.from({ length: 7 }, (_, i) => [-100 + i * 230, y - r2() * amp]);
    return el("path", { d: `${smoothPath(pts, false)}L${ART_W + 100} ${ART_H}L-100 ${ART_H}Z`, fill: color });
  };
  const meadowTop = 505;
  const road = perspectiveRoad({
    vx: sun.cx,
    horizon: meadowTop,
    depthScale: 275,
    halfWidth: 120,
    wind: (z) => -380 * Math.cos(0.55 * z),
  });
  const stones = [1.25, 1.7, 2.25, 2.95, 3.8, 4.9, 6.3, 8.2, 10.8].map((z, i) => {
    const [x, y] = road.project(-380 * Math.cos(0.55 * z) + (i % 2 ? 25 : -25), z);
    const rx = 62 / z;
    const ry = Math.max(1.6, 24 / z ** 1.6);
    return (
      el("ellipse", { cx: x, cy: y + ry * 0.3, rx, ry, fill: mix(C.sand, C.terracotta, 0.5) }) +
      el("ellipse", { cx: x, cy: y, rx, ry, fill: i % 2 ? C.cream : mix(C.sand, C.gold, 0.25) })
    );
  });
  const tree = (x, y, r, color) =>
    el("rect", { x: x - r * 0.1, y: y - r * 0.2, width: r * 0.2, height: r * 0.9, fill: mix(C.wine, C.ink, 0.4) }) +
    el("ellipse", { cx: x, cy: y + r * 0.7, rx: r * 0.9, ry: r * 0.15, fill: C.ink, opacity: 0.25 }) +
    el("circle", { cx: x, cy: y - r * 0.5, r, fill: color }) +
    el("circle", { cx: x - r * 0.35, cy: y - r * 0.8, r: r * 0.35, fill: C.cream, opacity: 0.15 });
  const bird = (x, y, k) =>
    el("path", {
      d: `M${x - 18 * k} ${y - 6 * k}Q${x - 8 * k} ${y - 10 * k} ${x} ${y}Q${x + 8 * k} ${y - 10 * k} ${x + 18 * k} ${y - 6 * k}`,
      fill: "none",
      stroke: C.plum,
      "stroke-width": 3 * k,
      "stroke-linecap": "round",
    });
  s.add(
    glow(s, { cx: sun.cx, cy: sun.cy, r: 460, color: C.gold, opacity: 0.6 }),
    ...[1.9, 1.55, 1.25].map((k) =>
      el("circle", {
        cx: sun.cx,
        cy: sun.cy,
        r: sun.r * k,
        fill: "none",
        stroke: C.cream,
        "stroke-width": 2,
        opacity: 0.3,
      }),
    ),
    el("circle", {
      ...sun,
      fill: s.linear([
        [0, mix(C.gold, C.cream, 0.4)],
        [1, C.gold],
      ]),
    }),
    el("rect", { x: 180, y: 180, width: 200, height: 22, rx: 11, fill: C.cream, opacity: 0.45 }),
    el("rect", { x: 240, y: 214, width: 150, height: 18, rx: 9, fill: C.cream, opacity: 0.35 }),
    el("rect", { x: 900, y: 250, width: 180, height: 18, rx: 9, fill: C.cream, opacity: 0.4 }),
    bird(330, 120, 1.1),
    bird(380, 150, 0.8),
    bird(1010, 170, 0.9),
    hill(horizon, 30, mix(C.terracotta, C.coral, 0.5), 1),
    hill(horizon + 40, 40, C.terracotta, 2),
    el("path", {
      d: `M-50 ${meadowTop + 10}C300 ${meadowTop - 20} 900 ${meadowTop - 10} ${ART_W + 50} ${meadowTop + 15}V${ART_H}H-50Z`,
      fill: s.linear([
        [0, mix(C.wine, C.terracotta, 0.35)],
        [0.5, C.wine],
        [1, C.plum],
      ]),
    }),
    tree(215, 560, 40, T.leafDark),
    tree(290, 540, 26, C.sage),
    tree(1010, 590, 52, C.sage),
    tree(1090, 560, 32, T.leafDark),
    tree(905, 532, 16, T.leafDark),
    el("path", {
      d: road.d,
      fill: s.linear(
        [
          [0, mix(C.sand, C.gold, 0.35)],
          [1, mix(C.sand, C.terracotta, 0.3)],
        ],
        { gradientUnits: "userSpaceOnUse", x1: 0, y1: meadowTop, x2: 0, y2: ART_H },
      ),
    }),
    ...stones,
    sprig({ from: [40, 760], ctrl: [30, 660], to: [110, 560], leaves: 7, leafLen: 80, colors: [C.sage, T.leafLight] }),
    sprig({
      from: [1160, 760],
      ctrl: [1170, 660],
      to: [1080, 580],
      leaves: 7,
      leafLen: 80,
      colors: [C.sage, T.leafDark],
    }),
  );
  return s.grain({ opacity: 0.07, seed: 44 });
}

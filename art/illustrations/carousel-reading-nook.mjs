/** Carousel: a reading nook at night (carousel/reading-nook.jpg). */
import { book3d, coverTexture, poly } from "../lib/book.mjs";
import { rad, rng } from "../lib/geometry.mjs";
import { dots, glow, leaf } from "../lib/motifs.mjs";
import { teacup } from "../lib/objects.mjs";
import { C, T, mix } from "../lib/palette.mjs";
import { nightWindow } from "../lib/props.mjs";
import { Scene, el } from "../lib/scene.mjs";

/** Floor lamp with a glowing drum shade; (x, floorY) is the base. */
function floorLamp(s, { x, floorY, h }) {
  const shadeTop = floorY - h;
  const shadeH = h * 0.2;
  const shade = `M${x - h * 0.1} ${shadeTop}L${x + h * 0.1} ${shadeTop}L${x + h * 0.17} ${shadeTop + shadeH}L${x - h * 0.17} ${shadeTop + shadeH}Z`;
  const cone = poly([
    [x - h * 0.16, shadeTop + shadeH],
    [x + h * 0.16, shadeTop + shadeH],
    [x + h * 0.55, floorY],
    [x - h * 0.55, floorY],
  ]);
  return [
    el("path", {
      d: cone,
      fill: s.linear([
        [0, C.gold, 0.28],
        [1, C.gold, 0],
      ]),
    }),
    glow(s, { cx: x, cy: shadeTop + shadeH * 0.8, r: h * 0.55, color: C.gold, opacity: 0.55 }),
    el("rect", { x: x - 6, y: shadeTop + shadeH, width: 12, height: h - shadeH, fill: T.goldDeep }),
    el("ellipse", { cx: x, cy: floorY, rx: h * 0.09, ry: h * 0.02, fill: T.goldDeep }),
    el("path", {
      d: shade,
      fill: s.linear([
        [0, mix(C.cream, C.gold, 0.3)],
        [1, C.gold],
      ]),
    }),
    el("ellipse", { cx: x, cy: shadeTop + shadeH, rx: h * 0.17, ry: h * 0.018, fill: C.cream }),
  ].join("");
}

/** A rounded, tufted armchair in terracotta; (x, floorY) is its front-left foot. */
function armchair(s, { x, floorY, w }) {
  const h = w * 0.95;
  const top = floorY - h;
  const upholstery = s.linear([
    [0, C.coral],
    [1, C.terracotta],
  ]);
  const darker = mix(C.terracotta, C.wine, 0.3);
  const back = `M${x + w * 0.1} ${floorY - h * 0.35}L${x + w * 0.1} ${top + w * 0.22}Q${x + w * 0.1} ${top} ${x + w * 0.32} ${top}L${x + w * 0.68} ${top}Q${x + w * 0.9} ${top} ${x + w * 0.9} ${top + w * 0.22}L${x + w * 0.9} ${floorY - h * 0.35}Z`;
  const tufts = [0.3, 0.5, 0.7].map((t) => `M${x + w * t} ${top + h * 0.1}L${x + w * t} ${top + h * 0.48}`).join("");
  const arm = (ax) =>
    el("rect", {
      x: ax,
      y: floorY - h * 0.58,
      width: w * 0.2,
      height: h * 0.46,
      rx: w * 0.09,
      fill: darker,
    }) +
    el("rect", {
      x: ax + w * 0.02,
      y: floorY - h * 0.58,
      width: w * 0.16,
      height: h * 0.12,
      rx: w * 0.06,
      fill: C.coral,
      opacity: 0.55,
    });
  const leg = (lx) =>
    el("path", {
      d: poly([
        [lx, floorY - h * 0.13],
        [lx + w * 0.05, floorY - h * 0.13],
        [lx + w * 0.035, floorY],
        [lx + w * 0.015, floorY],
      ]),
      fill: T.woodDark,
    });
  return [
    el("ellipse", {
      cx: x + w * 0.5,
      cy: floorY,
      rx: w * 0.58,
      ry: w * 0.04,
      fill: C.ink,
      opacity: 0.5,
      filter: s.blur(w * 0.02),
    }),
    leg(x + w * 0.06),
    leg(x + w * 0.89),
    el("path", { d: back, fill: upholstery }),
    el("path", { d: tufts, stroke: darker, "stroke-width": w * 0.008, opacity: 0.6 }),
    ...[0.3, 0.5, 0.7].map((t) => el("circle", { cx: x + w * t, cy: top + h * 0.3, r: w * 0.012, fill: darker })),
    el("rect", {
      x: x + w * 0.12,
      y: floorY - h * 0.4,
      width: w * 0.76,
      height: h * 0.14,
      rx: w * 0.05,
      fill: mix(C.coral, C.cream, 0.15),
    }),
    el("rect", {
      x: x + w * 0.06,
      y: floorY - h * 0.3,
      width: w * 0.88,
      height: h * 0.18,
      rx: w * 0.04,
      fill: upholstery,
    }),
    arm(x - w * 0.02),
    arm(x + w * 0.82),
    el("rect", {
      x: x + w * 0.22,
      y: top + h * 0.38,
      width: w * 0.24,
      height: w * 0.22,
      rx: w * 0.04,
      fill: C.gold,
      transform: `rotate(-10 ${x + w * 0.34} ${top + h * 0.49})`,
    }),
    el("path", {
      d: `M${x + w * 0.25} ${top + h * 0.47}Q${x + w * 0.34} ${top + h * 0.42} ${x + w * 0.45} ${top + h * 0.44}`,
      fill: "none",
      stroke: T.goldDeep,
      "stroke-width": w * 0.01,
      transform: `rotate(-10 ${x + w * 0.34} ${top + h * 0.49})`,
    }),
  ].join("");
}

/** Striped throw blanket draped over a chair arm. */
function throwBlanket({ x, y, w, h }) {
  const d = `M${x} ${y}Q${x + w * 0.5} ${y - h * 0.08} ${x + w} ${y + h * 0.05}L${x + w * 0.92} ${y + h}Q${x + w * 0.45} ${y + h * 1.06} ${x + w * 0.05} ${y + h * 0.95}Z`;
  const stripes = [0.3, 0.38, 0.7, 0.78]
    .map(
      (t) =>
        `M${x + w * 0.01} ${y + h * t}Q${x + w * 0.5} ${y + h * t - h * 0.04} ${x + w * 0.96} ${y + h * t + h * 0.02}`,
    )
    .join("");
  const fringe = Array.from({ length: 9 }, (_, i) => {
    const fx = x + w * (0.08 + i * 0.1);
    return `M${fx} ${y + h * 0.98}l${w * 0.005} ${h * 0.08}`;
  }).join("");
  return [
    el("path", { d, fill: C.sage }),
    el("path", { d: stripes, fill: "none", stroke: C.cream, "stroke-width": w * 0.025, opacity: 0.85 }),
    el("path", { d: fringe, stroke: C.sage, "stroke-width": w * 0.02, "stroke-linecap": "round" }),
  ].join("");
}

/** Big-leafed potted plant. */
function pottedPlant(s, rand, { x, floorY, h }) {
  const potH = h * 0.26;
  const potW = h * 0.3;
  const leaves = [];
  for (let i = 0; i < 9; i++) {
    const angle = -70 + i * 17 + rand.range(-6, 6);
    const len = h * rand.range(0.45, 0.7);
    leaves.push(
      el("path", {
        d: `M${x} ${floorY - potH}Q${x + Math.sin(rad(angle)) * len * 0.2} ${floorY - potH - len * 0.3} ${x + Math.sin(rad(angle)) * len * 0.35} ${floorY - potH - Math.cos(rad(angle)) * len * 0.45}`,
        fill: "none",
        stroke: T.leafDark,
        "stroke-width": h * 0.008,
      }),
      leaf({
        x: x + Math.sin(rad(angle)) * len * 0.35,
        y: floorY - potH - Math.cos(rad(angle)) * len * 0.45,
        len: len * 0.75,
        width: len * 0.36,
        angle: angle * 1.15,
        fill: rand.pick([C.sage, T.leafDark, T.leafLight]),
      }),
    );
  }
  return [
    ...leaves,
    el("path", {
      d: poly([
        [x - potW / 2, floorY - potH],
        [x + potW / 2, floorY - potH],
        [x + potW * 0.38, floorY],
        [x - potW * 0.38, floorY],
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
      x: x - potW * 0.55,
      y: floorY - potH - potH * 0.08,
      width: potW * 1.1,
      height: potH * 0.18,
      rx: potH * 0.05,
      fill: mix(C.terracotta, C.wine, 0.2),
    }),
  ].join("");
}

export async function carouselNook() {
  const s = new Scene(1200, 1600);
  const rand = rng(33);
  const texture = await coverTexture("front");
  const floorY = 1330;
  s.add(
    el("rect", {
      width: 1200,
      height: floorY,
      fill: s.linear([
        [0, mix(C.plum, C.ink, 0.3)],
        [1, C.wine],
      ]),
    }),
    dots(rand, { x: 0, y: 0, w: 1200, h: floorY, count: 70, colors: [C.wine], min: 3, max: 5, opacity: 0.6 }),
    nightWindow(s, rand, { x: 150, y: 170, w: 420, h: 600, arch: true }),
    el("rect", {
      y: floorY,
      width: 1200,
      height: 270,
      fill: s.linear([
        [0, T.woodDark],
        [1, mix(T.woodDark, C.ink, 0.5)],
      ]),
    }),
    el("rect", { y: floorY - 22, width: 1200, height: 22, fill: mix(C.wine, C.ink, 0.35) }),
    floorLamp(s, { x: 1010, floorY: floorY + 40, h: 900 }),
    el("ellipse", { cx: 560, cy: floorY + 130, rx: 500, ry: 95, fill: C.terracotta }),
    el("ellipse", {
      cx: 560,
      cy: floorY + 130,
      rx: 450,
      ry: 72,
      fill: "none",
      stroke: C.gold,
      "stroke-width": 6,
      "stroke-dasharray": "2 18",
      "stroke-linecap": "round",
    }),
    pottedPlant(s, rand, { x: 110, floorY: floorY + 60, h: 560 }),
    armchair(s, { x: 220, floorY: floorY + 70, w: 520 }),
    throwBlanket({ x: 640, y: floorY - 330, w: 130, h: 220 }),
  );
  // Side table with the book and a cup, caught in the lamp light.
  const tableTop = 1000;
  s.add(
    el("rect", { x: 880, y: tableTop, width: 18, height: floorY + 70 - tableTop, fill: T.woodDark }),
    el("ellipse", { cx: 889, cy: floorY + 70, rx: 70, ry: 12, fill: T.woodDark }),
    el("path", {
      d: `M${699} ${tableTop}Q${889} ${tableTop + 60} ${1079} ${tableTop}`,
      fill: "none",
      stroke: T.woodDark,
      "stroke-width": 12,
    }),
    el("ellipse", { cx: 889, cy: tableTop, rx: 190, ry: 26, fill: T.wood }),
    book3d(s, { x: 770, y: tableTop + 6 - 300, h: 300, texture, shadow: 0.5 }),
    teacup(s, { cx: 1015, y: tableTop + 6, w: 80 }),
  );
  return s.grain({ opacity: 0.08, seed: 14 });
}

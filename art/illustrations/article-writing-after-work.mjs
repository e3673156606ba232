/** The article illustration articles/writing-after-work.jpg. */
import { ART_H, ART_W, articleScene } from "../lib/article-scene.mjs";
import { poly } from "../lib/book.mjs";
import { heartPath, pt, rad, rng } from "../lib/geometry.mjs";
import { glow, leaf, sprig, steamWisps } from "../lib/motifs.mjs";
import { C, T, mix } from "../lib/palette.mjs";
import { nightWindow } from "../lib/props.mjs";
import { el } from "../lib/scene.mjs";

/** Desk lamp whose shade points down-right; (x, y) is the base on the desk. */
function deskLamp(s, { x, y, h }) {
  const pivot = [x + h * 0.45, y - h * 0.95];
  const above = s.clip(`M-9999 -9999H9999V${y}H-9999Z`);
  const head = `translate(${pt(pivot)}) rotate(-32)`;
  const cone = poly([
    [-h * 0.16, h * 0.2],
    [h * 0.16, h * 0.2],
    [h * 0.75, h * 1.5],
    [-h * 0.75, h * 1.5],
  ]);
  const hit = [pivot[0] + Math.tan(rad(32)) * (y - pivot[1]), y];
  return [
    el(
      "g",
      { "clip-path": above },
      el(
        "g",
        { transform: head },
        el("path", {
          d: cone,
          fill: s.linear([
            [0, C.gold, 0.4],
            [1, C.gold, 0.02],
          ]),
        }),
      ),
    ),
    el("ellipse", {
      cx: hit[0],
      cy: y + 6,
      rx: h * 0.75,
      ry: h * 0.07,
      fill: C.gold,
      opacity: 0.3,
      filter: s.blur(h * 0.05),
    }),
    el("ellipse", { cx: x, cy: y - h * 0.02, rx: h * 0.18, ry: h * 0.04, fill: C.terracotta }),
    el("path", {
      d: `M${x} ${y - h * 0.03}L${x - h * 0.08} ${y - h * 0.6}L${pt(pivot)}`,
      fill: "none",
      stroke: C.terracotta,
      "stroke-width": h * 0.035,
      "stroke-linejoin": "round",
      "stroke-linecap": "round",
    }),
    el("circle", { cx: x - h * 0.08, cy: y - h * 0.6, r: h * 0.03, fill: C.gold }),
    el(
      "g",
      { transform: head },
      glow(s, { cx: 0, cy: h * 0.22, r: h * 0.35, color: C.gold, opacity: 0.7 }) +
        el("path", {
          d: `M${-h * 0.06} 0L${h * 0.06} 0L${h * 0.16} ${h * 0.2}L${-h * 0.16} ${h * 0.2}Z`,
          fill: C.coral,
        }) +
        el("ellipse", { cx: 0, cy: h * 0.2, rx: h * 0.16, ry: h * 0.03, fill: mix(C.cream, C.gold, 0.4) }),
    ),
  ].join("");
}

/** A small framed picture: a sun over a hill, or a single leaf. */
function framedPicture(s, { x, y, w, h, motif }) {
  const inner = { x: x + w * 0.1, y: y + w * 0.1, width: w * 0.8, height: h - w * 0.2 };
  const clip = s.clip(`M${inner.x} ${inner.y}h${inner.width}v${inner.height}h${-inner.width}Z`);
  const art =
    motif === "sun"
      ? el("rect", { ...inner, fill: C.coral }) +
        el("circle", {
          cx: inner.x + inner.width * 0.6,
          cy: inner.y + inner.height * 0.45,
          r: w * 0.18,
          fill: C.gold,
        }) +
        el("ellipse", {
          cx: inner.x + inner.width * 0.3,
          cy: inner.y + inner.height,
          rx: w * 0.7,
          ry: h * 0.3,
          fill: C.sage,
        })
      : el("rect", { ...inner, fill: T.leafDeep }) +
        leaf({
          x: inner.x + inner.width * 0.5,
          y: inner.y + inner.height * 0.85,
          len: inner.height * 0.7,
          fill: C.sage,
        });
  return [
    el("rect", { x: x + 6, y: y + 8, width: w, height: h, fill: C.ink, opacity: 0.35, filter: s.blur(6) }),
    el("rect", { x, y, width: w, height: h, fill: mix(C.sand, C.wine, 0.2) }),
    el("g", { "clip-path": clip }, art),
  ].join("");
}

/** Open laptop in three-quarter front view. */
function laptop(s, { x, y, w }) {
  const h = w * 0.62;
  return [
    el("path", {
      d: poly([
        [x, y - h],
        [x + w, y - h],
        [x + w * 1.02, y - w * 0.03],
        [x - w * 0.02, y - w * 0.03],
      ]),
      fill: mix(C.plum, C.ink, 0.2),
    }),
    el("path", {
      d: poly([
        [x + w * 0.04, y - h + w * 0.04],
        [x + w * 0.96, y - h + w * 0.04],
        [x + w * 0.975, y - w * 0.07],
        [x + w * 0.025, y - w * 0.07],
      ]),
      fill: s.linear([
        [0, mix(C.sage, C.cream, 0.45)],
        [1, mix(C.sage, C.cream, 0.15)],
      ]),
    }),
    glow(s, { cx: x + w / 2, cy: y - h / 2, r: w * 0.7, color: C.sage, opacity: 0.25 }),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      el("rect", {
        x: x + w * 0.12,
        y: y - h + w * 0.12 + i * w * 0.055,
        width: w * (i === 5 ? 0.35 : i === 2 ? 0.55 : 0.7),
        height: w * 0.018,
        rx: w * 0.009,
        fill: C.plum,
        opacity: 0.35,
      }),
    ),
    el("path", {
      d: poly([
        [x - w * 0.06, y - w * 0.03],
        [x + w * 1.06, y - w * 0.03],
        [x + w * 1.12, y + w * 0.02],
        [x - w * 0.12, y + w * 0.02],
      ]),
      fill: mix(C.sand, C.wine, 0.35),
    }),
    el("rect", {
      x: x - w * 0.12,
      y: y + w * 0.02,
      width: w * 1.24,
      height: w * 0.02,
      rx: w * 0.01,
      fill: mix(C.sand, C.wine, 0.55),
    }),
  ].join("");
}

/** Stack of closed books lying flat. */
function bookStack({ x, y, books }) {
  let cy = y;
  return books
    .map(([w, h, color], i) => {
      cy -= h;
      const bx = x + (i % 2 ? 10 : -6);
      return (
        el("rect", { x: bx, y: cy, width: w, height: h, rx: 4, fill: color }) +
        el("rect", { x: bx + w - 10, y: cy + 4, width: 6, height: h - 8, fill: C.cream, opacity: 0.8 }) +
        el("rect", {
          x: bx + 14,
          y: cy + h * 0.35,
          width: w * 0.3,
          height: h * 0.3,
          rx: 2,
          fill: C.cream,
          opacity: 0.35,
        })
      );
    })
    .join("");
}

/** Side-view mug with steam. */
function mug(s, { x, y, w, color = C.gold }) {
  const h = w * 1.05;
  return [
    el("path", {
      d: `M${x + w * 0.95} ${y - h * 0.75}c${w * 0.35} 0 ${w * 0.35} ${h * 0.45} 0 ${h * 0.45}`,
      fill: "none",
      stroke: mix(color, C.wine, 0.2),
      "stroke-width": w * 0.12,
    }),
    el("rect", {
      x,
      y: y - h,
      width: w,
      height: h,
      rx: w * 0.12,
      fill: s.linear(
        [
          [0, mix(color, C.cream, 0.2)],
          [1, mix(color, C.wine, 0.25)],
        ],
        { x2: 1, y2: 0 },
      ),
    }),
    el("ellipse", { cx: x + w / 2, cy: y - h, rx: w / 2, ry: w * 0.08, fill: T.tea }),
    steamWisps(s, {
      x: x + w / 2,
      y: y - h - 10,
      h: w * 1.2,
      spread: w * 0.25,
      count: 2,
      width: w * 0.06,
      opacity: 0.55,
    }),
  ].join("");
}

export function artWritingAfterWork() {
  const s = articleScene([
    [0, mix(C.plum, C.ink, 0.4)],
    [1, C.plum],
  ]);
  const rand = rng(46);
  const deskY = 560;
  s.add(
    nightWindow(s, rand, { x: 620, y: 70, w: 420, h: 330 }),
    framedPicture(s, { x: 110, y: 80, w: 150, h: 190, motif: "sun" }),
    framedPicture(s, { x: 300, y: 130, w: 120, h: 140, motif: "leaf" }),
    sprig({
      from: [1200, 40],
      ctrl: [1120, 120],
      to: [1090, 260],
      leaves: 7,
      leafLen: 70,
      colors: [C.sage, T.leafDark],
    }),
    el("rect", {
      y: deskY,
      width: ART_W,
      height: ART_H - deskY,
      fill: s.linear([
        [0, T.woodDark],
        [1, mix(T.woodDark, C.ink, 0.5)],
      ]),
    }),
    el("rect", { y: deskY, width: ART_W, height: 10, fill: mix(T.wood, C.wine, 0.3) }),
    deskLamp(s, { x: 170, y: deskY + 4, h: 330 }),
    bookStack({
      x: 300,
      y: deskY + 4,
      books: [
        [190, 36, C.sage],
        [170, 30, C.coral],
        [180, 34, C.gold],
      ],
    }),
    laptop(s, { x: 560, y: deskY + 4, w: 330 }),
    mug(s, { x: 990, y: deskY + 4, w: 80, color: C.terracotta }),
    el("path", { d: heartPath(1030, deskY - 40, 22), fill: C.cream, opacity: 0.85 }),
  );
  return s.grain({ opacity: 0.07, seed: 46 });
}

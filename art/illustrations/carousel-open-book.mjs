/** Carousel: the book open on a table (carousel/open-book.jpg). */
import { poly } from "../lib/book.mjs";
import { blobPath, rng } from "../lib/geometry.mjs";
import { sprig, steamHeart } from "../lib/motifs.mjs";
import { C, SANS, SERIF, T, mix } from "../lib/palette.mjs";
import { fountainPen, openBook } from "../lib/props.mjs";
import { Scene, el } from "../lib/scene.mjs";

/** Lines of "text" as soft rounded bars. */
function textLines(
  rand,
  { x, y, w, lines, gap = 26, thickness = 7, color = C.plum, opacity = 0.24, indent = [], lastShort = true },
) {
  return Array.from({ length: lines }, (_, i) => {
    const last = lastShort && i === lines - 1;
    const start = indent.includes(i) ? w * 0.08 : 0;
    const len = last ? w * rand.range(0.3, 0.6) : w * rand.range(0.9, 1);
    return el("rect", {
      x: x + start,
      y: y + i * gap,
      width: len - start,
      height: thickness,
      rx: thickness / 2,
      fill: color,
      opacity,
    });
  }).join("");
}

/** Satin bookmark ribbon that falls from `top` and ends in a notched tail. */
function ribbon(s, { x, top, end, drift, width = 24, tail = 110 }) {
  const ex = x + drift;
  const d = `M${x} ${top}C${x + drift * 0.3} ${top + (end - top) * 0.5} ${ex} ${end - (end - top) * 0.3} ${ex} ${end}`;
  const hw = width / 2;
  const tailPath = poly([
    [ex - hw, end - 1],
    [ex + hw, end - 1],
    [ex + hw, end + tail],
    [ex, end + tail - width * 0.7],
    [ex - hw, end + tail],
  ]);
  return [
    el(
      "g",
      { transform: "translate(7 8)", opacity: 0.25, filter: s.blur(5) },
      el("path", { d, fill: "none", stroke: C.ink, "stroke-width": width }) + el("path", { d: tailPath, fill: C.ink }),
    ),
    el("path", { d, fill: "none", stroke: C.coral, "stroke-width": width }),
    el("path", { d: tailPath, fill: C.coral }),
    el("path", {
      d: `M${ex - hw * 0.4} ${end - 40}V${end + tail - width}`,
      stroke: C.cream,
      "stroke-opacity": 0.25,
      "stroke-width": 3,
    }),
  ].join("");
}

/** Top-down teacup on a saucer. */
function teacupTop(s, { cx, cy, r }) {
  return [
    el("circle", {
      cx: cx + r * 0.1,
      cy: cy + r * 0.14,
      r: r * 1.5,
      fill: C.ink,
      opacity: 0.3,
      filter: s.blur(r * 0.15),
    }),
    el("circle", { cx, cy, r: r * 1.45, fill: C.cream }),
    el("circle", { cx, cy, r: r * 1.2, fill: "none", stroke: C.sand, "stroke-width": r * 0.06 }),
    el("path", {
      d: `M${cx + r * 0.85} ${cy - r * 0.35}Q${cx + r * 1.5} ${cy - r * 0.5} ${cx + r * 1.45} ${cy}`,
      fill: "none",
      stroke: C.cream,
      "stroke-width": r * 0.22,
      "stroke-linecap": "round",
    }),
    el("circle", { cx, cy, r, fill: mix(C.cream, C.sand, 0.5) }),
    el("circle", { cx, cy, r: r * 0.84, fill: T.tea }),
    el("ellipse", {
      cx: cx - r * 0.25,
      cy: cy - r * 0.3,
      rx: r * 0.3,
      ry: r * 0.12,
      fill: C.cream,
      opacity: 0.25,
      transform: `rotate(-30 ${cx} ${cy})`,
    }),
  ].join("");
}

export async function carouselOpenBook() {
  const s = new Scene(1200, 1600);
  const rand = rng(34);
  const cx = 600;
  const cy = 860;
  const pageW = 500;
  const pageH = 720;
  const top = cy - pageH / 2;
  const lx = cx - pageW + 70;
  const rx = cx + 56;
  const textW = pageW - 126;
  const leftPage = [
    steamHeart(s, { cx: lx + textW / 2, hy: top + 92, size: 50, baseY: top + 140, width: 3.5, glowOpacity: 0 }),
    el(
      "text",
      {
        x: lx + textW / 2,
        y: top + 200,
        "font-family": SANS,
        "font-weight": 700,
        "font-size": 22,
        "letter-spacing": 9,
        "text-anchor": "middle",
        fill: C.terracotta,
      },
      "ONE",
    ),
    el(
      "text",
      {
        x: lx + textW / 2,
        y: top + 290,
        "font-family": SERIF,
        "font-style": "italic",
        "font-size": 92,
        "text-anchor": "middle",
        fill: C.plum,
      },
      "Love",
    ),
    el("path", { d: `M${lx + textW / 2 - 40} ${top + 330}H${lx + textW / 2 + 40}`, stroke: C.gold, "stroke-width": 3 }),
    el("text", { x: lx, y: top + 446, "font-family": SERIF, "font-size": 96, fill: C.wine }, "T"),
    textLines(rand, { x: lx + 70, y: top + 380, w: textW - 70, lines: 3, gap: 30, lastShort: false }),
    textLines(rand, { x: lx, y: top + 470, w: textW, lines: 7, gap: 30 }),
  ].join("");
  const rightPage = [
    textLines(rand, { x: rx, y: top + 70, w: textW, lines: 8, gap: 30, indent: [0] }),
    textLines(rand, { x: rx, y: top + 330, w: textW, lines: 11, gap: 30, indent: [0] }),
    el(
      "text",
      {
        x: rx + textW / 2,
        y: top + pageH - 36,
        "font-family": SERIF,
        "font-size": 22,
        "text-anchor": "middle",
        fill: C.plum,
        opacity: 0.6,
      },
      "3",
    ),
  ].join("");
  const ribbonX = cx + 40;
  s.add(
    el("rect", {
      width: 1200,
      height: 1600,
      fill: s.linear([
        [0, mix(C.terracotta, C.sand, 0.45)],
        [1, mix(C.terracotta, C.wine, 0.25)],
      ]),
    }),
    el("path", { d: blobPath(200, 250, 360, 260, rand), fill: C.coral, opacity: 0.35 }),
    el("path", { d: blobPath(1050, 1450, 380, 260, rand), fill: C.wine, opacity: 0.2 }),
    teacupTop(s, { cx: 960, cy: 260, r: 95 }),
    sprig({
      from: [40, 1520],
      ctrl: [250, 1450],
      to: [420, 1300],
      leaves: 9,
      leafLen: 110,
      colors: [C.sage, T.leafDark, T.leafLight],
    }),
    el(
      "g",
      { transform: `rotate(-4 ${cx} ${cy})` },
      openBook(s, { cx, cy, pageW, pageH, left: leftPage, right: rightPage }) +
        ribbon(s, { x: ribbonX, top: top - 10, end: top + pageH + 30, drift: 40 }),
    ),
    fountainPen(s, { x: 820, y: 1390, len: 380, angle: -28 }),
  );
  return s.grain({ opacity: 0.08, seed: 15 });
}

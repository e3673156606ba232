/** The hero's still life (covers/flat, tablet and phone.jpg): one scene, re-composed per aspect ratio. */
import { book3d, coverTexture } from "../lib/book.mjs";
import { glow, leaf, sprig } from "../lib/motifs.mjs";
import { teacup, woodenSpoon } from "../lib/objects.mjs";
import { C, T, mix } from "../lib/palette.mjs";
import { Scene, el } from "../lib/scene.mjs";

/** A tied bundle of three cinnamon sticks lying on their side. */
function cinnamonBundle(s, { x, y, len, angle = 0 }) {
  const d = len * 0.12;
  const bark = s.linear([
    [0, mix(T.cinnamon, C.gold, 0.35)],
    [0.5, T.cinnamon],
    [1, mix(T.cinnamon, C.ink, 0.35)],
  ]);
  const stick = (sx, sy, l) =>
    el("rect", { x: sx, y: sy - d / 2, width: l, height: d, rx: d * 0.25, fill: bark }) +
    el("path", {
      d: `M${sx + d * 0.4} ${sy + d * 0.1}L${sx + l - d * 0.4} ${sy + d * 0.1}`,
      stroke: C.ink,
      "stroke-opacity": 0.25,
      "stroke-width": d * 0.08,
    }) +
    el("ellipse", { cx: sx + l, cy: sy, rx: d * 0.26, ry: d * 0.5, fill: mix(T.cinnamon, C.gold, 0.4) }) +
    el("path", {
      d: `M${sx + l} ${sy}m0 ${-d * 0.05}a${d * 0.1} ${d * 0.2} 0 1 1 0 ${d * 0.3}a${d * 0.16} ${d * 0.34} 0 1 1 0 ${-d * 0.55}`,
      fill: "none",
      stroke: T.cinnamon,
      "stroke-width": d * 0.07,
    });
  return el(
    "g",
    { transform: `translate(${x} ${y}) rotate(${angle})` },
    el("ellipse", {
      cx: len * 0.5,
      cy: d * 1.0,
      rx: len * 0.55,
      ry: d * 0.35,
      fill: C.ink,
      opacity: 0.45,
      filter: s.blur(d * 0.3),
    }) +
      stick(0, d * 0.45, len * 0.96) +
      stick(len * 0.03, -d * 0.45, len) +
      el("path", {
        d: `M${len * 0.46} ${-d * 1.0}Q${len * 0.5} ${0} ${len * 0.47} ${d * 1.0}M${len * 0.52} ${-d * 1.0}Q${len * 0.56} 0 ${len * 0.53} ${d * 1.0}`,
        fill: "none",
        stroke: C.cream,
        "stroke-width": d * 0.09,
        "stroke-linecap": "round",
      }) +
      el("path", {
        d: `M${len * 0.5} ${-d * 0.9}q${len * 0.03} ${-d * 0.6} ${len * 0.09} ${-d * 0.7}M${len * 0.5} ${-d * 0.9}q${-len * 0.05} ${-d * 0.4} ${-len * 0.1} ${-d * 0.45}`,
        fill: "none",
        stroke: C.cream,
        "stroke-width": d * 0.08,
        "stroke-linecap": "round",
      }),
  );
}

/** Star anise seen from above. */
function starAnise({ x, y, r, angle = 0 }) {
  const pods = Array.from(
    { length: 8 },
    (_, i) =>
      el("ellipse", {
        cx: r * 0.55,
        cy: 0,
        rx: r * 0.45,
        ry: r * 0.2,
        fill: i % 2 ? T.cinnamon : mix(T.cinnamon, C.ink, 0.2),
        transform: `rotate(${i * 45})`,
      }) + el("circle", { cx: r * 0.6, cy: 0, r: r * 0.08, fill: C.gold, transform: `rotate(${i * 45})` }),
  ).join("");
  return el("g", { transform: `translate(${x} ${y}) rotate(${angle})` }, pods);
}

/** Small bud vase with a trailing sprig. */
function budVase(s, { x, y, h }) {
  const w = h * 0.55;
  const fill = s.linear(
    [
      [0, mix(C.sage, C.cream, 0.25)],
      [0.5, C.sage],
      [1, T.leafDeep],
    ],
    { x2: 1, y2: 0 },
  );
  const body = `M${x - w * 0.18} ${y - h}L${x + w * 0.18} ${y - h}L${x + w * 0.16} ${y - h * 0.78}C${x + w * 0.6} ${y - h * 0.6} ${x + w * 0.55} ${y - h * 0.05} ${x + w * 0.3} ${y}L${x - w * 0.3} ${y}C${x - w * 0.55} ${y - h * 0.05} ${x - w * 0.6} ${y - h * 0.6} ${x - w * 0.16} ${y - h * 0.78}Z`;
  return [
    sprig({
      from: [x, y - h],
      ctrl: [x - h * 0.1, y - h * 1.9],
      to: [x - h * 0.55, y - h * 2.55],
      leaves: 8,
      leafLen: h * 0.5,
      colors: [C.sage, T.leafLight, T.leafDark],
    }),
    sprig({
      from: [x + w * 0.05, y - h],
      ctrl: [x + h * 0.35, y - h * 1.5],
      to: [x + h * 0.6, y - h * 1.85],
      leaves: 5,
      leafLen: h * 0.4,
      colors: [T.leafLight, C.sage],
    }),
    el("ellipse", { cx: x, cy: y, rx: w * 0.45, ry: h * 0.05, fill: C.ink, opacity: 0.4, filter: s.blur(h * 0.03) }),
    el("path", { d: body, fill }),
    el("path", {
      d: `M${x - w * 0.32} ${y - h * 0.55}Q${x} ${y - h * 0.45} ${x + w * 0.32} ${y - h * 0.55}`,
      fill: "none",
      stroke: C.cream,
      "stroke-opacity": 0.7,
      "stroke-width": h * 0.025,
    }),
  ].join("");
}

/** Still life in a 1000 × 760 local box; the table's back edge is at y = 600. */
const STILL_LIFE = { w: 1000, h: 760, table: 600 };

function stillLife(s, texture) {
  return [
    budVase(s, { x: 880, y: 588, h: 150 }),
    book3d(s, { x: 220, y: 48, h: 570, texture, shadowDir: -1 }),
    cinnamonBundle(s, { x: 30, y: 672, len: 220, angle: -7 }),
    teacup(s, { cx: 770, y: 690, w: 190 }),
    woodenSpoon(s, { x: 300, y: 738, len: 400, angle: -7 }),
    leaf({ x: 640, y: 748, len: 90, angle: 104, fill: C.sage }),
    leaf({ x: 250, y: 706, len: 70, angle: -120, fill: T.leafDark }),
    starAnise({ x: 960, y: 735, r: 24, angle: 12 }),
    starAnise({ x: 275, y: 755, r: 18, angle: 40 }),
  ].join("");
}

/** Faint botanical silhouettes for calm, text-safe areas. */
function quietFoliage({ x, y, scale = 1, color = C.wine, opacity = 0.18 }) {
  return el(
    "g",
    { transform: `translate(${x} ${y}) scale(${scale})`, opacity },
    sprig({
      from: [0, 0],
      ctrl: [160, -260],
      to: [420, -420],
      leaves: 9,
      leafLen: 150,
      colors: [color],
      stem: color,
      stemWidth: 5,
    }) +
      sprig({
        from: [40, 0],
        ctrl: [320, -80],
        to: [560, -120],
        leaves: 7,
        leafLen: 120,
        colors: [color],
        stem: color,
        stemWidth: 5,
      }),
  );
}

/**
 * A hero background: dark calm wall on the `calm` side, the still life placed
 * at `place` (top-left corner and scale of the local still-life box).
 */
export async function heroScene({ w, h, place, calm }) {
  const s = new Scene(w, h);
  const texture = await coverTexture("front");
  const { x, y, scale } = place;
  const tableY = y + STILL_LIFE.table * scale;
  const focus = { cx: x + 520 * scale, cy: y + 330 * scale };
  const horizontal = calm === "left";

  s.add(
    el("rect", {
      width: w,
      height: h,
      fill: s.linear(
        [
          [0, mix(C.plum, C.ink, 0.45)],
          [1, mix(C.plum, C.wine, 0.35)],
        ],
        horizontal ? { x2: 1, y2: 0 } : {},
      ),
    }),
    glow(s, { ...focus, r: 820 * scale, color: C.coral, opacity: 0.32 }),
    glow(s, { ...focus, r: 420 * scale, color: C.gold, opacity: 0.18 }),
    quietFoliage({ x: -60, y: h * 0.42, scale: w / 1600, opacity: 0.22 }),
    el("rect", {
      y: tableY,
      width: w,
      height: h - tableY,
      fill: s.linear([
        [0, mix(T.woodDark, C.plum, 0.35)],
        [1, mix(C.plum, C.ink, 0.5)],
      ]),
    }),
    el("rect", {
      y: tableY - 2,
      width: w,
      height: 4,
      fill: s.linear(
        [
          [0, C.coral, 0],
          [horizontal ? 0.62 : 0, C.coral, horizontal ? 0 : 0.22],
          [horizontal ? 0.75 : 1, C.coral, 0.22],
        ],
        { x2: 1, y2: 0 },
      ),
    }),
    el("g", { transform: `translate(${x} ${y}) scale(${scale})` }, stillLife(s, texture)),
  );

  // Shade the calm side so overlaid white text keeps ≥ 7:1 contrast.
  const shade = horizontal
    ? s.linear(
        [
          [0, C.ink, 0.78],
          [0.45, C.ink, 0.62],
          [0.64, C.ink, 0],
        ],
        { x2: 1, y2: 0 },
      )
    : s.linear(
        [
          [0, C.ink, 0.78],
          [0.4, C.ink, 0.6],
          [0.56, C.ink, 0],
        ],
        {},
      );
  s.add(el("rect", { width: w, height: h, fill: shade }));
  return s.grain({ opacity: 0.08, seed: 9 });
}

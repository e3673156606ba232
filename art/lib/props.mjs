/** Props shared by the carousel and article illustrations: a night window, a fountain pen, an open book. */
import { dots, glow } from "./motifs.mjs";
import { C, T, mix } from "./palette.mjs";
import { el } from "./scene.mjs";

/** A night-sky window: crescent moon, stars and a sand frame. */
export function nightWindow(s, rand, { x, y, w, h, arch = false }) {
  const outline = arch
    ? `M${x} ${y + h}L${x} ${y + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2}L${x + w} ${y + h}Z`
    : `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
  const clip = s.clip(outline);
  const moonX = x + w * 0.68;
  const moonY = y + h * 0.3;
  const moonR = w * 0.11;
  return [
    el("path", {
      d: outline,
      fill: s.linear([
        [0, T.night],
        [0.7, mix(C.wine, C.plum, 0.3)],
        [1, mix(C.wine, C.coral, 0.25)],
      ]),
    }),
    el(
      "g",
      { "clip-path": clip },
      glow(s, { cx: moonX, cy: moonY, r: moonR * 3, color: C.cream, opacity: 0.25 }) +
        el("path", {
          d: `M${moonX} ${moonY - moonR}A${moonR} ${moonR} 0 1 0 ${moonX + moonR * 0.2} ${moonY + moonR * 0.98}A${moonR * 0.8} ${moonR * 0.8} 0 1 1 ${moonX} ${moonY - moonR}Z`,
          fill: C.cream,
        }) +
        dots(rand, { x, y, w, h: h * 0.6, count: 26, colors: [C.cream, C.gold], min: 1.2, max: 3.2 }) +
        el("path", {
          d: `M${x} ${y + h * 0.85}Q${x + w * 0.3} ${y + h * 0.72} ${x + w * 0.6} ${y + h * 0.82}T${x + w} ${y + h * 0.78}V${y + h}H${x}Z`,
          fill: mix(C.plum, C.ink, 0.3),
        }),
    ),
    el("path", {
      d: `M${x + w / 2} ${y}V${y + h}M${x} ${y + h * 0.55}H${x + w}`,
      stroke: mix(C.sand, C.wine, 0.25),
      "stroke-width": w * 0.025,
    }),
    el("path", { d: outline, fill: "none", stroke: mix(C.sand, C.wine, 0.15), "stroke-width": w * 0.045 }),
    el("rect", {
      x: x - w * 0.06,
      y: y + h,
      width: w * 1.12,
      height: h * 0.05,
      rx: 4,
      fill: mix(C.sand, C.wine, 0.2),
    }),
  ].join("");
}

/** Fountain pen lying at `angle`; (x, y) is the nib tip. */
export function fountainPen(s, { x, y, len, angle }) {
  const r = len * 0.04;
  const barrel = s.linear([
    [0, mix(C.wine, C.coral, 0.25)],
    [0.45, C.wine],
    [1, mix(C.plum, C.ink, 0.3)],
  ]);
  const nib = s.linear([
    [0, mix(C.gold, C.cream, 0.4)],
    [1, T.goldDeep],
  ]);
  return el(
    "g",
    { transform: `translate(${x} ${y}) rotate(${angle})` },
    el("rect", {
      x: len * 0.1,
      y: -r + r * 0.9,
      width: len * 0.9,
      height: r * 2,
      rx: r,
      fill: C.ink,
      opacity: 0.35,
      filter: s.blur(r * 0.5),
    }) +
      el("path", {
        d: `M0 0L${len * 0.14} ${-r * 0.75}Q${len * 0.17} 0 ${len * 0.14} ${r * 0.75}Z`,
        fill: nib,
      }) +
      el("path", { d: `M${len * 0.015} 0H${len * 0.11}`, stroke: T.woodDark, "stroke-width": r * 0.08 }) +
      el("circle", { cx: len * 0.11, cy: 0, r: r * 0.14, fill: T.woodDark }) +
      el("rect", { x: len * 0.14, y: -r * 0.8, width: len * 0.1, height: r * 1.6, rx: r * 0.4, fill: C.ink }) +
      el("rect", { x: len * 0.23, y: -r, width: len * 0.4, height: r * 2, rx: r * 0.5, fill: barrel }) +
      el("rect", { x: len * 0.6, y: -r * 1.06, width: len * 0.03, height: r * 2.12, fill: C.gold }) +
      el("rect", { x: len * 0.63, y: -r * 1.06, width: len * 0.37, height: r * 2.12, rx: r, fill: barrel }) +
      el("path", {
        d: `M${len * 0.68} ${-r * 0.55}H${len * 0.95}`,
        stroke: C.gold,
        "stroke-width": r * 0.35,
        "stroke-linecap": "round",
      }) +
      el("circle", { cx: len * 0.69, cy: -r * 0.55, r: r * 0.3, fill: C.gold }),
  );
}

/** Open hardback seen from above, centred on (cx, cy). `left`/`right` draw page content. */
export function openBook(s, { cx, cy, pageW, pageH, left = "", right = "" }) {
  const top = cy - pageH / 2;
  const bottom = cy + pageH / 2;
  const page = (dir) => {
    const outer = cx + dir * pageW;
    return `M${cx} ${top + 14}Q${cx + dir * pageW * 0.4} ${top - 10} ${outer} ${top}L${outer} ${bottom}Q${cx + dir * pageW * 0.4} ${bottom - 6} ${cx} ${bottom + 10}Z`;
  };
  const gutter = (dir) =>
    s.linear(
      [
        [0, mix(C.sand, C.terracotta, 0.35), 0.9],
        [0.12, C.sand, 0.3],
        [0.3, C.cream, 0],
        [0.9, C.cream, 0],
        [1, mix(C.sand, C.terracotta, 0.2), 0.5],
      ],
      { gradientUnits: "userSpaceOnUse", x1: cx, y1: 0, x2: cx + dir * pageW, y2: 0 },
    );
  const stack = (dir) =>
    [4, 3, 2, 1]
      .map((k) =>
        el("path", {
          d: page(dir),
          fill: k % 2 ? C.sand : C.cream,
          transform: `translate(${dir * k * 3} ${k * 3})`,
        }),
      )
      .join("");
  return [
    el("rect", {
      x: cx - pageW - 30,
      y: top - 10,
      width: pageW * 2 + 60,
      height: pageH + 44,
      rx: 14,
      fill: C.ink,
      opacity: 0.45,
      filter: s.blur(22),
      transform: "translate(14 22)",
    }),
    el("rect", { x: cx - pageW - 24, y: top - 14, width: pageW * 2 + 48, height: pageH + 44, rx: 12, fill: C.plum }),
    stack(-1),
    stack(1),
    el("path", { d: page(-1), fill: C.cream }),
    el("path", { d: page(1), fill: C.cream }),
    left,
    right,
    el("path", { d: page(-1), fill: gutter(-1) }),
    el("path", { d: page(1), fill: gutter(1) }),
  ].join("");
}

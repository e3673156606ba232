/** Motifs drawn in several illustrations: leaves, sprigs, sparkles, glows, steam. */
import { pt, quadAt, sparklePath } from "./geometry.mjs";
import { C, T, mix } from "./palette.mjs";
import { el } from "./scene.mjs";

/** A single two-tone leaf pointing "up" from (x, y), rotated by angle. */
export function leaf({ x, y, len, width = len * 0.42, angle = 0, fill = C.sage, vein = true }) {
  const w = width / 2;
  const L = len;
  const outline = `M0 0C${w * 1.1} ${-L * 0.2} ${w * 0.8} ${-L * 0.78} 0 ${-L}C${-w * 0.8} ${-L * 0.78} ${-w * 1.1} ${-L * 0.2} 0 0Z`;
  const half = `M0 0C${w * 1.1} ${-L * 0.2} ${w * 0.8} ${-L * 0.78} 0 ${-L}Q${w * 0.12} ${-L * 0.5} 0 0Z`;
  const veinPath = `M0 ${-L * 0.02}Q${w * 0.12} ${-L * 0.5} 0 ${-L * 0.94}`;
  return el(
    "g",
    { transform: `translate(${x} ${y}) rotate(${angle})` },
    el("path", { d: outline, fill }) +
      el("path", { d: half, fill: C.ink, opacity: 0.16 }) +
      (vein
        ? el("path", {
            d: veinPath,
            fill: "none",
            stroke: C.cream,
            "stroke-opacity": 0.35,
            "stroke-width": Math.max(1.2, len * 0.018),
            "stroke-linecap": "round",
          })
        : ""),
  );
}

/** A curved stem with alternating leaves along a quadratic Bézier. */
export function sprig({
  from,
  ctrl,
  to,
  leaves = 7,
  leafLen = 90,
  colors = [C.sage, T.leafDark],
  stem = T.leafDark,
  stemWidth = 4,
  spread = 48,
}) {
  const parts = [
    el("path", {
      d: `M${pt(from)}Q${pt(ctrl)} ${pt(to)}`,
      fill: "none",
      stroke: stem,
      "stroke-width": stemWidth,
      "stroke-linecap": "round",
    }),
  ];
  for (let i = 0; i < leaves; i++) {
    const t = 0.18 + (0.8 * i) / Math.max(1, leaves - 1);
    const p = quadAt(from, ctrl, to, Math.min(t, 0.98));
    const side = i % 2 === 0 ? 1 : -1;
    const size = leafLen * (1 - t * 0.35);
    parts.push(
      leaf({
        x: p.x,
        y: p.y,
        len: size,
        angle: p.angle + 90 + side * spread,
        fill: colors[i % colors.length],
      }),
    );
  }
  const tip = quadAt(from, ctrl, to, 1);
  parts.push(leaf({ x: tip.x, y: tip.y, len: leafLen * 0.7, angle: tip.angle + 90, fill: colors[0] }));
  return parts.join("");
}

/** A few soft-edged sparkles scattered in a box. */
export function sparkles(rand, { x, y, w, h, count, color = C.gold, min = 6, max = 16, opacity = 0.9 }) {
  return Array.from({ length: count }, () => {
    const r = rand.range(min, max);
    return el("path", {
      d: sparklePath(x + rand() * w, y + rand() * h, r),
      fill: color,
      opacity: opacity * rand.range(0.55, 1),
    });
  }).join("");
}

/** Scattered dots (spice / confetti). */
export function dots(rand, { x, y, w, h, count, colors, min = 3, max = 8, opacity = 1 }) {
  return Array.from({ length: count }, () =>
    el("circle", {
      cx: x + rand() * w,
      cy: y + rand() * h,
      r: rand.range(min, max),
      fill: rand.pick(colors),
      opacity,
    }),
  ).join("");
}

/** A soft radial glow, typically for lamps, candles and the sun. */
export function glow(s, { cx, cy, r, color = C.gold, opacity = 0.55 }) {
  const fill = s.radial([
    [0, color, opacity],
    [0.45, color, opacity * 0.35],
    [1, color, 0],
  ]);
  return el("circle", { cx, cy, r, fill });
}

/** Wispy steam: a few S-curves rising from (x, y). */
export function steamWisps(s, { x, y, h, spread = 40, count = 3, color = C.cream, width = 6, opacity = 0.5 }) {
  const stroke = s.linear(
    [
      [0, color, 0],
      [0.6, color, opacity],
      [1, color, opacity * 0.4],
    ],
    { gradientUnits: "userSpaceOnUse", x1: 0, y1: y - h, x2: 0, y2: y },
  );
  return Array.from({ length: count }, (_, i) => {
    const ox = x + (i - (count - 1) / 2) * spread;
    const dir = i % 2 === 0 ? 1 : -1;
    const d = `M${ox} ${y}C${ox + dir * spread * 0.6} ${y - h * 0.3} ${ox - dir * spread * 0.6} ${y - h * 0.55} ${ox} ${y - h * 0.75}S${ox + dir * spread * 0.3} ${y - h * 0.95} ${ox} ${y - h}`;
    return el("path", {
      d,
      fill: "none",
      stroke,
      "stroke-width": width,
      "stroke-linecap": "round",
    });
  }).join("");
}

/**
 * The signature motif: a ribbon of steam that rises and loops into a heart.
 * (cx, hy) is the heart centre, baseY where the steam leaves the pot.
 */
export function steamHeart(s, { cx, hy, size, baseY, width = 18, glowOpacity = 0.45 }) {
  const k = size / 2;
  const P = (u, v) => `${cx + u * k} ${hy + v * k}`;
  const bottom = hy + 0.9 * k;
  const rise = baseY - bottom;
  const d =
    `M${cx + 0.1 * k} ${baseY}` +
    `C${cx - 0.35 * k} ${baseY - rise * 0.35} ${cx + 0.3 * k} ${bottom + rise * 0.45} ${P(0, 0.9)}` +
    `C${P(-0.1, 0.8)} ${P(-1, 0.3)} ${P(-1, -0.25)}` +
    `C${P(-1, -0.75)} ${P(-0.45, -0.95)} ${P(0, -0.45)}` +
    `C${P(0.45, -0.95)} ${P(1, -0.75)} ${P(1, -0.25)}` +
    `C${P(1, 0.25)} ${P(0.45, 0.58)} ${P(0.16, 0.78)}`;
  const stroke = s.linear(
    [
      [0, C.gold],
      [0.55, mix(C.gold, C.cream, 0.5)],
      [1, C.cream, 0.15],
    ],
    { gradientUnits: "userSpaceOnUse", x1: 0, y1: hy - k, x2: 0, y2: baseY },
  );
  const line = { d, fill: "none", "stroke-linecap": "round", "stroke-linejoin": "round" };
  const wisp = (dir) => {
    const x0 = cx + dir * 0.55 * k;
    return el("path", {
      d: `M${x0} ${baseY}C${x0 + dir * 0.25 * k} ${baseY - rise * 0.4} ${x0 - dir * 0.2 * k} ${baseY - rise * 0.7} ${x0 + dir * 0.1 * k} ${bottom - 0.1 * k}`,
      fill: "none",
      stroke,
      "stroke-width": width * 0.45,
      "stroke-linecap": "round",
      opacity: 0.55,
    });
  };
  return [
    el("path", {
      ...line,
      stroke: C.gold,
      "stroke-width": width * 3.2,
      opacity: glowOpacity,
      filter: s.blur(width * 1.6),
    }),
    wisp(-1),
    wisp(1),
    el("path", {
      ...line,
      stroke: C.cream,
      "stroke-width": width * 0.28,
      opacity: 0.45,
      transform: `translate(${cx} ${hy}) scale(1.09 1.07) translate(${-cx} ${-hy})`,
    }),
    el("path", { ...line, stroke, "stroke-width": width }),
  ].join("");
}

/**
 * Original illustration generator for the Ada Ikemba author site.
 *
 * Every image in content/images (logo, portrait, book covers, hero
 * backgrounds, carousel and article illustrations) was produced by this
 * script: each composition is built as an SVG document in code and
 * rasterised with sharp (librsvg + fontconfig for text).
 *
 * Requirements: Node 20, sharp, and the system fonts "EB Garamond" and
 * "Lato" (Debian: apt-get install fonts-ebgaramond fonts-lato).
 *
 * Rerun from the project root:
 *   node scripts/generate-art.mjs            # all images
 *   node scripts/generate-art.mjs hero logo  # only outputs whose path matches
 *
 * Output is deterministic: all scattering uses a seeded PRNG.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "content/images");

// ---------------------------------------------------------------------------
// Palette and colour helpers
// ---------------------------------------------------------------------------

const C = {
  plum: "#3d1a3a",
  wine: "#6b2447",
  terracotta: "#d9694a",
  coral: "#f08a6c",
  gold: "#e9b44c",
  cream: "#fbf4ea",
  sand: "#f1e2cc",
  sage: "#7fa58d",
  ink: "#221a24",
};

// The "12" optical size of EB Garamond is the display cut; the default
// fontconfig match is the chunkier 08 caption cut.
const SERIF = "EB Garamond 12, EB Garamond, serif";
const SANS = "Lato, sans-serif";

const hexToRgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** Linear blend of two hex colours (t = 0 → a, t = 1 → b). */
function mix(a, b, t) {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  return `#${ca
    .map((v, i) => Math.round(v + (cb[i] - v) * t).toString(16).padStart(2, "0"))
    .join("")}`;
}

/** Derived tones, all mixed from the palette so everything stays in family. */
const T = {
  leafDark: mix(C.sage, C.ink, 0.35),
  leafDeep: mix(C.sage, C.plum, 0.55),
  leafLight: mix(C.sage, C.cream, 0.3),
  goldDeep: mix(C.gold, C.terracotta, 0.45),
  wood: mix(C.gold, C.terracotta, 0.55),
  woodDark: mix(mix(C.gold, C.terracotta, 0.5), C.wine, 0.45),
  cinnamon: mix(C.terracotta, C.wine, 0.55),
  tea: mix(C.terracotta, C.wine, 0.6),
  night: mix(C.plum, C.ink, 0.55),
  skin: "#6e4129",
  skinShade: "#553020",
  skinLight: "#86543a",
};

// ---------------------------------------------------------------------------
// Deterministic randomness and geometry helpers
// ---------------------------------------------------------------------------

/** mulberry32 seeded PRNG with a few convenience methods. */
function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.pick = (list) => list[Math.floor(next() * list.length)];
  return next;
}

const rad = (deg) => (deg * Math.PI) / 180;
const pt = ([x, y]) => `${x} ${y}`;

/** Catmull-Rom spline through points, as a cubic Bézier path. */
function smoothPath(points, closed = true) {
  const n = points.length;
  const at = (i) => (closed ? points[(i + n) % n] : points[Math.max(0, Math.min(n - 1, i))]);
  let d = `M${pt(points[0])}`;
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return closed ? `${d}Z` : d;
}

/** Organic blob outline around (cx, cy). */
function blobPath(cx, cy, rx, ry, rand, { points = 8, wobble = 0.18 } = {}) {
  const pts = Array.from({ length: points }, (_, i) => {
    const a = (i / points) * Math.PI * 2 + rand() * 0.3;
    const k = 1 + (rand() * 2 - 1) * wobble;
    return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k];
  });
  return smoothPath(pts);
}

/** Point and tangent angle on a quadratic Bézier. */
function quadAt([x0, y0], [x1, y1], [x2, y2], t) {
  const u = 1 - t;
  const x = u * u * x0 + 2 * u * t * x1 + t * t * x2;
  const y = u * u * y0 + 2 * u * t * y1 + t * t * y2;
  const dx = 2 * u * (x1 - x0) + 2 * t * (x2 - x1);
  const dy = 2 * u * (y1 - y0) + 2 * t * (y2 - y1);
  return { x, y, angle: (Math.atan2(dy, dx) * 180) / Math.PI };
}

/** Unit heart (bottom tip at y = 0.9, lobes reach y ≈ -0.8), scaled. */
function heartPath(cx, cy, size) {
  const k = size / 2;
  const P = (u, v) => `${cx + u * k} ${cy + v * k}`;
  return (
    `M${P(0, 0.9)}C${P(-0.1, 0.8)} ${P(-1, 0.3)} ${P(-1, -0.25)}` +
    `C${P(-1, -0.75)} ${P(-0.45, -0.95)} ${P(0, -0.45)}` +
    `C${P(0.45, -0.95)} ${P(1, -0.75)} ${P(1, -0.25)}` +
    `C${P(1, 0.3)} ${P(0.1, 0.8)} ${P(0, 0.9)}Z`
  );
}

/** Concave four-point sparkle. */
function sparklePath(x, y, r) {
  return `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`;
}

// ---------------------------------------------------------------------------
// Scene: a tiny SVG document builder that owns defs (gradients, filters)
// ---------------------------------------------------------------------------

const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${k}="${v}"`)
    .join(" ");

const el = (tag, a = {}, children = "") =>
  children ? `<${tag} ${attrs(a)}>${children}</${tag}>` : `<${tag} ${attrs(a)}/>`;

class Scene {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.defs = [];
    this.body = [];
    this.count = 0;
    this.blurs = new Map();
  }

  uid(prefix) {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  add(...parts) {
    this.body.push(...parts.flat());
    return this;
  }

  gradient(kind, stops, a) {
    const id = this.uid("g");
    const stopEls = stops
      .map(([offset, color, opacity = 1]) =>
        el("stop", { offset, "stop-color": color, "stop-opacity": opacity }),
      )
      .join("");
    this.defs.push(el(`${kind}Gradient`, { id, ...a }, stopEls));
    return `url(#${id})`;
  }

  /** Linear gradient; default direction is top → bottom of the bounding box. */
  linear(stops, a = {}) {
    return this.gradient("linear", stops, { x1: 0, y1: 0, x2: 0, y2: 1, ...a });
  }

  radial(stops, a = {}) {
    return this.gradient("radial", stops, a);
  }

  /** Cached gaussian blur filter. */
  blur(sd) {
    if (!this.blurs.has(sd)) {
      const id = this.uid("b");
      this.defs.push(
        el(
          "filter",
          { id, x: "-50%", y: "-50%", width: "200%", height: "200%" },
          el("feGaussianBlur", { stdDeviation: sd }),
        ),
      );
      this.blurs.set(sd, `url(#${id})`);
    }
    return this.blurs.get(sd);
  }

  clip(d) {
    const id = this.uid("c");
    this.defs.push(el("clipPath", { id }, el("path", { d })));
    return `url(#${id})`;
  }

  /**
   * Film-grain overlay: fractal noise split into a darkening and a lightening
   * layer so the average tone of the artwork is preserved.
   */
  grain({ opacity = 0.1, freq = 0.75, seed = 3 } = {}) {
    const layer = (sign) => {
      const id = this.uid("n");
      const alpha = sign > 0 ? "0 0 0 2.2 -1.1" : "0 0 0 -2.2 1.1";
      this.defs.push(
        el(
          "filter",
          { id, x: 0, y: 0, width: "100%", height: "100%" },
          el("feTurbulence", {
            type: "fractalNoise",
            baseFrequency: freq,
            numOctaves: 2,
            seed,
            stitchTiles: "stitch",
          }) +
            el("feColorMatrix", {
              type: "matrix",
              values: `0 0 0 0 ${sign > 0 ? 0 : 1} 0 0 0 0 ${sign > 0 ? 0 : 1} 0 0 0 0 ${sign > 0 ? 0 : 1} ${alpha}`,
            }),
        ),
      );
      return el("rect", {
        width: this.width,
        height: this.height,
        filter: `url(#${id})`,
        opacity,
      });
    };
    return this.add(layer(1), layer(-1));
  }

  toString() {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
      `width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
    // Trim float noise (e.g. 412.33333333) to keep documents compact.
    return svg.replace(/(\d+\.\d{2})\d+/g, "$1");
  }
}

// ---------------------------------------------------------------------------
// Shared motifs
// ---------------------------------------------------------------------------

/** A single two-tone leaf pointing "up" from (x, y), rotated by angle. */
function leaf({ x, y, len, width = len * 0.42, angle = 0, fill = C.sage, vein = true }) {
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
function sprig({
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
function sparkles(rand, { x, y, w, h, count, color = C.gold, min = 6, max = 16, opacity = 0.9 }) {
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
function dots(rand, { x, y, w, h, count, colors, min = 3, max = 8, opacity = 1 }) {
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
function glow(s, { cx, cy, r, color = C.gold, opacity = 0.55 }) {
  const fill = s.radial([
    [0, color, opacity],
    [0.45, color, opacity * 0.35],
    [1, color, 0],
  ]);
  return el("circle", { cx, cy, r, fill });
}

/** Wispy steam: a few S-curves rising from (x, y). */
function steamWisps(s, { x, y, h, spread = 40, count = 3, color = C.cream, width = 6, opacity = 0.5 }) {
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
function steamHeart(s, { cx, hy, size, baseY, width = 18, glowOpacity = 0.45 }) {
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
    el("path", { ...line, stroke, "stroke-width": width }),
  ].join("");
}

// ---------------------------------------------------------------------------
// Objects
// ---------------------------------------------------------------------------

/** A round-bellied cooking pot; (cx, cy) is the centre of the rim. */
function cookingPot(s, { cx, cy, w, pattern = true, soup = true }) {
  const hw = w / 2;
  const bottomY = cy + w * 0.62;
  const body =
    `M${cx - hw} ${cy}` +
    `C${cx - hw * 1.16} ${cy + w * 0.28} ${cx - hw * 0.92} ${bottomY - w * 0.03} ${cx - hw * 0.55} ${bottomY}` +
    `Q${cx} ${bottomY + w * 0.06} ${cx + hw * 0.55} ${bottomY}` +
    `C${cx + hw * 0.92} ${bottomY - w * 0.03} ${cx + hw * 1.16} ${cy + w * 0.28} ${cx + hw} ${cy}Z`;
  const bodyFill = s.linear(
    [
      [0, mix(C.terracotta, C.wine, 0.55)],
      [0.18, C.terracotta],
      [0.38, C.coral],
      [0.7, C.terracotta],
      [1, mix(C.terracotta, C.plum, 0.65)],
    ],
    { x2: 1, y2: 0 },
  );
  const clip = s.clip(body);
  const band = (y, bend) => `M${cx - hw * 1.2} ${y}Q${cx} ${y + bend} ${cx + hw * 1.2} ${y}`;
  const bandY = cy + w * 0.13;
  const bandBend = w * 0.11;
  const motif = [];
  if (pattern) {
    for (let i = 0; i <= 14; i++) {
      const t = i / 14;
      const p = quadAt(
        [cx - hw * 1.2, bandY + w * 0.035],
        [cx, bandY + w * 0.035 + bandBend],
        [cx + hw * 1.2, bandY + w * 0.035],
        t,
      );
      motif.push(
        el("path", {
          d: `M${p.x - w * 0.018} ${p.y + w * 0.014}L${p.x} ${p.y - w * 0.016}L${p.x + w * 0.018} ${p.y + w * 0.014}Z`,
          fill: C.cream,
          opacity: 0.85,
        }),
      );
    }
  }
  const rimFill = s.linear(
    [
      [0, mix(C.gold, C.cream, 0.3)],
      [1, T.goldDeep],
    ],
    {},
  );
  const handle = (dir) =>
    el("path", {
      d: `M${cx + dir * hw * 0.98} ${cy + w * 0.035}C${cx + dir * hw * 1.3} ${cy + w * 0.0} ${cx + dir * hw * 1.32} ${cy + w * 0.15} ${cx + dir * hw * 1.06} ${cy + w * 0.15}`,
      fill: "none",
      stroke: T.goldDeep,
      "stroke-width": w * 0.032,
      "stroke-linecap": "round",
    });
  const soupFill = s.radial(
    [
      [0, C.coral],
      [1, mix(C.terracotta, C.wine, 0.4)],
    ],
    { cx: 0.45, cy: 0.35, r: 0.7 },
  );
  return [
    el("ellipse", {
      cx,
      cy: bottomY + w * 0.03,
      rx: hw * 0.95,
      ry: w * 0.045,
      fill: C.ink,
      opacity: 0.55,
      filter: s.blur(w * 0.02),
    }),
    handle(-1),
    handle(1),
    el("path", { d: body, fill: bodyFill }),
    el(
      "g",
      { "clip-path": clip },
      el("path", {
        d: band(bandY, bandBend),
        fill: "none",
        stroke: C.gold,
        "stroke-width": w * 0.012,
      }) +
        el("path", {
          d: band(bandY + w * 0.07, bandBend),
          fill: "none",
          stroke: C.gold,
          "stroke-width": w * 0.012,
        }) +
        motif.join("") +
        el("path", {
          d: `M${cx - hw * 0.82} ${cy + w * 0.1}C${cx - hw * 0.92} ${cy + w * 0.3} ${cx - hw * 0.78} ${cy + w * 0.46} ${cx - hw * 0.55} ${cy + w * 0.54}`,
          fill: "none",
          stroke: C.cream,
          "stroke-opacity": 0.28,
          "stroke-width": w * 0.03,
          "stroke-linecap": "round",
        }),
    ),
    el("ellipse", { cx, cy, rx: hw * 1.04, ry: w * 0.08, fill: rimFill }),
    el("ellipse", { cx, cy: cy + w * 0.004, rx: hw * 0.93, ry: w * 0.062, fill: T.night }),
    soup
      ? el("ellipse", { cx, cy: cy + w * 0.014, rx: hw * 0.86, ry: w * 0.048, fill: soupFill })
      : "",
  ].join("");
}

/** Side view of a teacup on a saucer; y is the saucer centre line. */
function teacup(s, { cx, y, w, steam = true }) {
  const top = y - w * 0.62;
  const bottom = y - w * 0.06;
  const hw = w / 2;
  const cupBody = `M${cx - hw} ${top}C${cx - hw} ${top + w * 0.38} ${cx - hw * 0.62} ${bottom} ${cx - hw * 0.3} ${bottom}L${cx + hw * 0.3} ${bottom}C${cx + hw * 0.62} ${bottom} ${cx + hw} ${top + w * 0.38} ${cx + hw} ${top}Z`;
  const cupFill = s.linear(
    [
      [0, C.cream],
      [0.6, C.cream],
      [1, mix(C.sand, C.terracotta, 0.25)],
    ],
    { x2: 1, y2: 0 },
  );
  const saucerFill = s.linear([
    [0, C.cream],
    [1, mix(C.sand, C.terracotta, 0.2)],
  ]);
  return [
    el("ellipse", {
      cx: cx + w * 0.05,
      cy: y + w * 0.07,
      rx: w * 0.66,
      ry: w * 0.07,
      fill: C.ink,
      opacity: 0.45,
      filter: s.blur(w * 0.03),
    }),
    el("ellipse", { cx, cy: y + w * 0.02, rx: w * 0.62, ry: w * 0.1, fill: mix(C.sand, C.terracotta, 0.3) }),
    el("ellipse", { cx, cy: y, rx: w * 0.62, ry: w * 0.1, fill: saucerFill }),
    el("ellipse", { cx, cy: y - w * 0.01, rx: w * 0.32, ry: w * 0.045, fill: mix(C.sand, C.terracotta, 0.15) }),
    el("path", {
      d: `M${cx + hw * 0.92} ${top + w * 0.1}C${cx + hw * 1.55} ${top + w * 0.02} ${cx + hw * 1.5} ${top + w * 0.42} ${cx + hw * 0.7} ${top + w * 0.42}`,
      fill: "none",
      stroke: mix(C.cream, C.sand, 0.6),
      "stroke-width": w * 0.065,
      "stroke-linecap": "round",
    }),
    el("path", { d: cupBody, fill: cupFill }),
    el("path", {
      d: `M${cx - hw * 0.985} ${top + w * 0.14}Q${cx} ${top + w * 0.24} ${cx + hw * 0.985} ${top + w * 0.14}L${cx + hw * 0.96} ${top + w * 0.2}Q${cx} ${top + w * 0.3} ${cx - hw * 0.96} ${top + w * 0.2}Z`,
      fill: C.terracotta,
    }),
    el("path", {
      d: heartPath(cx, top + w * 0.33, w * 0.1),
      fill: C.wine,
      opacity: 0.9,
    }),
    el("ellipse", { cx, cy: top, rx: hw, ry: w * 0.085, fill: mix(C.cream, C.sand, 0.5) }),
    el("ellipse", { cx, cy: top + w * 0.008, rx: hw * 0.9, ry: w * 0.066, fill: T.tea }),
    steam ? steamWisps(s, { x: cx, y: top - w * 0.08, h: w * 0.75, spread: w * 0.16, width: w * 0.03 }) : "",
  ].join("");
}

/** A wooden spoon lying at `angle`, handle end at (x, y). */
function woodenSpoon(s, { x, y, len, angle }) {
  const hwid = len * 0.026;
  const fill = s.linear(
    [
      [0, mix(T.wood, C.cream, 0.25)],
      [1, T.woodDark],
    ],
    {},
  );
  const bowlX = len * 0.84;
  return el(
    "g",
    { transform: `translate(${x} ${y}) rotate(${angle})` },
    el("path", {
      d: `M0 ${hwid * 2.5}L${len} ${hwid * 2.5}`,
      stroke: C.ink,
      "stroke-width": hwid * 2.4,
      opacity: 0.35,
      filter: s.blur(len * 0.012),
      "stroke-linecap": "round",
    }) +
      el("rect", { x: 0, y: -hwid, width: bowlX, height: hwid * 2, rx: hwid, fill }) +
      el("ellipse", { cx: bowlX, cy: 0, rx: len * 0.17, ry: len * 0.075, fill }) +
      el("ellipse", {
        cx: bowlX + len * 0.01,
        cy: len * 0.006,
        rx: len * 0.13,
        ry: len * 0.052,
        fill: T.woodDark,
        opacity: 0.45,
      }) +
      el("path", {
        d: `M${len * 0.04} ${-hwid * 0.35}L${len * 0.6} ${-hwid * 0.35}`,
        stroke: C.cream,
        "stroke-opacity": 0.35,
        "stroke-width": hwid * 0.4,
        "stroke-linecap": "round",
      }),
  );
}

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
      stick(len * 0.06, d * 0.5 - d * 0.02 + d * 0.0, len * 0.92).replace(/^/, "") +
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
  const pods = Array.from({ length: 8 }, (_, i) =>
    el("ellipse", {
      cx: r * 0.55,
      cy: 0,
      rx: r * 0.45,
      ry: r * 0.2,
      fill: i % 2 ? T.cinnamon : mix(T.cinnamon, C.ink, 0.2),
      transform: `rotate(${i * 45})`,
    }) +
    el("circle", { cx: r * 0.6, cy: 0, r: r * 0.08, fill: C.gold, transform: `rotate(${i * 45})` }),
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

// ---------------------------------------------------------------------------
// Book cover designs (rendered once, reused as textures on book objects)
// ---------------------------------------------------------------------------

const COVER_W = 1600;
const COVER_H = 2400;

/** The cover's plum-to-wine ground with a soft arch and grain. */
function coverGround(s, rand) {
  const { width: w, height: h } = s;
  s.add(
    el("rect", {
      width: w,
      height: h,
      fill: s.linear([
        [0, mix(C.plum, C.ink, 0.25)],
        [0.55, C.plum],
        [1, mix(C.wine, C.plum, 0.35)],
      ]),
    }),
    el("circle", {
      cx: w * 0.5,
      cy: h * 0.55,
      r: w * 0.75,
      fill: s.radial([
        [0, C.wine, 0.8],
        [1, C.wine, 0],
      ]),
    }),
    el("path", {
      d: blobPath(w * 0.1, h * 0.12, w * 0.32, w * 0.26, rand),
      fill: C.wine,
      opacity: 0.25,
    }),
    el("path", {
      d: blobPath(w * 0.95, h * 0.9, w * 0.35, w * 0.28, rand),
      fill: C.wine,
      opacity: 0.3,
    }),
  );
}

function coverFront() {
  const s = new Scene(COVER_W, COVER_H);
  const rand = rng(11);
  const cx = COVER_W / 2;
  coverGround(s, rand);

  // Arch "window" framing the pot and steam.
  const archTop = 1010;
  const archR = 540;
  const archBottom = 2118;
  const arch = `M${cx - archR} ${archBottom}L${cx - archR} ${archTop + archR}A${archR} ${archR} 0 0 1 ${cx + archR} ${archTop + archR}L${cx + archR} ${archBottom}Z`;
  s.add(
    el("path", {
      d: arch,
      fill: s.linear([
        [0, mix(C.wine, C.coral, 0.12)],
        [1, mix(C.wine, C.plum, 0.4)],
      ]),
    }),
    el("path", {
      d: `M${cx - archR - 26} ${archBottom}L${cx - archR - 26} ${archTop + archR}A${archR + 26} ${archR + 26} 0 0 1 ${cx + archR + 26} ${archTop + archR}L${cx + archR + 26} ${archBottom}Z`,
      fill: "none",
      stroke: C.gold,
      "stroke-width": 4,
      opacity: 0.55,
    }),
    glow(s, { cx, cy: 1420, r: 520, color: C.coral, opacity: 0.35 }),
  );

  // Herbs tucked behind the pot.
  s.add(
    sprig({
      from: [cx - 250, 1900],
      ctrl: [cx - 470, 1700],
      to: [cx - 480, 1420],
      leaves: 7,
      leafLen: 150,
      colors: [C.sage, T.leafDark, T.leafLight],
      stemWidth: 6,
    }),
    sprig({
      from: [cx + 250, 1900],
      ctrl: [cx + 500, 1760],
      to: [cx + 470, 1470],
      leaves: 6,
      leafLen: 140,
      colors: [T.leafDark, C.sage],
      stemWidth: 6,
    }),
  );

  s.add(
    steamHeart(s, { cx, hy: 1330, size: 500, baseY: 1700, width: 20 }),
    cookingPot(s, { cx, cy: 1700, w: 640 }),
    sparkles(rand, { x: cx - 480, y: 1080, w: 960, h: 440, count: 9, min: 8, max: 20 }),
  );

  // Typography.
  const serif = { "font-family": SERIF, "text-anchor": "middle", fill: C.cream };
  const sans = { "font-family": SANS, "text-anchor": "middle" };
  s.add(
    el("path", { d: `M${cx - 420} 196H${cx - 320}M${cx + 320} 196H${cx + 420}`, stroke: C.gold, "stroke-width": 3 }),
    el(
      "text",
      { ...sans, x: cx, y: 210, "font-size": 40, "letter-spacing": 12, fill: C.gold, "font-weight": 700 },
      "SIX SHORT STORIES",
    ),
    el("text", { ...serif, x: cx, y: 470, "font-size": 230, "letter-spacing": -3 }, "My Secret"),
    el("text", { ...serif, x: cx, y: 690, "font-size": 230, "letter-spacing": -3 }, "Ingredient"),
    el(
      "text",
      { ...serif, x: cx, y: 910, "font-size": 230, "letter-spacing": -2 },
      `is ${el("tspan", { "font-style": "italic", fill: C.gold }, "Love")}`,
    ),
    el(
      "text",
      { ...sans, x: cx, y: 2270, "font-size": 60, "letter-spacing": 22, fill: C.cream, "font-weight": 700 },
      "ADA IKEMBA",
    ),
  );
  return s.grain({ opacity: 0.1, seed: 5 });
}

/** Circular "AI" monogram used as the site logo and publisher mark. */
function monogram(s, { cx, cy, r }) {
  return [
    el("circle", {
      cx,
      cy,
      r,
      fill: s.linear([
        [0, mix(C.wine, C.plum, 0.35)],
        [1, mix(C.plum, C.ink, 0.2)],
      ]),
    }),
    el("circle", { cx, cy, r: r * 0.88, fill: "none", stroke: C.gold, "stroke-width": r * 0.03 }),
    el(
      "text",
      {
        x: cx - r * 0.02,
        y: cy + r * 0.3,
        "font-family": SERIF,
        "font-weight": 700,
        "font-size": r * 0.98,
        "letter-spacing": -r * 0.02,
        "text-anchor": "middle",
        fill: C.cream,
      },
      "AI",
    ),
    el("path", { d: heartPath(cx, cy + r * 0.55, r * 0.2), fill: C.gold }),
  ].join("");
}

function coverBack() {
  const s = new Scene(COVER_W, COVER_H);
  const rand = rng(12);
  const cx = COVER_W / 2;
  coverGround(s, rand);
  const serif = { "font-family": SERIF, "text-anchor": "middle", fill: C.cream };
  const sans = { "font-family": SANS, "text-anchor": "middle" };
  const body = ["Love, joy, patience, faith, prayer and kindness,", "stirred slowly and served warm."];
  const barcode = [];
  let bx = 0;
  while (bx < 300) {
    const bw = rand.pick([4, 4, 6, 8, 12]);
    barcode.push(el("rect", { x: 1150 + bx, y: 1990, width: bw, height: 150, fill: C.ink }));
    bx += bw + rand.pick([4, 6, 6, 10]);
  }
  s.add(
    steamHeart(s, { cx, hy: 380, size: 200, baseY: 560, width: 10, glowOpacity: 0.35 }),
    el("text", { ...serif, x: cx, y: 820, "font-size": 130, "letter-spacing": -1 }, "Six stories."),
    el(
      "text",
      { ...serif, x: cx, y: 970, "font-size": 130, "font-style": "italic", fill: C.gold },
      "One secret ingredient.",
    ),
    el("path", { d: `M${cx - 70} 1090H${cx + 70}`, stroke: C.coral, "stroke-width": 4 }),
    ...body.map((line, i) =>
      el("text", { ...serif, x: cx, y: 1230 + i * 82, "font-size": 60, opacity: 0.92 }, line),
    ),
    sprig({
      from: [cx - 260, 1560],
      ctrl: [cx, 1500],
      to: [cx + 260, 1560],
      leaves: 9,
      leafLen: 70,
      spread: 60,
      colors: [C.sage, T.leafLight],
      stemWidth: 4,
    }),
    el(
      "text",
      { ...sans, x: cx, y: 1720, "font-size": 46, "letter-spacing": 18, fill: C.cream, "font-weight": 700 },
      "ADA IKEMBA",
    ),
    monogram(s, { cx: 260, cy: 2070, r: 90 }),
    el("rect", { x: 1110, y: 1950, width: 380, height: 250, rx: 8, fill: C.cream }),
    ...barcode,
    el(
      "text",
      { ...sans, x: 1300, y: 2178, "font-size": 24, "letter-spacing": 10, fill: C.ink },
      "FICTION",
    ),
  );
  return s.grain({ opacity: 0.1, seed: 6 });
}

// ---------------------------------------------------------------------------
// The book as an object
// ---------------------------------------------------------------------------

/** Cover artwork as an embeddable JPEG data URI (rendered once). */
const textureCache = new Map();
async function coverTexture(name) {
  if (!textureCache.has(name)) {
    const scene = name === "back" ? coverBack() : coverFront();
    const buf = await sharp(Buffer.from(scene.toString()))
      .resize(1000, 1500)
      .jpeg({ quality: 92 })
      .toBuffer();
    textureCache.set(name, `data:image/jpeg;base64,${buf.toString("base64")}`);
  }
  return textureCache.get(name);
}

const poly = (pts) => `M${pts.map(pt).join("L")}Z`;

/**
 * A hardback seen nearly face-on, with an oblique top and side so the page
 * block (or the spine, for a back view) reads as depth.
 */
function book3d(s, { x, y, h, texture, depth = h * 0.075, side = "pages", shadowDir = 1, shadow = 0.55 }) {
  const w = (h * COVER_W) / COVER_H;
  const dx = depth * 0.7;
  const dy = -depth * 0.55;
  const paper = s.linear([
    [0, C.cream],
    [1, mix(C.sand, C.terracotta, 0.15)],
  ]);
  const board = mix(C.plum, C.ink, 0.3);
  const topFace = poly([
    [x, y],
    [x + dx, y + dy],
    [x + w + dx, y + dy],
    [x + w, y],
  ]);
  const sideFace = poly([
    [x + w, y],
    [x + w + dx, y + dy],
    [x + w + dx, y + h + dy],
    [x + w, y + h],
  ]);
  const pageLines = [];
  for (let k = 0.18; k < 0.86; k += 0.11) {
    pageLines.push(`M${x + dx * k + w * 0.02} ${y + dy * k}L${x + w + dx * k} ${y + dy * k}`);
    if (side === "pages") {
      pageLines.push(`M${x + w + dx * k} ${y + dy * k}L${x + w + dx * k} ${y + h + dy * k}`);
    }
  }
  const spineFill = s.linear(
    [
      [0, mix(C.wine, C.plum, 0.3)],
      [1, board],
    ],
    { x2: 1, y2: 0 },
  );
  const hinge = s.linear(
    [
      [0, C.ink, 0.35],
      [0.3, C.cream, 0.14],
      [0.55, C.ink, 0.22],
      [1, C.ink, 0],
    ],
    { x2: 1, y2: 0 },
  );
  const gloss = s.linear(
    [
      [0, C.cream, 0.1],
      [0.35, C.cream, 0],
      [0.7, C.cream, 0.05],
      [1, C.cream, 0],
    ],
    { x2: 1, y2: 1 },
  );
  const hingeX = side === "pages" ? x : x + w - w * 0.07;
  const cast = poly([
    [x + w * 0.05, y + h],
    [x + w + dx, y + h + dy],
    [x + w + dx + shadowDir * h * 0.18, y + h - h * 0.03],
    [x + w * 0.2 + shadowDir * h * 0.22, y + h + h * 0.03],
  ]);
  return [
    el("path", { d: cast, fill: C.ink, opacity: shadow * 0.6, filter: s.blur(h * 0.03) }),
    el("ellipse", {
      cx: x + w / 2 + dx / 2,
      cy: y + h,
      rx: w * 0.58,
      ry: h * 0.02,
      fill: C.ink,
      opacity: shadow,
      filter: s.blur(h * 0.012),
    }),
    el("path", { d: topFace, fill: paper }),
    el("path", { d: sideFace, fill: side === "pages" ? paper : spineFill }),
    el("path", {
      d: pageLines.join(""),
      stroke: mix(C.sand, C.terracotta, 0.35),
      "stroke-width": Math.max(1, h * 0.0015),
      opacity: 0.8,
    }),
    el("path", {
      d: `M${x + dx} ${y + dy}L${x + w + dx} ${y + dy}L${x + w + dx} ${y + h + dy}`,
      fill: "none",
      stroke: board,
      "stroke-width": h * 0.006,
      "stroke-linejoin": "round",
    }),
    side === "pages"
      ? el("path", {
          d: poly([
            [x, y],
            [x + dx, y + dy],
            [x + dx + w * 0.03, y + dy],
            [x + w * 0.03, y],
          ]),
          fill: board,
        })
      : el("path", {
          d: poly([
            [x + w - w * 0.005, y],
            [x + w + dx, y + dy],
            [x + w + dx, y + dy + h * 0.004],
            [x + w, y + h * 0.004],
          ]),
          fill: board,
        }),
    el("image", {
      x,
      y,
      width: w,
      height: h,
      preserveAspectRatio: "none",
      href: texture,
    }),
    el("rect", { x: hingeX, y, width: w * 0.07, height: h, fill: hinge }),
    el("rect", { x, y, width: w, height: h, fill: gloss }),
    el("path", {
      d: `M${x} ${y}L${x + w} ${y}L${x + w} ${y + h}`,
      fill: "none",
      stroke: C.cream,
      "stroke-opacity": 0.18,
      "stroke-width": h * 0.002,
    }),
  ].join("");
}

// ---------------------------------------------------------------------------
// Hero backgrounds: one still life, re-composed per aspect ratio
// ---------------------------------------------------------------------------

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
function quietFoliage(rand, { x, y, scale = 1, color = C.wine, opacity = 0.18 }) {
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
async function heroScene({ w, h, place, calm }) {
  const s = new Scene(w, h);
  const rand = rng(21);
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
    quietFoliage(rand, { x: -60, y: h * 0.42, scale: w / 1600, opacity: 0.22 }),
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
      fill: C.coral,
      opacity: 0.22,
    }),
    el("g", { transform: `translate(${x} ${y}) scale(${scale})` }, stillLife(s, texture)),
  );

  // Shade the calm side so overlaid white text keeps ≥ 7:1 contrast.
  const shade = horizontal
    ? s.linear(
        [
          [0, C.ink, 0.78],
          [0.42, C.ink, 0.62],
          [0.6, C.ink, 0],
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

// ---------------------------------------------------------------------------
// Carousel
// ---------------------------------------------------------------------------

async function carouselFront() {
  const s = new Scene(1200, 1600);
  const rand = rng(31);
  const texture = await coverTexture("front");
  s.add(
    el("rect", {
      width: 1200,
      height: 1600,
      fill: s.linear([
        [0, C.cream],
        [1, C.sand],
      ]),
    }),
    el("path", { d: blobPath(640, 760, 520, 600, rand, { wobble: 0.1 }), fill: mix(C.sand, C.coral, 0.18) }),
    el("rect", { y: 1330, width: 1200, height: 270, fill: mix(C.sand, C.terracotta, 0.12) }),
    sprig({
      from: [80, 1400],
      ctrl: [120, 1100],
      to: [300, 940],
      leaves: 8,
      leafLen: 120,
      colors: [C.sage, T.leafDark],
    }),
    book3d(s, { x: 280, y: 280, h: 1050, texture, shadow: 0.35 }),
    sparkles(rand, { x: 880, y: 200, w: 250, h: 300, count: 4, min: 10, max: 22 }),
    starAnise({ x: 1020, y: 1440, r: 34, angle: 10 }),
    leaf({ x: 900, y: 1480, len: 110, angle: 70, fill: C.sage }),
  );
  return s.grain({ opacity: 0.08, seed: 12 });
}

async function carouselBack() {
  const s = new Scene(1200, 1600);
  const rand = rng(32);
  const texture = await coverTexture("back");
  s.add(
    el("rect", {
      width: 1200,
      height: 1600,
      fill: s.linear([
        [0, mix(C.sage, C.cream, 0.15)],
        [1, mix(C.sage, C.plum, 0.15)],
      ]),
    }),
    el("path", { d: blobPath(560, 760, 540, 620, rand, { wobble: 0.1 }), fill: mix(C.sage, C.cream, 0.3), opacity: 0.6 }),
    el("rect", { y: 1330, width: 1200, height: 270, fill: mix(C.sage, C.plum, 0.22) }),
    book3d(s, { x: 230, y: 280, h: 1050, texture, side: "spine", shadow: 0.35 }),
    sprig({
      from: [1140, 1420],
      ctrl: [1080, 1120],
      to: [940, 960],
      leaves: 8,
      leafLen: 120,
      colors: [T.leafLight, mix(C.sage, C.cream, 0.5)],
      stem: T.leafLight,
    }),
  );
  return s.grain({ opacity: 0.08, seed: 13 });
}

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
  const tufts = [0.3, 0.5, 0.7]
    .map((t) => `M${x + w * t} ${top + h * 0.1}L${x + w * t} ${top + h * 0.48}`)
    .join("");
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
    ...[0.3, 0.5, 0.7].map((t) =>
      el("circle", { cx: x + w * t, cy: top + h * 0.3, r: w * 0.012, fill: darker }),
    ),
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

/** A night-sky window: crescent moon, stars and a sand frame. */
function nightWindow(s, rand, { x, y, w, h, arch = false }) {
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

async function carouselNook() {
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
    el("g", { transform: "translate(7 8)", opacity: 0.25, filter: s.blur(5) }, el("path", { d, fill: "none", stroke: C.ink, "stroke-width": width }) + el("path", { d: tailPath, fill: C.ink })),
    el("path", { d, fill: "none", stroke: C.coral, "stroke-width": width }),
    el("path", { d: tailPath, fill: C.coral }),
    el("path", { d: `M${ex - hw * 0.4} ${end - 40}V${end + tail - width}`, stroke: C.cream, "stroke-opacity": 0.25, "stroke-width": 3 }),
  ].join("");
}

/** Fountain pen lying at `angle`; (x, y) is the nib tip. */
function fountainPen(s, { x, y, len, angle }) {
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
function openBook(s, { cx, cy, pageW, pageH, left = "", right = "" }) {
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

/** Top-down teacup on a saucer. */
function teacupTop(s, { cx, cy, r }) {
  return [
    el("circle", { cx: cx + r * 0.1, cy: cy + r * 0.14, r: r * 1.5, fill: C.ink, opacity: 0.3, filter: s.blur(r * 0.15) }),
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

async function carouselOpenBook() {
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
    el(
      "text",
      { x: lx, y: top + 446, "font-family": SERIF, "font-size": 96, fill: C.wine },
      "T",
    ),
    textLines(rand, { x: lx + 70, y: top + 380, w: textW - 70, lines: 3, gap: 30, lastShort: false }),
    textLines(rand, { x: lx, y: top + 470, w: textW, lines: 7, gap: 30 }),
  ].join("");
  const rightPage = [
    textLines(rand, { x: rx, y: top + 70, w: textW, lines: 8, gap: 30, indent: [0] }),
    textLines(rand, { x: rx, y: top + 330, w: textW, lines: 11, gap: 30, indent: [0] }),
    el(
      "text",
      { x: rx + textW / 2, y: top + pageH - 36, "font-family": SERIF, "font-size": 22, "text-anchor": "middle", fill: C.plum, opacity: 0.6 },
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

function logo() {
  const s = new Scene(512, 512);
  return s.add(monogram(s, { cx: 256, cy: 256, r: 250 }));
}

// ---------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------

async function write(rel, scene, { format = "jpeg" } = {}) {
  const file = path.join(OUT, rel);
  await mkdir(path.dirname(file), { recursive: true });
  const img = sharp(Buffer.from(scene.toString()));
  const out =
    format === "png"
      ? img.png({ compressionLevel: 9, palette: false })
      : img.flatten({ background: C.ink }).jpeg({ quality: 85, mozjpeg: true });
  const info = await out.toFile(file);
  console.log(`${rel.padEnd(44)} ${info.width}x${info.height} ${(info.size / 1024).toFixed(0)} KB`);
}

const OUTPUTS = {
  "covers/portrait.jpg": () => coverFront(),
  "covers/flat.jpg": () =>
    heroScene({ w: 2400, h: 1350, calm: "left", place: { x: 1445, y: 400, scale: 0.93 } }),
  "covers/tablet.jpg": () =>
    heroScene({ w: 1536, h: 2048, calm: "top", place: { x: 143, y: 1080, scale: 1.25 } }),
  "covers/phone.jpg": () =>
    heroScene({ w: 1080, h: 1920, calm: "top", place: { x: 40, y: 1148, scale: 1.0 } }),
  "carousel/front-cover.jpg": () => carouselFront(),
  "carousel/back-cover.jpg": () => carouselBack(),
  "carousel/reading-nook.jpg": () => carouselNook(),
  "carousel/open-book.jpg": () => carouselOpenBook(),
  "logo.png": () => logo(),
};

const filters = process.argv.slice(2);
for (const [rel, build] of Object.entries(OUTPUTS)) {
  if (filters.length && !filters.some((f) => rel.includes(f))) continue;
  await write(rel, await build(), { format: rel.endsWith(".png") ? "png" : "jpeg" });
}

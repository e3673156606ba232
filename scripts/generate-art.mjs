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
 *   node scripts/generate-art.mjs covers logo  # only outputs whose path contains an argument
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
    .map((v, i) =>
      Math.round(v + (cb[i] - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
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
      .map(([offset, color, opacity = 1]) => el("stop", { offset, "stop-color": color, "stop-opacity": opacity }))
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

  pattern(size, content, a = {}) {
    const id = this.uid("p");
    this.defs.push(el("pattern", { id, width: size, height: size, patternUnits: "userSpaceOnUse", ...a }, content));
    return `url(#${id})`;
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
      el("ellipse", {
        cx,
        cy: cy + w * 0.05,
        rx: hw * 1.1,
        ry: w * 0.07,
        fill: C.ink,
        opacity: 0.22,
        filter: s.blur(w * 0.02),
      }) +
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
    soup ? el("ellipse", { cx, cy: cy + w * 0.014, rx: hw * 0.86, ry: w * 0.048, fill: soupFill }) : "",
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
function woodenSpoon(s, { x, y, len, angle, shadow = true }) {
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
    (shadow
      ? el("path", {
          d: `M0 ${hwid * 2.5}L${len} ${hwid * 2.5}`,
          stroke: C.ink,
          "stroke-width": hwid * 2.4,
          opacity: 0.35,
          filter: s.blur(len * 0.012),
          "stroke-linecap": "round",
        })
      : "") +
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
    el("text", { ...serif, x: cx, y: 462, "font-size": 252, "letter-spacing": -4 }, "My Secret"),
    el("text", { ...serif, x: cx, y: 697, "font-size": 252, "letter-spacing": -4 }, "Ingredient"),
    el(
      "text",
      { ...serif, x: cx, y: 932, "font-size": 252, "letter-spacing": -3 },
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
    steamHeart(s, { cx, hy: 330, size: 170, baseY: 520, width: 9, glowOpacity: 0.35 }),
    cookingPot(s, { cx, cy: 520, w: 190 }),
    el("text", { ...serif, x: cx, y: 820, "font-size": 130, "letter-spacing": -1 }, "Six stories."),
    el(
      "text",
      { ...serif, x: cx, y: 970, "font-size": 130, "font-style": "italic", fill: C.gold },
      "One secret ingredient.",
    ),
    el("path", { d: `M${cx - 70} 1090H${cx + 70}`, stroke: C.coral, "stroke-width": 4 }),
    ...body.map((line, i) => el("text", { ...serif, x: cx, y: 1230 + i * 82, "font-size": 60, opacity: 0.92 }, line)),
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
    el("text", { ...sans, x: 1300, y: 2178, "font-size": 24, "letter-spacing": 10, fill: C.ink }, "FICTION"),
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
    const buf = await sharp(Buffer.from(scene.toString())).resize(1000, 1500).jpeg({ quality: 92 }).toBuffer();
    textureCache.set(name, `data:image/jpeg;base64,${buf.toString("base64")}`);
  }
  return textureCache.get(name);
}

const poly = (pts) => `M${pts.map(pt).join("L")}Z`;

/**
 * Title and author set along the spine face. The matrix maps text x to "down
 * the spine" and text y across its (oblique) width, without mirroring.
 */
function spineTitle({ x, y, h, dx, dy }) {
  const across = Math.hypot(dx, dy);
  const size = across * 0.36;
  const transform = `matrix(0 1 ${-dx / across} ${-dy / across} ${x + dx / 2} ${y + dy / 2})`;
  const text = (content, at, fill, anchor) =>
    el(
      "text",
      {
        x: at,
        y: size * 0.36,
        transform,
        "font-family": SANS,
        "font-weight": 700,
        "font-size": size,
        "letter-spacing": size * 0.25,
        "text-anchor": anchor,
        fill,
      },
      content,
    );
  return text("MY SECRET INGREDIENT IS LOVE", h * 0.06, C.gold, "start") + text("ADA IKEMBA", h * 0.95, C.cream, "end");
}

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
    side === "spine" ? spineTitle({ x: x + w, y, h, dx, dy }) : "",
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
async function heroScene({ w, h, place, calm }) {
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
    book3d(s, { x: 250, y: 270, h: 1050, texture, shadow: 0.5 }),
    sparkles(rand, { x: 900, y: 200, w: 250, h: 300, count: 4, min: 10, max: 22 }),
    leaf({ x: 760, y: 1490, len: 120, angle: 72, fill: C.sage }),
    leaf({ x: 770, y: 1500, len: 90, angle: 118, fill: T.leafDark }),
    teacup(s, { cx: 1010, y: 1440, w: 170 }),
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
    el("path", {
      d: blobPath(560, 760, 540, 620, rand, { wobble: 0.1 }),
      fill: mix(C.sage, C.cream, 0.3),
      opacity: 0.6,
    }),
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

// ---------------------------------------------------------------------------
// Article illustrations (1200 × 750, no text)
// ---------------------------------------------------------------------------

const ART_W = 1200;
const ART_H = 750;

/** New article scene filled with a vertical gradient. */
function articleScene(stops) {
  const s = new Scene(ART_W, ART_H);
  return s.add(el("rect", { width: ART_W, height: ART_H, fill: s.linear(stops) }));
}

/** Zipper-triangulate two rings of points (sorted by angle). */
function ringTriangles(outer, inner) {
  const tris = [];
  let i = 0;
  let j = 0;
  while (i < outer.length || j < inner.length) {
    const o = outer[i % outer.length];
    const n = inner[j % inner.length];
    const oNext = outer[(i + 1) % outer.length];
    const nNext = inner[(j + 1) % inner.length];
    const advanceOuter = j >= inner.length || (i < outer.length && (i + 1) / outer.length < (j + 1) / inner.length);
    if (advanceOuter) {
      tris.push([o, oNext, n]);
      i += 1;
    } else {
      tris.push([o, nNext, n]);
      j += 1;
    }
  }
  return tris;
}

/** A low-poly crumpled paper ball. */
function crumpledBall(s, rand, { cx, cy, r }) {
  const ring = (count, radius, jitter, offset) =>
    Array.from({ length: count }, (_, i) => {
      const a = offset + (i / count) * Math.PI * 2 + rand.range(-0.12, 0.12);
      const k = radius * (1 + rand.range(-jitter, jitter));
      return [cx + Math.cos(a) * k, cy + Math.sin(a) * k];
    });
  const outer = ring(12, r, 0.1, 0);
  const inner = ring(6, r * 0.5, 0.2, 0.3);
  const centre = [cx + rand.range(-r * 0.1, r * 0.1), cy + rand.range(-r * 0.1, r * 0.1)];
  const tris = [...ringTriangles(outer, inner), ...inner.map((p, i) => [p, inner[(i + 1) % inner.length], centre])];
  const tones = [C.cream, "#fffaf3", mix(C.cream, C.sand, 0.6), C.sand, mix(C.sand, C.terracotta, 0.12)];
  const facets = tris.map((tri) => {
    const gx = (tri[0][0] + tri[1][0] + tri[2][0]) / 3 - cx;
    const gy = (tri[0][1] + tri[1][1] + tri[2][1]) / 3 - cy;
    const light = (-gx - gy) / (r * 1.4);
    const idx = Math.max(0, Math.min(tones.length - 1, Math.round(2 - light * 2 + rand.range(-1, 1))));
    return el("path", {
      d: poly(tri),
      fill: tones[idx],
      stroke: tones[idx],
      "stroke-width": 1,
      "stroke-linejoin": "round",
    });
  });
  return [
    el("ellipse", {
      cx: cx + r * 0.15,
      cy: cy + r * 0.9,
      rx: r * 0.95,
      ry: r * 0.2,
      fill: C.ink,
      opacity: 0.25,
      filter: s.blur(r * 0.12),
    }),
    ...facets,
    el("path", {
      d: tris.map((t) => `M${pt(t[0])}L${pt(t[1])}`).join(""),
      stroke: mix(C.sand, C.terracotta, 0.3),
      "stroke-width": 1.2,
      opacity: 0.35,
    }),
  ].join("");
}

/** Cursive-looking handwriting strokes along a line (no real letters). */
function handwriting(rand, { x, y, width, size }) {
  const words = [];
  let cx = x;
  while (cx < x + width - size * 2) {
    const letters = Math.floor(rand.range(3, 7));
    const pts = [[cx, y]];
    for (let i = 0; i < letters; i++) {
      const kind = rand();
      if (kind < 0.22) {
        // ascender loop: up, back over itself, down
        pts.push([cx + size * 0.45, y - size * 1.35], [cx + size * 0.2, y - size * 1.1], [cx + size * 0.35, y]);
        cx += size * 0.55;
      } else if (kind < 0.45) {
        // small "e" loop
        pts.push([cx + size * 0.45, y - size * 0.55], [cx + size * 0.2, y - size * 0.45], [cx + size * 0.45, y]);
        cx += size * 0.6;
      } else {
        // "n" hump
        pts.push([cx + size * 0.3, y - size * 0.6], [cx + size * 0.6, y]);
        cx += size * 0.65;
      }
    }
    pts.push([cx + size * 0.3, y - size * 0.2]);
    words.push(smoothPath(pts, false));
    cx += size * rand.range(0.9, 1.4);
  }
  return words.join("");
}

function artCourageToWriteBadly() {
  const s = articleScene([
    [0, C.cream],
    [1, mix(C.sand, C.coral, 0.2)],
  ]);
  const rand = rng(41);
  const sheet = { x: 300, y: 110, width: 430, height: 540 };
  const lines = Array.from({ length: 9 }, (_, i) => sheet.y + 120 + i * 44);
  const scribbles = lines
    .slice(0, 6)
    .map((ly, i) => {
      const hw = handwriting(rand, {
        x: sheet.x + 50,
        y: ly - 8,
        width: sheet.width - 100 - (i === 5 ? 150 : 0),
        size: 14,
      });
      return el("path", {
        d: hw,
        fill: "none",
        stroke: C.plum,
        "stroke-width": 2.4,
        "stroke-linecap": "round",
        opacity: 0.75,
      });
    })
    .join("");
  const strike = (ly, x0, x1) => {
    const pts = [];
    for (let xx = x0; xx < x1; xx += 26)
      pts.push([xx, ly - 12 + rand.range(-3, 3)], [xx + 13, ly + 2 + rand.range(-3, 3)]);
    return el("path", {
      d: smoothPath(pts, false),
      fill: "none",
      stroke: C.terracotta,
      "stroke-width": 3.2,
      "stroke-linecap": "round",
    });
  };
  s.add(
    el("path", { d: blobPath(850, 380, 330, 290, rand, { wobble: 0.12 }), fill: C.coral, opacity: 0.3 }),
    el("path", { d: blobPath(160, 140, 200, 160, rand), fill: C.gold, opacity: 0.22 }),
    el(
      "g",
      { transform: `rotate(-7 ${sheet.x + sheet.width / 2} ${sheet.y + sheet.height / 2})` },
      el("rect", { ...sheet, x: sheet.x + 12, y: sheet.y + 16, fill: C.ink, opacity: 0.2, filter: s.blur(14) }) +
        el("rect", { ...sheet, fill: "#fffaf3" }) +
        el("path", {
          d: lines.map((ly) => `M${sheet.x + 40} ${ly}H${sheet.x + sheet.width - 40}`).join(""),
          stroke: C.sage,
          "stroke-width": 1.6,
          opacity: 0.45,
        }) +
        el("path", {
          d: `M${sheet.x + 70} ${sheet.y}V${sheet.y + sheet.height}`,
          stroke: C.coral,
          "stroke-width": 2,
          opacity: 0.6,
        }) +
        scribbles +
        strike(lines[1], sheet.x + 80, sheet.x + 330) +
        strike(lines[3], sheet.x + 120, sheet.x + 360) +
        strike(lines[4], sheet.x + 80, sheet.x + 250),
    ),
    crumpledBall(s, rand, { cx: 905, cy: 520, r: 100 }),
    crumpledBall(s, rand, { cx: 1060, cy: 320, r: 72 }),
    crumpledBall(s, rand, { cx: 150, cy: 560, r: 82 }),
    crumpledBall(s, rand, { cx: 1080, cy: 650, r: 52 }),
    fountainPen(s, { x: 590, y: 560, len: 420, angle: -32 }),
    dots(rand, { x: 560, y: 560, w: 60, h: 40, count: 4, colors: [C.plum], min: 2, max: 5 }),
    sprig({ from: [1200, 80], ctrl: [1060, 40], to: [930, 110], leaves: 6, leafLen: 80, colors: [C.sage, T.leafDark] }),
  );
  return s.grain({ opacity: 0.08, seed: 41 });
}

/** Paper lantern hanging from (x, y) by a string of length `drop`. */
function paperLantern(s, { x, y, drop, w, color }) {
  const h = w * 1.25;
  const cy = y + drop + h / 2;
  const body = s.radial([
    [0, mix(C.cream, C.gold, 0.3)],
    [0.55, color],
    [1, mix(color, C.wine, 0.35)],
  ]);
  const ribs = [0.55, 0.2]
    .map(
      (k) =>
        `M${x} ${cy - h / 2}C${x - w * k} ${cy - h * 0.3} ${x - w * k} ${cy + h * 0.3} ${x} ${cy + h / 2}M${x} ${cy - h / 2}C${x + w * k} ${cy - h * 0.3} ${x + w * k} ${cy + h * 0.3} ${x} ${cy + h / 2}`,
    )
    .join("");
  return [
    el("path", { d: `M${x} ${y}V${y + drop}`, stroke: C.sand, "stroke-width": 2, opacity: 0.7 }),
    glow(s, { cx: x, cy, r: w * 1.9, color: C.gold, opacity: 0.4 }),
    el("ellipse", { cx: x, cy, rx: w / 2, ry: h / 2, fill: body }),
    el("path", { d: ribs, fill: "none", stroke: mix(color, C.wine, 0.5), "stroke-width": 1.6, opacity: 0.45 }),
    el("rect", { x: x - w * 0.2, y: cy - h / 2 - 6, width: w * 0.4, height: 10, rx: 3, fill: C.plum }),
    el("rect", { x: x - w * 0.2, y: cy + h / 2 - 4, width: w * 0.4, height: 10, rx: 3, fill: C.plum }),
    el("path", {
      d: `M${x} ${cy + h / 2 + 6}v${w * 0.35}`,
      stroke: C.gold,
      "stroke-width": 3,
      "stroke-linecap": "round",
    }),
  ].join("");
}

/** Side-view candle with a glowing flame; (x, y) is the base centre. */
function candle(s, { x, y, w, h, color = C.cream, jar = false }) {
  const top = y - h;
  const flameH = w * 0.75;
  const flame = `M${x} ${top - flameH * 1.15}C${x + w * 0.22} ${top - flameH * 0.6} ${x + w * 0.2} ${top - flameH * 0.1} ${x} ${top - flameH * 0.08}C${x - w * 0.2} ${top - flameH * 0.1} ${x - w * 0.22} ${top - flameH * 0.6} ${x} ${top - flameH * 1.15}Z`;
  return [
    glow(s, { cx: x, cy: top - flameH * 0.6, r: w * 2.4, color: C.gold, opacity: 0.5 }),
    el("rect", {
      x: x - w / 2,
      y: top,
      width: w,
      height: h,
      rx: w * 0.08,
      fill: s.linear(
        [
          [0, mix(color, C.cream, 0.5)],
          [0.6, color],
          [1, mix(color, C.terracotta, 0.3)],
        ],
        { x2: 1, y2: 0 },
      ),
    }),
    el("ellipse", { cx: x, cy: top, rx: w / 2, ry: w * 0.09, fill: mix(color, C.cream, 0.6) }),
    jar
      ? el("rect", {
          x: x - w * 0.62,
          y: top - w * 0.2,
          width: w * 1.24,
          height: h + w * 0.2,
          rx: w * 0.16,
          fill: C.gold,
          opacity: 0.18,
          stroke: C.cream,
          "stroke-opacity": 0.35,
          "stroke-width": 2,
        })
      : "",
    el("path", { d: `M${x} ${top}v${-flameH * 0.15}`, stroke: C.ink, "stroke-width": 2.4 }),
    el("path", { d: flame, fill: C.gold }),
    el("path", { d: flame, fill: C.cream, transform: `translate(${x} ${top}) scale(0.55) translate(${-x} ${-top})` }),
  ].join("");
}

function artSmallKindnesses() {
  const s = articleScene([
    [0, mix(C.plum, C.ink, 0.35)],
    [1, C.wine],
  ]);
  const rand = rng(42);
  const a = [-20, 90];
  const c = [600, 330];
  const b = [1220, 70];
  const colors = [C.coral, C.gold, C.terracotta, C.gold, C.coral, C.gold, C.terracotta];
  const lanterns = colors.map((color, i) => {
    const p = quadAt(a, c, b, 0.1 + i * 0.135);
    return paperLantern(s, { x: p.x, y: p.y, drop: 20 + (i % 3) * 26, w: 70 + (i % 2) * 16, color });
  });
  s.add(
    dots(rand, { x: 0, y: 0, w: ART_W, h: 420, count: 50, colors: [C.cream, C.gold], min: 1, max: 2.6, opacity: 0.7 }),
    el("path", { d: `M${pt(a)}Q${pt(c)} ${pt(b)}`, fill: "none", stroke: C.sand, "stroke-width": 2.5, opacity: 0.7 }),
    ...lanterns,
    el("rect", { y: 610, width: ART_W, height: 140, fill: mix(C.plum, C.ink, 0.4) }),
    el("rect", { y: 600, width: ART_W, height: 16, fill: mix(C.wine, C.terracotta, 0.3) }),
    sprig({
      from: [1210, 610],
      ctrl: [1120, 520],
      to: [1060, 440],
      leaves: 6,
      leafLen: 70,
      colors: [C.sage, T.leafDark],
    }),
  );
  const row = [
    [170, 70, 120, C.cream],
    [300, 56, 80, C.coral],
    [420, 64, 150, C.sand],
    [780, 60, 100, C.gold],
    [900, 70, 130, C.cream],
    [1020, 52, 70, C.coral],
  ];
  s.add(...row.map(([x, w, h, color], i) => candle(s, { x, y: 604, w, h, color, jar: i % 3 === 1 })));
  s.add(
    candle(s, { x: 560, y: 604, w: 54, h: 26, color: C.gold }),
    candle(s, { x: 640, y: 604, w: 54, h: 26, color: C.coral }),
  );
  return s.grain({ opacity: 0.08, seed: 42 });
}

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

function artMothersKitchen() {
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

function artStartBeforeReady() {
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

function artJoyIsADiscipline() {
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

function artWritingAfterWork() {
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

function artPrayersInTheMargins() {
  const s = articleScene([
    [0, C.wine],
    [1, mix(C.wine, C.plum, 0.6)],
  ]);
  const rand = rng(47);
  const cx = 540;
  const cy = 385;
  const pageW = 380;
  const pageH = 540;
  const top = cy - pageH / 2;
  const ruled = (x0) =>
    el("path", {
      d: Array.from({ length: 14 }, (_, i) => `M${x0} ${top + 60 + i * 34}H${x0 + pageW - 40}`).join(""),
      stroke: C.sage,
      "stroke-width": 1.5,
      opacity: 0.4,
    });
  const ink = (d, color = C.plum, width = 2.6, opacity = 0.8) =>
    el("path", {
      d,
      fill: "none",
      stroke: color,
      "stroke-width": width,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
      opacity,
    });
  const bodyLines = (x0, w, from, count) =>
    Array.from({ length: count }, (_, i) =>
      handwriting(rand, { x: x0, y: top + 60 + (from + i) * 34 - 6, width: w * rand.range(0.75, 1), size: 11 }),
    ).join("");
  const marginMarks = (mx) =>
    [
      heartPath(mx, top + 110, 26),
      sparklePath(mx, top + 250, 14),
      handwriting(rand, { x: mx - 26, y: top + 330, width: 60, size: 9 }),
      handwriting(rand, { x: mx - 26, y: top + 360, width: 60, size: 9 }),
      `M${mx - 18} ${top + 420}c10 -20 26 -20 36 0s-26 20 -36 0`,
      handwriting(rand, { x: mx - 26, y: top + 470, width: 56, size: 9 }),
    ].join("");
  const leftPage = [
    ruled(cx - pageW + 20),
    el("path", {
      d: `M${cx - pageW + 100} ${top + 20}V${top + pageH - 20}`,
      stroke: C.coral,
      "stroke-width": 2,
      opacity: 0.7,
    }),
    ink(bodyLines(cx - pageW + 115, pageW - 150, 1, 12)),
    ink(marginMarks(cx - pageW + 55), T.goldDeep, 2.8, 0.95),
  ].join("");
  const rightPage = [
    ruled(cx + 20),
    el("path", {
      d: `M${cx + pageW - 80} ${top + 20}V${top + pageH - 20}`,
      stroke: C.coral,
      "stroke-width": 2,
      opacity: 0.7,
    }),
    ink(bodyLines(cx + 40, pageW - 140, 1, 9)),
    ink(marginMarks(cx + pageW - 40), C.terracotta, 2.8, 0.9),
  ].join("");
  s.add(
    el("path", { d: blobPath(1000, 600, 300, 220, rand), fill: C.plum, opacity: 0.35 }),
    el(
      "g",
      { transform: `rotate(3 ${cx} ${cy})` },
      openBook(s, { cx, cy, pageW, pageH, left: leftPage, right: rightPage }),
    ),
    glow(s, { cx: 1040, cy: 210, r: 260, color: C.gold, opacity: 0.45 }),
    el("ellipse", { cx: 1040, cy: 330, rx: 95, ry: 24, fill: T.goldDeep }),
    el("ellipse", { cx: 1040, cy: 322, rx: 80, ry: 18, fill: C.gold }),
    candle(s, { x: 1040, y: 322, w: 78, h: 150, color: C.cream }),
    fountainPen(s, { x: 960, y: 600, len: 260, angle: -150 }),
    sprig({
      from: [1190, 740],
      ctrl: [1080, 700],
      to: [980, 720],
      leaves: 6,
      leafLen: 60,
      colors: [C.sage, T.leafLight],
    }),
  );
  return s.grain({ opacity: 0.07, seed: 47 });
}

/** Front view of a vintage typewriter with a fresh sheet in it. */
function typewriter(s, { cx, y, w }) {
  const h = w * 0.42;
  const top = y - h;
  const body = s.linear([
    [0, mix(C.wine, C.coral, 0.2)],
    [1, mix(C.wine, C.plum, 0.4)],
  ]);
  const keys = [];
  const rows = [10, 9, 8];
  rows.forEach((count, r) => {
    const ky = top + h * (0.55 + r * 0.14);
    const span = w * (0.74 - r * 0.06);
    for (let i = 0; i < count; i++) {
      const kx = cx - span / 2 + (span * (i + 0.5)) / count;
      keys.push(
        el("circle", { cx: kx, cy: ky + 3, r: w * 0.024, fill: C.ink }) +
          el("circle", { cx: kx, cy: ky, r: w * 0.024, fill: C.cream }) +
          el("circle", { cx: kx, cy: ky, r: w * 0.016, fill: "none", stroke: C.sand, "stroke-width": 1.5 }),
      );
    }
  });
  const typebars = Array.from({ length: 15 }, (_, i) => {
    const a = rad(200 + i * 10);
    return `M${cx} ${top + h * 0.42}L${cx + Math.cos(a) * w * 0.16} ${top + h * 0.42 + Math.sin(a) * w * 0.1}`;
  }).join("");
  const paperW = w * 0.5;
  return [
    el("ellipse", { cx, cy: y + 4, rx: w * 0.55, ry: w * 0.03, fill: C.ink, opacity: 0.35, filter: s.blur(8) }),
    el("rect", { x: cx - paperW / 2, y: top - h * 0.95, width: paperW, height: h * 1.2, fill: "#fffaf3" }),
    el("path", {
      d: [0, 1]
        .map(
          (i) =>
            `M${cx - paperW / 2 + 30} ${top - h * 0.75 + i * 24}H${cx - paperW / 2 + 30 + paperW * (i ? 0.3 : 0.6)}`,
        )
        .join(""),
      stroke: C.plum,
      "stroke-width": 5,
      "stroke-linecap": "round",
      opacity: 0.25,
    }),
    el("rect", { x: cx - w * 0.42, y: top - h * 0.08, width: w * 0.84, height: h * 0.16, rx: h * 0.08, fill: C.ink }),
    el("rect", { x: cx - w * 0.48, y: top - h * 0.06, width: w * 0.06, height: h * 0.12, rx: 6, fill: C.gold }),
    el("rect", { x: cx + w * 0.42, y: top - h * 0.06, width: w * 0.06, height: h * 0.12, rx: 6, fill: C.gold }),
    el("path", {
      d: `M${cx - w * 0.4} ${top + h * 0.06}L${cx + w * 0.4} ${top + h * 0.06}L${cx + w * 0.5} ${y}L${cx - w * 0.5} ${y}Z`,
      fill: body,
      "stroke-linejoin": "round",
    }),
    el("path", {
      d: `M${cx - w * 0.2} ${top + h * 0.45}A${w * 0.2} ${h * 0.32} 0 0 1 ${cx + w * 0.2} ${top + h * 0.45}Z`,
      fill: C.ink,
      opacity: 0.8,
    }),
    el("path", { d: typebars, stroke: C.sand, "stroke-width": 2, opacity: 0.6 }),
    el("path", {
      d: `M${cx - w * 0.41} ${top + h * 0.18}H${cx + w * 0.41}`,
      stroke: C.gold,
      "stroke-width": 3,
      opacity: 0.8,
    }),
    ...keys,
    el("rect", { x: cx - w * 0.2, y: y - h * 0.1, width: w * 0.4, height: h * 0.06, rx: h * 0.03, fill: C.cream }),
  ].join("");
}

/** Small terracotta pot with a two-leaf sprout. */
function sprout(s, { x, y, h }) {
  const potW = h * 0.55;
  return [
    el("path", {
      d: `M${x} ${y - h * 0.45}C${x - 4} ${y - h * 0.7} ${x + 6} ${y - h * 0.85} ${x} ${y - h}`,
      fill: "none",
      stroke: T.leafDark,
      "stroke-width": h * 0.04,
      "stroke-linecap": "round",
    }),
    leaf({ x: x - 2, y: y - h * 0.7, len: h * 0.34, width: h * 0.2, angle: -70, fill: T.leafDark }),
    leaf({ x, y: y - h * 0.92, len: h * 0.42, width: h * 0.24, angle: -48, fill: C.sage }),
    leaf({ x, y: y - h * 0.98, len: h * 0.38, width: h * 0.22, angle: 52, fill: T.leafLight }),
    el("path", {
      d: poly([
        [x - potW / 2, y - h * 0.45],
        [x + potW / 2, y - h * 0.45],
        [x + potW * 0.38, y],
        [x - potW * 0.38, y],
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
      x: x - potW * 0.56,
      y: y - h * 0.5,
      width: potW * 1.12,
      height: h * 0.1,
      rx: 4,
      fill: mix(C.terracotta, C.wine, 0.2),
    }),
  ].join("");
}

/** A pencil lying at an angle; (x, y) is the tip. */
function pencil({ x, y, len, angle }) {
  const r = len * 0.045;
  return el(
    "g",
    { transform: `translate(${x} ${y}) rotate(${angle})` },
    el("path", { d: `M0 0L${len * 0.12} ${-r}L${len * 0.12} ${r}Z`, fill: C.sand }) +
      el("path", { d: `M0 0L${len * 0.04} ${-r * 0.33}L${len * 0.04} ${r * 0.33}Z`, fill: C.ink }) +
      el("rect", { x: len * 0.12, y: -r, width: len * 0.72, height: r * 2, fill: C.gold }) +
      el("rect", { x: len * 0.12, y: -r, width: len * 0.72, height: r * 0.7, fill: mix(C.gold, C.cream, 0.35) }) +
      el("rect", { x: len * 0.84, y: -r, width: len * 0.06, height: r * 2, fill: C.sage }) +
      el("rect", { x: len * 0.9, y: -r, width: len * 0.1, height: r * 2, rx: r * 0.6, fill: C.coral }),
  );
}

function artFirstHundredWords() {
  const s = articleScene([
    [0, mix(C.sage, C.cream, 0.55)],
    [1, mix(C.sage, C.cream, 0.35)],
  ]);
  const rand = rng(48);
  const deskY = 600;
  s.add(
    el("path", { d: blobPath(600, 330, 380, 260, rand, { wobble: 0.1 }), fill: C.coral, opacity: 0.28 }),
    sparkles(rand, { x: 300, y: 60, w: 600, h: 120, count: 5, color: C.gold, min: 8, max: 16 }),
    el("rect", { y: deskY, width: ART_W, height: ART_H - deskY, fill: mix(C.sand, C.terracotta, 0.2) }),
    el("rect", { y: deskY, width: ART_W, height: 8, fill: mix(C.sand, C.terracotta, 0.35) }),
    typewriter(s, { cx: 560, y: deskY + 20, w: 560 }),
    sprout(s, { x: 975, y: deskY + 30, h: 260 }),
    pencil({ x: 140, y: deskY + 90, len: 260, angle: -12 }),
    leaf({ x: 1080, y: deskY + 100, len: 60, angle: 100, fill: C.sage }),
  );
  return s.grain({ opacity: 0.07, seed: 48 });
}

// ---------------------------------------------------------------------------
// Author portrait
// ---------------------------------------------------------------------------

/** Ankara-inspired fabric tile. */
function fabricPattern(s, base) {
  const tile =
    el("rect", { width: 90, height: 90, fill: base }) +
    el("circle", { cx: 22, cy: 22, r: 15, fill: "none", stroke: C.coral, "stroke-width": 6 }) +
    el("circle", { cx: 22, cy: 22, r: 5, fill: C.gold }) +
    el("circle", { cx: 67, cy: 67, r: 15, fill: "none", stroke: C.gold, "stroke-width": 6 }) +
    el("circle", { cx: 67, cy: 67, r: 5, fill: C.coral }) +
    el("path", { d: "M67 10l8 12h-16zM22 55l8 12h-16z", fill: C.sand, opacity: 0.8 });
  return s.pattern(90, tile, { patternTransform: "rotate(-12)" });
}

/** The gele (head wrap): a pleated fan behind a full, softly folded crown. */
function headWrap(s) {
  const gold = s.linear(
    [
      [0, mix(C.gold, C.cream, 0.3)],
      [1, T.goldDeep],
    ],
    { x2: 1, y2: 1 },
  );
  const fold = (d, width = 7) =>
    el("path", {
      d,
      fill: "none",
      stroke: T.goldDeep,
      "stroke-width": width,
      "stroke-linecap": "round",
      opacity: 0.75,
    });
  const [fx, fy] = [630, 470];
  const radius = 300;
  const pleats = [];
  const steps = 12;
  for (let i = 0; i < steps; i++) {
    const a0 = rad(-165 + (i * 150) / steps);
    const a1 = rad(-165 + ((i + 1) * 150) / steps);
    const am = (a0 + a1) / 2;
    const r0 = radius * (0.92 + 0.08 * Math.sin(i * 1.3));
    const P = (a, r) => `${fx + Math.cos(a) * r} ${fy + Math.sin(a) * r}`;
    pleats.push(
      el("path", {
        d: `M${fx} ${fy}L${P(a0, r0)}Q${P(am, r0 * 1.07)} ${P(a1, r0)}Z`,
        fill: i % 2 ? mix(C.gold, C.cream, 0.2) : mix(C.gold, T.goldDeep, 0.45),
      }),
    );
  }
  const crown =
    "M412 700C350 610 350 470 425 395C510 315 700 310 785 390C858 460 850 610 788 700C742 646 680 626 600 628C520 626 458 646 412 700Z";
  return [
    ...pleats,
    el("path", { d: crown, fill: gold }),
    el("path", { d: crown, fill: fabricPattern(s, "none"), opacity: 0.16 }),
    fold("M405 600C470 470 620 420 800 480"),
    fold("M430 470C520 390 660 370 770 410"),
    fold("M440 660C520 590 690 580 790 640", 6),
    el("path", { d: "M575 395C590 360 650 360 665 395C660 430 580 430 575 395Z", fill: T.goldDeep }),
    el("path", {
      d: "M588 392C600 376 640 376 652 392",
      fill: "none",
      stroke: mix(C.gold, C.cream, 0.4),
      "stroke-width": 5,
    }),
  ].join("");
}

/** Simple, serene face: closed smiling eyes, soft nose, open smile. */
function face(s) {
  const faceD =
    "M600 515C702 515 772 600 774 720C776 845 702 962 600 966C498 962 424 845 426 720C428 600 498 515 600 515Z";
  const skin = s.radial(
    [
      [0, T.skinLight],
      [0.7, T.skin],
      [1, T.skinShade],
    ],
    { cx: 0.42, cy: 0.45, r: 0.7 },
  );
  const faceClip = s.clip(faceD);
  const line = (d, width = 7, color = C.ink) =>
    el("path", { d, fill: "none", stroke: color, "stroke-width": width, "stroke-linecap": "round" });
  return [
    el("ellipse", { cx: 428, cy: 790, rx: 26, ry: 44, fill: T.skinShade }),
    el("ellipse", { cx: 772, cy: 790, rx: 26, ry: 44, fill: T.skinShade }),
    el("path", { d: "M420 680C425 720 432 745 440 760L452 690Z", fill: C.ink }),
    el("path", { d: "M780 680C775 720 768 745 760 760L748 690Z", fill: C.ink }),
    el("path", { d: faceD, fill: skin }),
    el(
      "g",
      { "clip-path": faceClip },
      el("ellipse", {
        cx: 830,
        cy: 760,
        rx: 170,
        ry: 320,
        fill: T.skinShade,
        opacity: 0.5,
        filter: s.blur(30),
      }),
    ),
    el("circle", { cx: 510, cy: 842, r: 36, fill: C.coral, opacity: 0.28, filter: s.blur(10) }),
    el("circle", { cx: 690, cy: 842, r: 36, fill: C.coral, opacity: 0.28, filter: s.blur(10) }),
    line("M492 722Q532 696 575 714", 10, mix(C.ink, T.skinShade, 0.3)),
    line("M625 714Q668 696 708 722", 10, mix(C.ink, T.skinShade, 0.3)),
    line("M500 782Q535 752 572 780"),
    line("M628 780Q665 752 700 782"),
    line("M500 782l-12 8M700 782l12 8", 5),
    line("M598 790Q588 838 584 852Q600 866 622 856", 6, T.skinShade),
    el("path", { d: "M545 902Q600 968 655 902Q600 920 545 902Z", fill: mix(C.wine, C.ink, 0.2) }),
    el("path", { d: "M556 906Q600 926 644 906Q600 914 556 906Z", fill: C.cream }),
    line("M545 902Q600 920 655 902", 5, mix(C.wine, T.skinShade, 0.4)),
  ].join("");
}

/** Cream mug cradled in both hands. */
function heldMug(s) {
  const mugD = "M505 1190H695V1330C695 1370 660 1385 600 1385C540 1385 505 1370 505 1330Z";
  // Left hand with scalloped fingertips; the right hand is its mirror image.
  const handD =
    "M505 1222C470 1222 450 1260 450 1310C450 1365 475 1392 515 1390L548 1388C568 1386 568 1352 548 1350" +
    "C568 1348 568 1312 548 1310C568 1308 568 1272 548 1270C568 1268 568 1230 548 1230Z";
  const handShape =
    el("path", { d: handD, fill: T.skin }) +
    el("path", {
      d: "M450 1300C452 1360 478 1392 515 1390",
      fill: "none",
      stroke: T.skinShade,
      "stroke-width": 10,
      opacity: 0.5,
    }) +
    el("path", {
      d: "M520 1270H548M520 1310H548M520 1350H548",
      stroke: T.skinShade,
      "stroke-width": 4,
      "stroke-linecap": "round",
    });
  const hand = (dir) => (dir < 0 ? handShape : el("g", { transform: "translate(1200 0) scale(-1 1)" }, handShape));
  return [
    el("path", { d: "M695 1225C760 1225 760 1310 695 1310", fill: "none", stroke: C.cream, "stroke-width": 22 }),
    el("path", {
      d: mugD,
      fill: s.linear(
        [
          [0, C.cream],
          [0.7, C.cream],
          [1, mix(C.sand, C.terracotta, 0.3)],
        ],
        { x2: 1, y2: 0 },
      ),
    }),
    el("ellipse", { cx: 600, cy: 1190, rx: 95, ry: 16, fill: T.tea }),
    el("path", { d: "M505 1190Q600 1215 695 1190", fill: "none", stroke: C.cream, "stroke-width": 6 }),
    el("rect", { x: 505, y: 1235, width: 190, height: 16, fill: C.terracotta }),
    el("path", { d: heartPath(600, 1292, 30), fill: C.wine }),
    hand(-1),
    hand(1),
    steamWisps(s, { x: 600, y: 1170, h: 60, spread: 28, count: 2, width: 5, opacity: 0.7 }),
  ].join("");
}

function portrait() {
  const s = new Scene(1200, 1500);
  const rand = rng(51);
  const archR = 390;
  const arch = `M${600 - archR} 1500V${260 + archR}A${archR} ${archR} 0 0 1 ${600 + archR} ${260 + archR}V1500Z`;
  const top = fabricPattern(s, C.wine);
  const bodyD = "M180 1500C190 1230 350 1100 495 1070Q600 1150 705 1070C850 1100 1010 1230 1020 1500Z";
  const sleeveFill = fabricPattern(s, C.plum);
  const sleeve = (dir) =>
    el("path", {
      d:
        dir < 0
          ? "M240 1500C270 1420 340 1330 422 1288L506 1402C470 1432 455 1466 452 1500Z"
          : "M960 1500C930 1420 860 1330 778 1288L694 1402C730 1432 745 1466 748 1500Z",
      fill: sleeveFill,
    }) +
    el("path", {
      d: dir < 0 ? "M422 1288L506 1402" : "M778 1288L694 1402",
      stroke: C.gold,
      "stroke-width": 12,
      "stroke-linecap": "round",
    });
  s.add(
    el("rect", {
      width: 1200,
      height: 1500,
      fill: s.linear([
        [0, C.sand],
        [1, mix(C.sand, C.coral, 0.25)],
      ]),
    }),
    el("path", { d: blobPath(180, 230, 200, 170, rand), fill: C.gold, opacity: 0.35 }),
    el("path", { d: blobPath(1080, 1250, 230, 260, rand), fill: C.sage, opacity: 0.3 }),
    // Banana-leaf foliage behind the arch.
    leaf({ x: 230, y: 1500, len: 720, width: 250, angle: -28, fill: T.leafDark }),
    leaf({ x: 300, y: 1500, len: 560, width: 200, angle: -8, fill: C.sage }),
    leaf({ x: 980, y: 1500, len: 760, width: 260, angle: 26, fill: C.sage }),
    leaf({ x: 920, y: 1500, len: 520, width: 190, angle: 6, fill: T.leafDark }),
    el("path", {
      d: arch,
      fill: s.linear([
        [0, C.coral],
        [1, C.terracotta],
      ]),
    }),
    sparkles(rand, { x: 160, y: 420, w: 120, h: 300, count: 3, min: 10, max: 18 }),
    sparkles(rand, { x: 960, y: 500, w: 100, h: 260, count: 3, min: 10, max: 18 }),
    // Neck and chest.
    el("path", { d: "M518 870H682L690 1075C655 1120 545 1120 510 1075Z", fill: T.skin }),
    el("path", { d: "M518 870H682L684 950C650 1000 550 1000 516 950Z", fill: T.skinShade, opacity: 0.7 }),
    el("path", { d: "M470 1080Q600 1200 730 1080L730 1150H470Z", fill: T.skin }),
    el("path", { d: bodyD, fill: top }),
    el("path", { d: "M495 1070Q600 1150 705 1070", fill: "none", stroke: C.gold, "stroke-width": 8 }),
    ...Array.from({ length: 9 }, (_, i) => {
      const p = quadAt([506, 1073], [600, 1158], [694, 1073], 0.1 + i * 0.1);
      return el("circle", { cx: p.x, cy: p.y - 12, r: i === 4 ? 11 : 7, fill: i === 4 ? C.coral : C.gold });
    }),
    face(s),
    el("circle", { cx: 430, cy: 862, r: 30, fill: "none", stroke: C.gold, "stroke-width": 8 }),
    el("circle", { cx: 770, cy: 862, r: 30, fill: "none", stroke: C.gold, "stroke-width": 8 }),
    el("circle", { cx: 430, cy: 894, r: 8, fill: C.coral }),
    el("circle", { cx: 770, cy: 894, r: 8, fill: C.coral }),
    headWrap(s),
    sleeve(-1),
    sleeve(1),
    heldMug(s),
  );
  return s.grain({ opacity: 0.08, seed: 51 });
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
  "covers/flat.jpg": () => heroScene({ w: 2400, h: 1350, calm: "left", place: { x: 1445, y: 400, scale: 0.93 } }),
  "covers/tablet.jpg": () => heroScene({ w: 1536, h: 2048, calm: "top", place: { x: 168, y: 1128, scale: 1.2 } }),
  "covers/phone.jpg": () => heroScene({ w: 1080, h: 1920, calm: "top", place: { x: 40, y: 1148, scale: 1.0 } }),
  "carousel/front-cover.jpg": () => carouselFront(),
  "carousel/back-cover.jpg": () => carouselBack(),
  "carousel/reading-nook.jpg": () => carouselNook(),
  "carousel/open-book.jpg": () => carouselOpenBook(),
  "logo.png": () => logo(),
  "portrait.jpg": () => portrait(),
  "articles/courage-to-write-badly.jpg": () => artCourageToWriteBadly(),
  "articles/small-kindnesses.jpg": () => artSmallKindnesses(),
  "articles/mothers-kitchen-patience.jpg": () => artMothersKitchen(),
  "articles/start-before-you-feel-ready.jpg": () => artStartBeforeReady(),
  "articles/joy-is-a-discipline.jpg": () => artJoyIsADiscipline(),
  "articles/writing-after-work.jpg": () => artWritingAfterWork(),
  "articles/prayers-in-the-margins.jpg": () => artPrayersInTheMargins(),
  "articles/your-first-hundred-words.jpg": () => artFirstHundredWords(),
};

const filters = process.argv.slice(2);
for (const [rel, build] of Object.entries(OUTPUTS)) {
  if (filters.length && !filters.some((f) => rel.includes(f))) continue;
  await write(rel, await build(), { format: rel.endsWith(".png") ? "png" : "jpeg" });
}

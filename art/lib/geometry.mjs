/** Seeded randomness and path geometry: every illustration comes out the same on every run. */
/** mulberry32 seeded PRNG with a few convenience methods. */
export function rng(seed) {
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

export const rad = (deg) => (deg * Math.PI) / 180;

export const pt = ([x, y]) => `${x} ${y}`;

/** Catmull-Rom spline through points, as a cubic Bézier path. */
export function smoothPath(points, closed = true) {
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
export function blobPath(cx, cy, rx, ry, rand, { points = 8, wobble = 0.18 } = {}) {
  const pts = Array.from({ length: points }, (_, i) => {
    const a = (i / points) * Math.PI * 2 + rand() * 0.3;
    const k = 1 + (rand() * 2 - 1) * wobble;
    return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k];
  });
  return smoothPath(pts);
}

/** Point and tangent angle on a quadratic Bézier. */
export function quadAt([x0, y0], [x1, y1], [x2, y2], t) {
  const u = 1 - t;
  const x = u * u * x0 + 2 * u * t * x1 + t * t * x2;
  const y = u * u * y0 + 2 * u * t * y1 + t * t * y2;
  const dx = 2 * u * (x1 - x0) + 2 * t * (x2 - x1);
  const dy = 2 * u * (y1 - y0) + 2 * t * (y2 - y1);
  return { x, y, angle: (Math.atan2(dy, dx) * 180) / Math.PI };
}

/** Unit heart (bottom tip at y = 0.9, lobes reach y ≈ -0.8), scaled. */
export function heartPath(cx, cy, size) {
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
export function sparklePath(x, y, r) {
  return `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`;
}

/** Small statistics for the bench: medians, and a ratio of medians with a bootstrap interval. */

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Seeded generator (mulberry32): the same figures give the same interval on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))];

/**
 * B's median over A's, with a 90% bootstrap interval (each sample redrawn with replacement, 2000
 * times); null when A's median is 0 (a CLS of 0, say) or a side has no figures.
 */
export function ratio(a, b, { rounds = 2000, seed = 14 } = {}) {
  if (a.length === 0 || b.length === 0 || median(a) === 0) return null;
  const next = random(seed);
  const draw = (values) => values.map(() => values[Math.floor(next() * values.length)]);
  const ratios = [];
  for (let round = 0; round < rounds; round += 1) {
    const denominator = median(draw(a));
    if (denominator > 0) ratios.push(median(draw(b)) / denominator);
  }
  ratios.sort((x, y) => x - y);
  return { value: median(b) / median(a), low: quantile(ratios, 0.05), high: quantile(ratios, 0.95) };
}

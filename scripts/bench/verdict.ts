/**
 * The bench's verdict: for one page, each metric of a build B against the reference A in the
 * same run, as better, level or worse, and whether the page meets its targets.
 *
 * The rules (docs/PERFORMANCE.md, "Verdict"):
 * - ready: better when B/A's median is at most 0.85 and its 90% interval lies below 1 (the
 *   target); worse when the interval lies above 1; level otherwise (short of the target).
 * - FCP and LCP: better when the interval lies below 1, worse when it lies above 1, level when it
 *   contains 1 (the target: not worse).
 * - blocking time: worse when B's median exceeds A's by more than 10 ms, better when it is more
 *   than 10 ms below, level otherwise (an absolute margin: the reference's median can be 0).
 * - CLS: worse above 0.01, level otherwise.
 * - Lighthouse (medians of the same run): TBT worse when above the reference's, better when
 *   below; performance worse when below the reference's, better when above; FCP and LCP worse
 *   when above 1.1 times the reference's (the target), better when below it; the page's JavaScript
 *   (compressed, as Lighthouse counts it) worse when more than the reference's; accessibility, best
 *   practices and SEO worse when under 100.
 */

export type Word = "better" | "level" | "worse";

/** B/A's median and its 90% interval; null when A's median is 0 (no ratio). */
export interface Ratio {
  value: number;
  low: number;
  high: number;
}

export interface RealFigures {
  /** Medians of A's and B's visits, per metric. */
  a: Record<RealMetric, number>;
  b: Record<RealMetric, number>;
  /** B/A with its interval, per metric. */
  ratios: Partial<Record<RealMetric, Ratio | null>>;
}

export type RealMetric = "FCP" | "LCP" | "CLS" | "ready" | "blocking";

export interface LighthouseFigures {
  /** Medians of A's and B's runs. */
  a: Record<LighthouseMetric, number>;
  b: Record<LighthouseMetric, number>;
}

export type LighthouseMetric =
  "performance" | "accessibility" | "best-practices" | "seo" | "TBT" | "FCP" | "LCP" | "JS KB";

/** How much later than the reference's Lighthouse may estimate a page's first and largest paints. */
export const LIGHTHOUSE_PAINT_LIMIT = 1.1;

export interface MetricVerdict {
  metric: string;
  word: Word;
  /** Whether the metric meets its target (for ready, only "better" does). */
  met: boolean;
  /** The figure the word was decided on, as printed. */
  detail: string;
}

export const READY_TARGET = 0.85;
export const BLOCKING_MARGIN_MS = 10;
export const CLS_LIMIT = 0.01;

const interval = (r: Ratio) => `${r.value.toFixed(2)} (${r.low.toFixed(2)}–${r.high.toFixed(2)})`;

function byInterval(metric: string, r: Ratio | null | undefined, { betterAt = Infinity } = {}): MetricVerdict {
  if (!r) return { metric, word: "level", met: true, detail: "no ratio" };
  const word: Word = r.high < 1 && r.value <= betterAt ? "better" : r.low > 1 ? "worse" : "level";
  return { metric, word, met: Number.isFinite(betterAt) ? word === "better" : word !== "worse", detail: interval(r) };
}

/** The real visits' verdicts, in the bench table's order. */
export function realVerdicts({ a, b, ratios }: RealFigures): MetricVerdict[] {
  const blockingDelta = b.blocking - a.blocking;
  const blocking: Word =
    blockingDelta > BLOCKING_MARGIN_MS ? "worse" : blockingDelta < -BLOCKING_MARGIN_MS ? "better" : "level";
  const sign = blockingDelta >= 0 ? "+" : "−";
  return [
    byInterval("FCP", ratios.FCP),
    byInterval("LCP", ratios.LCP),
    {
      metric: "CLS",
      word: b.CLS > CLS_LIMIT ? "worse" : "level",
      met: b.CLS <= CLS_LIMIT,
      detail: b.CLS.toFixed(3),
    },
    byInterval("ready", ratios.ready, { betterAt: READY_TARGET }),
    {
      metric: "blocking",
      word: blocking,
      met: blocking !== "worse",
      detail: `${Math.round(b.blocking)} vs ${Math.round(a.blocking)} ms, ${sign}${Math.abs(Math.round(blockingDelta))}`,
    },
  ];
}

/** Lighthouse's verdicts: its simulated first and largest paints, TBT and the four category scores. */
export function lighthouseVerdicts({ a, b }: LighthouseFigures): MetricVerdict[] {
  const compare = (metric: LighthouseMetric, lowerIsBetter: boolean): MetricVerdict => {
    const diff = lowerIsBetter ? a[metric] - b[metric] : b[metric] - a[metric];
    const word: Word = diff > 0 ? "better" : diff < 0 ? "worse" : "level";
    return {
      metric: `Lighthouse ${metric}`,
      word,
      met: word !== "worse",
      detail: `${Math.round(b[metric])} vs ${Math.round(a[metric])}`,
    };
  };
  const kilobytes = (metric: LighthouseMetric): MetricVerdict => {
    // Tenths of a KB, as the table shows them: smaller differences are headers, not code.
    const diff = Math.round((a[metric] - b[metric]) * 10);
    const word: Word = diff > 0 ? "better" : diff < 0 ? "worse" : "level";
    return {
      metric: `Lighthouse ${metric}`,
      word,
      met: word !== "worse",
      detail: `${b[metric].toFixed(1)} vs ${a[metric].toFixed(1)}`,
    };
  };
  const full = (metric: LighthouseMetric): MetricVerdict => ({
    metric: `Lighthouse ${metric}`,
    word: b[metric] < 100 ? "worse" : "level",
    met: b[metric] >= 100,
    detail: `${Math.round(b[metric])}`,
  });
  const paint = (metric: "FCP" | "LCP"): MetricVerdict => {
    const times = b[metric] / a[metric];
    const word: Word = times > LIGHTHOUSE_PAINT_LIMIT ? "worse" : times < 1 ? "better" : "level";
    return {
      metric: `Lighthouse ${metric}`,
      word,
      met: word !== "worse",
      detail: `${Math.round(b[metric])} vs ${Math.round(a[metric])} ms, ${times.toFixed(2)}×`,
    };
  };
  return [
    paint("FCP"),
    paint("LCP"),
    compare("TBT", true),
    compare("performance", false),
    // A run saved before Lighthouse's JavaScript was recorded has no figure for it.
    ...(Number.isNaN(a["JS KB"]) || Number.isNaN(b["JS KB"]) ? [] : [kilobytes("JS KB")]),
    full("accessibility"),
    full("best-practices"),
    full("seo"),
  ];
}

/** One line per page: each metric's word and figure, then whether every target holds. */
export function verdictLine(page: string, build: string, verdicts: MetricVerdict[]): string {
  const missed = verdicts.filter((v) => !v.met).map((v) => v.metric);
  const words = verdicts.map((v) => `${v.metric} ${v.word} [${v.detail}]`).join("; ");
  return `${page} ${build}: ${words} → ${missed.length === 0 ? "targets met" : `targets missed: ${missed.join(", ")}`}`;
}

/**
 * The bench's verdict: for one bench page (a control on its page), each metric of a build B against
 * the reference A in the same run, as better, level or worse, and whether it meets its targets.
 *
 * The rules (docs/PERFORMANCE.md, "Verdict"):
 * - FCP, LCP and ready: better when B/A's 90% interval lies below 1, worse when it lies above 1,
 *   level when it contains 1.
 * - ready's target is the control's (scripts/bench/pages.ts). A menu, which a reader taps on the
 *   first screen: B/A's median at most 0.6. Reported beside it, not a target (the platform's own
 *   font lookups hold it back): "ready after shown", B's ready (median) less B's "shown" (median: the
 *   first paint, or the end of the scroll or reveal that brings the control), better or worse than
 *   A's by more than 10 ms. The carousel: no later than A's (not worse). FCP and LCP's target: not worse.
 * - blocking time, reported: worse when B's median exceeds A's by more than 10 ms, better when it is
 *   more than 10 ms below, level otherwise (an absolute margin: the reference's median can be 0).
 * - CLS: worse above 0.01, level otherwise.
 * - A first visit left alone (a kind of page, at a width, on a preset): every visit's heading and
 *   body text drawn in the web fonts at its end (3 s after the load event), and every visit's CLS
 *   at most 0.01.
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

export type RealMetric = "FCP" | "LCP" | "CLS" | "shown" | "ready" | "blocking";

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
  /** Whether the metric meets its target. */
  met: boolean;
  /** The figure the word was decided on, as printed. */
  detail: string;
  /** ready's target, which each control sets (pages.ts): printed with the figure and, if missed, with the metric. */
  target?: string;
}

/** What a control's "ready" must reach: at most `maxRatio` of A's time, or no later than A's. */
export type ReadyTarget = { maxRatio: number } | "not later";

/** A menu answers a reader's tap in at most 0.6 of the reference's time. */
export const OPENS_AT_FIRST_PAINT: ReadyTarget = { maxRatio: 0.6 };
/** The absolute margin of the verdicts on times in ms (blocking, ready after shown): A's median can be 0. */
export const MARGIN_MS = 10;
export const CLS_LIMIT = 0.01;

const interval = (r: Ratio) => `${r.value.toFixed(2)} (${r.low.toFixed(2)}–${r.high.toFixed(2)})`;

function byInterval(metric: string, r: Ratio | null | undefined): MetricVerdict {
  if (!r) return { metric, word: "level", met: true, detail: "no ratio" };
  const word: Word = r.high < 1 ? "better" : r.low > 1 ? "worse" : "level";
  return { metric, word, met: word !== "worse", detail: interval(r) };
}

/** B's time in ms against A's, better or worse beyond MARGIN_MS either way. */
function byMargin(metric: string, a: number, b: number): MetricVerdict {
  const delta = b - a;
  const word: Word = delta > MARGIN_MS ? "worse" : delta < -MARGIN_MS ? "better" : "level";
  const sign = delta >= 0 ? "+" : "−";
  return {
    metric,
    word,
    met: word !== "worse",
    detail: `${Math.round(b)} vs ${Math.round(a)} ms, ${sign}${Math.abs(Math.round(delta))}`,
  };
}

/** "ready" against its target: for a menu, two verdicts (its ratio, and its time after B showed it). */
function readyVerdicts({ a, b, ratios }: RealFigures, target: ReadyTarget): MetricVerdict[] {
  const ready = byInterval("ready", ratios.ready);
  if (target === "not later") return [{ ...ready, target: "not later than A" }];
  const afterShown = byMargin("ready after shown", a.ready - a.shown, b.ready - b.shown);
  return [
    { ...ready, met: (ratios.ready?.value ?? Infinity) <= target.maxRatio, target: `B/A ≤ ${target.maxRatio}` },
    { ...afterShown, met: true },
  ];
}

/** The real visits' verdicts, in the bench table's order; `target` is the control's (scripts/bench/pages.ts). */
export function realVerdicts(figures: RealFigures, target: ReadyTarget): MetricVerdict[] {
  const { a, b, ratios } = figures;
  return [
    byInterval("FCP", ratios.FCP),
    byInterval("LCP", ratios.LCP),
    {
      metric: "CLS",
      word: b.CLS > CLS_LIMIT ? "worse" : "level",
      met: b.CLS <= CLS_LIMIT,
      detail: b.CLS.toFixed(3),
    },
    ...readyVerdicts(figures, target),
    { ...byMargin("blocking", a.blocking, b.blocking), met: true },
  ];
}

/** One first visit as the bench saw it at its end: its CLS, and whether the text was drawn in the web fonts. */
export interface FirstVisitFigures {
  CLS: number;
  fonts: { inWebFonts: boolean };
}

/** A kind of page's first visits: all drawn in the web fonts, none moving more than CLS_LIMIT. */
export function firstVisitVerdicts(visits: readonly FirstVisitFigures[]): MetricVerdict[] {
  const inWebFonts = visits.filter((visit) => visit.fonts.inWebFonts).length;
  const worst = Math.max(...visits.map((visit) => visit.CLS));
  return [
    {
      metric: "web fonts",
      word: inWebFonts < visits.length ? "worse" : "level",
      met: visits.length > 0 && inWebFonts === visits.length,
      detail: `${inWebFonts} of ${visits.length} visits`,
      target: "every visit",
    },
    {
      metric: "CLS",
      word: worst > CLS_LIMIT ? "worse" : "level",
      met: worst <= CLS_LIMIT,
      detail: `at most ${worst.toFixed(3)}`,
      target: `≤ ${CLS_LIMIT}`,
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

/** One line per page: each metric's word and figure (and target), then whether every target holds. */
export function verdictLine(page: string, build: string, verdicts: MetricVerdict[]): string {
  const withTarget = (v: MetricVerdict) => (v.target ? ` (${v.target})` : "");
  const missed = verdicts.filter((v) => !v.met).map((v) => `${v.metric}${withTarget(v)}`);
  const words = verdicts
    .map((v) => `${v.metric} ${v.word} [${v.detail}${v.target ? `; target ${v.target}` : ""}]`)
    .join("; ");
  return `${page} ${build}: ${words} → ${missed.length === 0 ? "targets met" : `targets missed: ${missed.join(", ")}`}`;
}

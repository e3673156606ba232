/** Each metric of a build B against the reference A: better, level or worse, and its target met (docs/PERFORMANCE.md). */

export type Word = "better" | "level" | "worse";

/** B/A's median and its 90% interval. */
export interface Ratio {
  value: number;
  low: number;
  high: number;
}

export type RealMetric = "FCP" | "LCP" | "CLS" | "shown" | "ready" | "blocking";
export type LighthouseMetric =
  "performance" | "accessibility" | "best-practices" | "seo" | "TBT" | "FCP" | "LCP" | "JS KB";

/** Medians of A's and B's visits, and B/A with its interval (null when A's median is 0), per metric. */
export interface RealFigures {
  a: Record<RealMetric, number>;
  b: Record<RealMetric, number>;
  ratios: Partial<Record<RealMetric, Ratio | null>>;
}

export type LighthouseFigures = Record<"a" | "b", Record<LighthouseMetric, number>>;

export interface MetricVerdict {
  metric: string;
  word: Word;
  met: boolean;
  /** The figure the word was decided on, as printed. */
  detail: string;
  target?: string;
}

/** What a control's "ready" must reach: at most `maxRatio` of A's time, or no later than A's. */
export type ReadyTarget = { maxRatio: number } | "not later";

/** A menu answers a reader's tap in at most 0.6 of the reference's time. */
export const OPENS_AT_FIRST_PAINT: ReadyTarget = { maxRatio: 0.6 };
/** The absolute margin of the verdicts on times in ms (blocking, ready after shown): A's median can be 0. */
export const MARGIN_MS = 10;
export const CLS_LIMIT = 0.01;
/** How much later than the reference's Lighthouse may estimate a page's first and largest paints. */
export const LIGHTHOUSE_PAINT_LIMIT = 1.1;

/** A metric's verdict; it meets its target unless worse, or as `met` says. */
function judged(metric: string, word: Word, detail: string, met = word !== "worse"): MetricVerdict {
  return { metric, word, met, detail };
}
/** "better" when `diff` (how much better B is) is above 0, "worse" below. */
const bySign = (diff: number): Word => (diff > 0 ? "better" : diff < 0 ? "worse" : "level");

function byInterval(metric: string, r: Ratio | null | undefined): MetricVerdict {
  if (!r) return judged(metric, "level", "no ratio");
  const word: Word = r.high < 1 ? "better" : r.low > 1 ? "worse" : "level";
  return judged(metric, word, `${r.value.toFixed(2)} (${r.low.toFixed(2)}–${r.high.toFixed(2)})`);
}

/** B's time in ms against A's, better or worse beyond MARGIN_MS either way; reported, not a target. */
function byMargin(metric: string, a: number, b: number): MetricVerdict {
  const delta = b - a;
  const word: Word = delta > MARGIN_MS ? "worse" : delta < -MARGIN_MS ? "better" : "level";
  const sign = delta >= 0 ? "+" : "−";
  return judged(metric, word, `${Math.round(b)} vs ${Math.round(a)} ms, ${sign}${Math.abs(Math.round(delta))}`, true);
}

/** "ready" against its target: for a menu, two verdicts (its ratio, and its time after B showed it). */
function readyVerdicts({ a, b, ratios }: RealFigures, target: ReadyTarget): MetricVerdict[] {
  const ready = byInterval("ready", ratios.ready);
  if (target === "not later") return [{ ...ready, target: "not later than A" }];
  return [
    { ...ready, met: (ratios.ready?.value ?? Infinity) <= target.maxRatio, target: `B/A ≤ ${target.maxRatio}` },
    byMargin("ready after shown", a.ready - a.shown, b.ready - b.shown),
  ];
}

/** The real visits' verdicts, in the bench table's order; `target` is the control's (scripts/bench/pages.ts). */
export function realVerdicts(figures: RealFigures, target: ReadyTarget): MetricVerdict[] {
  const { a, b, ratios } = figures;
  return [
    byInterval("FCP", ratios.FCP),
    byInterval("LCP", ratios.LCP),
    judged("CLS", b.CLS > CLS_LIMIT ? "worse" : "level", b.CLS.toFixed(3), b.CLS <= CLS_LIMIT),
    ...readyVerdicts(figures, target),
    byMargin("blocking", a.blocking, b.blocking),
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
  const drawn = `${inWebFonts} of ${visits.length} visits`;
  const allDrawn = visits.length > 0 && inWebFonts === visits.length;
  return [
    { ...judged("web fonts", inWebFonts < visits.length ? "worse" : "level", drawn, allDrawn), target: "every visit" },
    {
      ...judged("CLS", worst > CLS_LIMIT ? "worse" : "level", `at most ${worst.toFixed(3)}`, worst <= CLS_LIMIT),
      target: `≤ ${CLS_LIMIT}`,
    },
  ];
}

/** Lighthouse's verdicts: its simulated first and largest paints, TBT and the four category scores. */
export function lighthouseVerdicts({ a, b }: LighthouseFigures): MetricVerdict[] {
  const name = (metric: LighthouseMetric) => `Lighthouse ${metric}`;
  const versus = (metric: LighthouseMetric) => `${Math.round(b[metric])} vs ${Math.round(a[metric])}`;
  const compare = (metric: LighthouseMetric, lowerIsBetter: boolean) =>
    judged(name(metric), bySign(lowerIsBetter ? a[metric] - b[metric] : b[metric] - a[metric]), versus(metric));
  // Tenths of a KB, as the table shows them: smaller differences are headers, not code.
  const kilobytes = (metric: LighthouseMetric) =>
    judged(
      name(metric),
      bySign(Math.round((a[metric] - b[metric]) * 10)),
      `${b[metric].toFixed(1)} vs ${a[metric].toFixed(1)}`,
    );
  const full = (metric: LighthouseMetric) =>
    judged(name(metric), b[metric] < 100 ? "worse" : "level", `${Math.round(b[metric])}`, b[metric] >= 100);
  const paint = (metric: "FCP" | "LCP") => {
    const times = b[metric] / a[metric];
    const word: Word = times > LIGHTHOUSE_PAINT_LIMIT ? "worse" : times < 1 ? "better" : "level";
    return judged(name(metric), word, `${versus(metric)} ms, ${times.toFixed(2)}×`);
  };
  return [
    paint("FCP"),
    paint("LCP"),
    compare("TBT", true),
    compare("performance", false),
    // A run saved before Lighthouse's JavaScript was recorded has no figure for it.
    ...(Number.isNaN(a["JS KB"]) || Number.isNaN(b["JS KB"]) ? [] : [kilobytes("JS KB")]),
    ...(["accessibility", "best-practices", "seo"] as const).map(full),
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

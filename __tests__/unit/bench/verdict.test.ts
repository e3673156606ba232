/** @jest-environment node */
/** scripts/bench/verdict.ts: each metric better, level or worse than the reference, and the targets met. */
import {
  firstVisitVerdicts,
  lighthouseVerdicts,
  OPENS_AT_FIRST_PAINT,
  realVerdicts,
  verdictLine,
  type MetricVerdict,
  type ReadyTarget,
  type RealFigures,
} from "../../../scripts/bench/verdict";

type Change = { a?: Partial<RealFigures["a"]>; b?: Partial<RealFigures["b"]>; ratios?: RealFigures["ratios"] };
const r = (value: number, low: number, high: number) => ({ value, low, high });
const level = r(1, 0.9, 1.1);
const A = { FCP: 700, LCP: 700, CLS: 0, shown: 700, ready: 2000, blocking: 40 };
const figures = ({ a, b, ratios }: Change = {}): RealFigures => ({
  a: { ...A, ...a },
  b: { ...A, ready: 1600, ...b },
  ratios: { FCP: level, LCP: level, CLS: null, ready: r(0.8, 0.75, 0.86), blocking: level, ...ratios },
});
const byMetric = (verdicts: MetricVerdict[]) => Object.fromEntries(verdicts.map((v) => [v.metric, v]));
/** A menu that opens 60 ms after B showed it (at its first paint), at 0.4 of the reference's time. */
const opensAtPaint = {
  a: { ready: 1900, blocking: 0 },
  b: { ready: 760, blocking: 0 },
  ratios: { ready: r(0.4, 0.37, 0.44) },
};
const MENU = OPENS_AT_FIRST_PAINT;

it.each<[string, ReadyTarget, Change, Partial<MetricVerdict> | undefined]>([
  // A ratio whose interval contains 1 is level, below 1 better, above 1 worse.
  [
    "FCP",
    "not later",
    { ratios: { FCP: r(0.9, 0.85, 0.97) } },
    { word: "better", met: true, detail: "0.90 (0.85–0.97)" },
  ],
  ["LCP", "not later", { ratios: { LCP: r(1.1, 1.02, 1.2) } }, { word: "worse", met: false }],
  ["FCP", "not later", {}, { word: "level", met: true }],
  // The carousel's ready no later than the reference's: better or level meets it.
  ["ready", "not later", {}, { word: "better", met: true, target: "not later than A" }],
  ["ready", "not later", { ratios: { ready: r(0.97, 0.9, 1.04) } }, { word: "level", met: true }],
  ["ready", "not later", { ratios: { ready: r(1.1, 1.05, 1.2) } }, { word: "worse", met: false }],
  ["ready after shown", "not later", {}, undefined],
  // A menu open in at most 0.6 of the reference's time; how long after it was shown is reported, not a target.
  ["ready", MENU, opensAtPaint, { word: "better", met: true, detail: "0.40 (0.37–0.44)", target: "B/A ≤ 0.6" }],
  ["ready after shown", MENU, opensAtPaint, { word: "better", met: true, detail: "60 vs 1200 ms, −1140" }],
  ["ready", MENU, { ...opensAtPaint, ratios: { ready: r(0.6, 0.55, 0.65) } }, { met: true }],
  ["ready", MENU, { ...opensAtPaint, ratios: { ready: r(0.61, 0.56, 0.66) } }, { word: "better", met: false }],
  ["ready after shown", MENU, { ...opensAtPaint, b: { ready: 2000, blocking: 0 } }, { word: "worse", met: true }],
  // Blocking time by an absolute 10 ms margin, so a reference median of 0 still compares; reported, not a target.
  [
    "blocking",
    "not later",
    { a: { blocking: 0 }, b: { blocking: 10 } },
    { word: "level", met: true, detail: "10 vs 0 ms, +10" },
  ],
  ["blocking", "not later", { a: { blocking: 0 }, b: { blocking: 11 } }, { word: "worse", met: true }],
  [
    "blocking",
    "not later",
    { a: { blocking: 57 }, b: { blocking: 30 } },
    { word: "better", met: true, detail: "30 vs 57 ms, −27" },
  ],
  // CLS fails above 0.01 whatever the reference's.
  ["CLS", "not later", { b: { CLS: 0.01 } }, { word: "level", met: true }],
  ["CLS", "not later", { b: { CLS: 0.011 } }, { word: "worse", met: false, detail: "0.011" }],
])("realVerdicts judges %s against target %j, the figures changed by %j, as %j", (metric, target, change, verdict) => {
  const verdicts = byMetric(realVerdicts(figures(change), target));
  expect(verdicts[metric]).toEqual(verdict && expect.objectContaining(verdict));
});

describe("lighthouseVerdicts", () => {
  const scores = {
    performance: 90,
    accessibility: 100,
    "best-practices": 100,
    seo: 100,
    TBT: 300,
    FCP: 1000,
    LCP: 1500,
    "JS KB": 100,
  };

  // JavaScript no larger than the reference's (to a tenth of a KB), TBT no higher, performance no
  // lower, the paints at most 1.1 times the reference's, accessibility, best practices and SEO at 100.
  it.each<[string, Partial<typeof scores>, Partial<MetricVerdict>]>([
    ["JS KB", { "JS KB": 100.2 }, { word: "worse", met: false, detail: "100.2 vs 100.0" }],
    ["JS KB", { "JS KB": 100.04 }, { word: "level", met: true }],
    ["JS KB", { "JS KB": 98 }, { word: "better", met: true }],
    ["TBT", { TBT: 250 }, { word: "better", met: true, detail: "250 vs 300" }],
    ["TBT", {}, { word: "level", met: true }],
    ["performance", { performance: 89 }, { word: "worse", met: false }],
    ["FCP", { FCP: 1100 }, { word: "level", met: true, detail: "1100 vs 1000 ms, 1.10×" }],
    ["FCP", { FCP: 900 }, { word: "better", met: true }],
    ["LCP", { LCP: 1700 }, { word: "worse", met: false, detail: "1700 vs 1500 ms, 1.13×" }],
    ["seo", { seo: 92 }, { word: "worse", met: false, detail: "92" }],
    ["accessibility", {}, { word: "level", met: true }],
  ])("judges %s, the page's scores changed by %j, as %j", (metric, change, verdict) => {
    const verdicts = byMetric(lighthouseVerdicts({ a: scores, b: { ...scores, ...change } }));
    expect(verdicts[`Lighthouse ${metric}`]).toMatchObject(verdict);
  });

  it("leaves out the JavaScript's size when the reference's was not recorded", () => {
    const verdicts = byMetric(lighthouseVerdicts({ a: { ...scores, "JS KB": NaN }, b: scores }));
    expect(verdicts["Lighthouse JS KB"]).toBeUndefined();
  });
});

const visit = (CLS: number, inWebFonts: boolean) => ({ CLS, fonts: { inWebFonts } });

it("firstVisitVerdicts wants every visit drawn in the web fonts, and none moving more than 0.01", () => {
  const met = byMetric(firstVisitVerdicts([visit(0, true), visit(0.01, true)]));
  expect(met["web fonts"]).toMatchObject({ met: true, detail: "2 of 2 visits" });
  expect(met.CLS).toMatchObject({ met: true, detail: "at most 0.010" });
  const missed = byMetric(firstVisitVerdicts([visit(0, true), visit(0.02, false)]));
  expect(missed["web fonts"]).toMatchObject({ word: "worse", met: false, detail: "1 of 2 visits" });
  expect(missed.CLS).toMatchObject({ word: "worse", met: false });
});

describe("verdictLine", () => {
  it("names every metric and, at the end, the targets missed", () => {
    const verdicts = realVerdicts(figures({ ratios: { LCP: r(1.2, 1.1, 1.3) } }), "not later");
    const line = verdictLine("/home/ carousel, 375 px", "this build", verdicts);
    expect(line).toMatch(/^\/home\/ carousel, 375 px this build: FCP level/);
    expect(line).toContain("LCP worse [1.20 (1.10–1.30)]");
    expect(line).toMatch(/→ targets missed: LCP$/);
    expect(verdictLine("/home/", "this build", realVerdicts(figures(), "not later"))).toMatch(/→ targets met$/);
  });

  it("names a control's own targets with its figures, and with the metrics that miss them", () => {
    const verdicts = realVerdicts(figures({ ratios: { ready: r(0.7, 0.65, 0.75) } }), MENU);
    const line = verdictLine("/home/ menu, 375 px", "main", verdicts);
    expect(line).toContain("ready better [0.70 (0.65–0.75); target B/A ≤ 0.6]");
    expect(line).toMatch(/→ targets missed: ready \(B\/A ≤ 0\.6\)$/);
    expect(verdictLine("/home/ menu, 375 px", "new", realVerdicts(figures(opensAtPaint), MENU))).toMatch(
      /→ targets met$/,
    );
  });
});

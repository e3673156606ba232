/** @jest-environment node */
/** scripts/bench/verdict.ts: each metric better, level or worse than the reference, and the targets met. */
import {
  firstVisitVerdicts,
  lighthouseVerdicts,
  OPENS_AT_FIRST_PAINT,
  realVerdicts,
  verdictLine,
  type MetricVerdict,
  type RealFigures,
} from "../../../scripts/bench/verdict";

const level = { value: 1, low: 0.9, high: 1.1 };
const figures = (overrides: Partial<RealFigures> = {}): RealFigures => ({
  a: { FCP: 700, LCP: 700, CLS: 0, shown: 700, ready: 2000, blocking: 40 },
  b: { FCP: 700, LCP: 700, CLS: 0, shown: 700, ready: 1600, blocking: 40 },
  ratios: { FCP: level, LCP: level, CLS: null, ready: { value: 0.8, low: 0.75, high: 0.86 }, blocking: level },
  ...overrides,
});
const byMetric = (verdicts: MetricVerdict[]) => Object.fromEntries(verdicts.map((v) => [v.metric, v]));
/** The carousel's verdicts: ready no later than the reference's. */
const carousel = (f: RealFigures) => byMetric(realVerdicts(f, "not later"));
/** A menu's: ready in at most 0.6 of the reference's time. */
const menu = (f: RealFigures) => byMetric(realVerdicts(f, OPENS_AT_FIRST_PAINT));
/** A menu that opens 60 ms after B showed it (at its first paint), at 0.4 of the reference's time. */
const opensAtPaint = figures({
  a: { FCP: 700, LCP: 700, CLS: 0, shown: 700, ready: 1900, blocking: 0 },
  b: { FCP: 700, LCP: 700, CLS: 0, shown: 700, ready: 760, blocking: 0 },
  ratios: { ...figures().ratios, ready: { value: 0.4, low: 0.37, high: 0.44 } },
});

describe("realVerdicts", () => {
  it("calls a ratio whose interval contains 1 level, below 1 better, above 1 worse", () => {
    const verdicts = carousel(
      figures({
        ratios: {
          ...figures().ratios,
          FCP: { value: 0.9, low: 0.85, high: 0.97 },
          LCP: { value: 1.1, low: 1.02, high: 1.2 },
        },
      }),
    );
    expect(verdicts.FCP).toMatchObject({ word: "better", met: true, detail: "0.90 (0.85–0.97)" });
    expect(verdicts.LCP).toMatchObject({ word: "worse", met: false });
    expect(carousel(figures()).FCP).toMatchObject({ word: "level", met: true });
  });

  it("holds the carousel's ready to no later than the reference's: better or level meets it", () => {
    const ready = (value: number, low: number, high: number) =>
      carousel(figures({ ratios: { ...figures().ratios, ready: { value, low, high } } })).ready;
    expect(ready(0.8, 0.75, 0.86)).toMatchObject({ word: "better", met: true, target: "not later than A" });
    expect(ready(0.97, 0.9, 1.04)).toMatchObject({ word: "level", met: true });
    expect(ready(1.1, 1.05, 1.2)).toMatchObject({ word: "worse", met: false });
    expect(carousel(figures())["ready after shown"]).toBeUndefined();
  });

  it("wants a menu open in at most 0.6 of the reference's time, and reports how long after it was shown", () => {
    const verdicts = menu(opensAtPaint);
    expect(verdicts.ready).toMatchObject({
      word: "better",
      met: true,
      detail: "0.40 (0.37–0.44)",
      target: "B/A ≤ 0.6",
    });
    expect(verdicts["ready after shown"]).toMatchObject({ word: "better", met: true, detail: "60 vs 1200 ms, −1140" });
    const at = (value: number) =>
      menu({
        ...opensAtPaint,
        ratios: { ...opensAtPaint.ratios, ready: { value, low: value - 0.05, high: value + 0.05 } },
      }).ready;
    expect(at(0.6)).toMatchObject({ met: true });
    expect(at(0.61)).toMatchObject({ word: "better", met: false });
    // Later after it was shown than the reference's: reported, not a target.
    const late = menu({ ...opensAtPaint, b: { ...opensAtPaint.b, ready: 2000 } });
    expect(late["ready after shown"]).toMatchObject({ word: "worse", met: true });
  });

  it("judges blocking time by an absolute 10 ms margin, so a reference median of 0 still compares", () => {
    const at = (a: number, b: number) =>
      carousel(figures({ a: { ...figures().a, blocking: a }, b: { ...figures().b, blocking: b } })).blocking;
    expect(at(0, 10)).toMatchObject({ word: "level", met: true, detail: "10 vs 0 ms, +10" });
    // Reported, not a target.
    expect(at(0, 11)).toMatchObject({ word: "worse", met: true });
    expect(at(57, 30)).toMatchObject({ word: "better", met: true, detail: "30 vs 57 ms, −27" });
  });

  it("fails CLS above 0.01 whatever the reference's", () => {
    const cls = (b: number) => carousel(figures({ b: { ...figures().b, CLS: b } })).CLS;
    expect(cls(0.01)).toMatchObject({ word: "level", met: true });
    expect(cls(0.011)).toMatchObject({ word: "worse", met: false, detail: "0.011" });
  });
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

describe("firstVisitVerdicts", () => {
  const visit = (CLS: number, inWebFonts: boolean) => ({ CLS, fonts: { inWebFonts } });

  it("wants every visit drawn in the web fonts, and none moving more than 0.01", () => {
    const met = byMetric(firstVisitVerdicts([visit(0, true), visit(0.01, true)]));
    expect(met["web fonts"]).toMatchObject({ met: true, detail: "2 of 2 visits" });
    expect(met.CLS).toMatchObject({ met: true, detail: "at most 0.010" });
    const missed = byMetric(firstVisitVerdicts([visit(0, true), visit(0.02, false)]));
    expect(missed["web fonts"]).toMatchObject({ word: "worse", met: false, detail: "1 of 2 visits" });
    expect(missed.CLS).toMatchObject({ word: "worse", met: false });
  });
});

describe("verdictLine", () => {
  it("names every metric and, at the end, the targets missed", () => {
    const verdicts = realVerdicts(
      figures({ ratios: { ...figures().ratios, LCP: { value: 1.2, low: 1.1, high: 1.3 } } }),
      "not later",
    );
    const line = verdictLine("/home/ carousel, 375 px", "this build", verdicts);
    expect(line).toMatch(/^\/home\/ carousel, 375 px this build: FCP level/);
    expect(line).toContain("LCP worse [1.20 (1.10–1.30)]");
    expect(line).toMatch(/→ targets missed: LCP$/);
    expect(verdictLine("/home/", "this build", realVerdicts(figures(), "not later"))).toMatch(/→ targets met$/);
  });

  it("names a control's own targets with its figures, and with the metrics that miss them", () => {
    const slower = figures({ ratios: { ...figures().ratios, ready: { value: 0.7, low: 0.65, high: 0.75 } } });
    const line = verdictLine("/home/ menu, 375 px", "main", realVerdicts(slower, OPENS_AT_FIRST_PAINT));
    expect(line).toContain("ready better [0.70 (0.65–0.75); target B/A ≤ 0.6]");
    expect(line).toMatch(/→ targets missed: ready \(B\/A ≤ 0\.6\)$/);
    expect(verdictLine("/home/ menu, 375 px", "new", realVerdicts(opensAtPaint, OPENS_AT_FIRST_PAINT))).toMatch(
      /→ targets met$/,
    );
  });
});

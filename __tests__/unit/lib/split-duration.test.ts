// padTwo is proven through the section: "03", "00" and "55" (countdown.test.tsx).
import { parseLocalDateTime, splitDuration } from "../../../src/lib/split-duration";

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe("splitDuration", () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [999, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [S, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    [D + 2 * H + 3 * M + 4 * S + 500, { days: 1, hours: 2, minutes: 3, seconds: 4 }],
    [45 * D + 23 * H + 59 * M + 59 * S, { days: 45, hours: 23, minutes: 59, seconds: 59 }],
    [-5 * S, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [Number.NaN, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
  ])("splits %p ms", (ms, expected) => {
    expect(splitDuration(ms)).toEqual(expected);
  });
});

describe("parseLocalDateTime", () => {
  it("reads a zone-less date-time as local time", () => {
    expect(parseLocalDateTime("2025-11-22T00:00:00")).toBe(new Date(2025, 10, 22, 0, 0, 0).getTime());
    expect(parseLocalDateTime("2025-11-22T08:30")).toBe(new Date(2025, 10, 22, 8, 30, 0).getTime());
  });

  it.each(["2025-11-22", "22/11/2025 00:00", "soon", ""])("rejects %p", (value) => {
    expect(parseLocalDateTime(value)).toBeNaN();
  });
});

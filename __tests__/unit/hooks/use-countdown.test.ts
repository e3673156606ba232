import { act, renderHook } from "@testing-library/react";
import { useCountdown } from "../../../src/hooks/use-countdown";

const TARGET = new Date(2025, 10, 22, 0, 0, 0).getTime();

function at(date: Date) {
  jest.setSystemTime(date);
  return renderHook(() => useCountdown({ target: TARGET, tick: 1000 }));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

// The time left, and its ticking each second, are proven through the section (countdown.test.tsx).
describe("useCountdown", () => {
  it("reaches zero at the target and stops", () => {
    const { result } = at(new Date(2025, 10, 21, 23, 59, 58));
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, ended: true });
    expect(jest.getTimerCount()).toBe(0);
  });

  it("resyncs with the clock when the tab becomes visible again", () => {
    const { result } = at(new Date(2025, 10, 21, 23, 0, 0));
    expect(result.current.minutes).toBe(0);
    expect(result.current.hours).toBe(1);
    // The clock jumps (a sleeping laptop) without timers firing.
    jest.setSystemTime(new Date(2025, 10, 21, 23, 30, 0));
    act(() => document.dispatchEvent(new Event("visibilitychange")));
    expect(result.current).toMatchObject({ hours: 0, minutes: 30, seconds: 0 });
  });
});

import { act, renderHook } from "@testing-library/react";
import { useScrollThreshold } from "../../../src/hooks/use-scroll-threshold";
import { headerRevealThreshold } from "../../../src/lib/constants";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
    jest.runOnlyPendingTimers();
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  jest.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => window.setTimeout(() => cb(0), 16));
  jest.spyOn(window, "cancelAnimationFrame").mockImplementation((id) => window.clearTimeout(id));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("useScrollThreshold with the header's threshold (innerHeight - 30)", () => {
  it("is not past at the top nor exactly at the threshold, is past one pixel beyond it, and goes back above it", () => {
    const { result } = renderHook(() => useScrollThreshold({ threshold: headerRevealThreshold }));
    expect(result.current.past).toBe(false);
    scrollTo(770);
    expect(result.current.past).toBe(false);
    scrollTo(771);
    expect(result.current.past).toBe(true);
    scrollTo(769);
    expect(result.current.past).toBe(false);
  });

  it("follows the window's height on resize", () => {
    const { result } = renderHook(() => useScrollThreshold({ threshold: headerRevealThreshold }));
    scrollTo(600);
    expect(result.current.past).toBe(false);
    Object.defineProperty(window, "innerHeight", { value: 500, configurable: true });
    act(() => {
      window.dispatchEvent(new Event("resize"));
      jest.runOnlyPendingTimers();
    });
    expect(result.current.past).toBe(true);
  });

  it("measures at most once per animation frame", () => {
    renderHook(() => useScrollThreshold({ threshold: headerRevealThreshold }));
    const frames = jest.mocked(window.requestAnimationFrame);
    frames.mockClear();
    act(() => {
      for (let i = 0; i < 10; i += 1) window.dispatchEvent(new Event("scroll"));
    });
    expect(frames).toHaveBeenCalledTimes(1);
  });

  it("does nothing when disabled", () => {
    Object.defineProperty(window, "scrollY", { value: 5000, configurable: true });
    const { result } = renderHook(() => useScrollThreshold({ threshold: headerRevealThreshold, enabled: false }));
    expect(result.current.past).toBe(false);
  });
});

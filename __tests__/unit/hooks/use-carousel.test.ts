import { act, renderHook } from "@testing-library/react";
import { useCarousel, type UseCarouselOptions } from "../../../src/hooks/use-carousel";

const base: UseCarouselOptions = { count: 4, interval: 5000, fadeDuration: 500, paused: false };

function setup(options: Partial<UseCarouselOptions> = {}) {
  return renderHook((props: UseCarouselOptions) => useCarousel(props), { initialProps: { ...base, ...options } });
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

// Pausing and resuming is proven through the carousel's pause and play buttons (carousel.test.tsx).
describe("useCarousel", () => {
  it("waits the interval, fades the current slide out for 500 ms, then shows the next", () => {
    const { result } = setup();
    advance(4999);
    expect(result.current).toMatchObject({ index: 0, fading: false });
    advance(1);
    expect(result.current).toMatchObject({ index: 0, fading: true });
    advance(499);
    expect(result.current).toMatchObject({ index: 0, fading: true });
    advance(1);
    expect(result.current).toMatchObject({ index: 1, fading: false });
  });

  it("wraps from the last slide to the first", () => {
    const { result } = setup();
    advance(5000 * 3 + 500);
    expect(result.current.index).toBe(3);
    advance(5000 + 500);
    expect(result.current.index).toBe(0);
  });

  it("keeps the current slide when paused in the middle of a fade", () => {
    const { result, rerender } = setup();
    advance(5200);
    expect(result.current.fading).toBe(true);
    rerender({ ...base, paused: true });
    advance(1000);
    expect(result.current).toMatchObject({ index: 0, fading: false });
  });

  it("navigates by hand at once, wrapping both ways, and restarts the interval", () => {
    const { result } = setup();
    advance(4000);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    advance(4999);
    expect(result.current).toMatchObject({ index: 1, fading: false });
    act(() => result.current.previous());
    act(() => result.current.previous());
    expect(result.current.index).toBe(3);
    act(() => result.current.goTo(6));
    expect(result.current.index).toBe(2);
  });

  it("never rotates a single slide", () => {
    const { result } = setup({ count: 1 });
    advance(20000);
    expect(result.current).toMatchObject({ index: 0, fading: false });
  });
});

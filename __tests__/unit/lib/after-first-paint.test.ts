import { afterFirstPaintJs, FALLBACK_MS, inlineJson } from "../../../src/lib/after-first-paint";

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect(): void },
) => void;

/** A PerformanceObserver that reports paint entries when the test says so. */
function fakePaintObserver() {
  const callbacks: PaintCallback[] = [];
  const disconnect = jest.fn();
  class FakeObserver {
    constructor(callback: PaintCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  const paint = (name: string) =>
    callbacks.forEach((callback) =>
      callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect }),
    );
  return { FakeObserver, paint, disconnect };
}

/** Runs the snippet in jsdom and returns a function telling how often it has called back. */
function run(visibility: DocumentVisibilityState) {
  jest.spyOn(document, "visibilityState", "get").mockReturnValue(visibility);
  const calls = { count: 0 };
  new Function("calls", `function callback(){calls.count+=1}${afterFirstPaintJs("callback")}`)(calls);
  return () => calls.count;
}

describe("afterFirstPaintJs", () => {
  const original = window.PerformanceObserver;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    window.PerformanceObserver = original;
  });

  it("calls back once, in the task after the first contentful paint is reported", () => {
    const observer = fakePaintObserver();
    window.PerformanceObserver = observer.FakeObserver as unknown as typeof PerformanceObserver;
    const calls = run("visible");
    jest.advanceTimersByTime(100);
    observer.paint("first-paint");
    jest.advanceTimersByTime(1);
    expect(calls()).toBe(0);
    observer.paint("first-contentful-paint");
    expect(observer.disconnect).toHaveBeenCalled();
    expect(calls()).toBe(0);
    jest.advanceTimersByTime(1); // the task after the paint
    expect(calls()).toBe(1);
    // The fallback timer does not call it a second time.
    jest.advanceTimersByTime(FALLBACK_MS);
    expect(calls()).toBe(1);
  });

  it("calls back after a while in a browser that reports no paint", () => {
    // @ts-expect-error: a browser without the Performance Observer API
    window.PerformanceObserver = undefined;
    const calls = run("visible");
    jest.advanceTimersByTime(FALLBACK_MS - 1);
    expect(calls()).toBe(0);
    jest.advanceTimersByTime(1);
    expect(calls()).toBe(1);
  });

  it("calls back at once in a background tab, where nothing is painted", () => {
    expect(run("hidden")()).toBe(1);
  });
});

describe("inlineJson", () => {
  it("cannot be broken out of its script element by a value", () => {
    expect(inlineJson(["</script><script>alert(1)//"])).not.toContain("</script>");
  });
});

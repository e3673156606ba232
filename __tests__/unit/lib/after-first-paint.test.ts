import { afterFirstPaintLoader, FALLBACK_MS, loadScriptsAfterFirstPaint } from "../../../src/lib/after-first-paint";

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

/** Runs the loader in jsdom and returns a function listing the src of every script it added. */
function run(sources: string[], visibility: DocumentVisibilityState) {
  document.body.innerHTML = "";
  jest.spyOn(document, "visibilityState", "get").mockReturnValue(visibility);
  new Function(afterFirstPaintLoader(sources))();
  return () => [...document.body.querySelectorAll("script")].map((script) => script.getAttribute("src"));
}

describe("afterFirstPaintLoader", () => {
  const original = window.PerformanceObserver;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    window.PerformanceObserver = original;
  });

  it("adds the scripts once the first contentful paint is reported, in their order, not async", () => {
    const observer = fakePaintObserver();
    window.PerformanceObserver = observer.FakeObserver as unknown as typeof PerformanceObserver;
    const added = run(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"], "visible");
    jest.advanceTimersByTime(100);
    observer.paint("first-paint");
    jest.advanceTimersByTime(1);
    expect(added()).toEqual([]);
    observer.paint("first-contentful-paint");
    expect(observer.disconnect).toHaveBeenCalled();
    jest.advanceTimersByTime(1); // the task after the paint
    expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    for (const script of document.body.querySelectorAll("script"))
      expect((script as HTMLScriptElement).async).toBe(false);
    // The fallback timer does not add them a second time.
    jest.advanceTimersByTime(FALLBACK_MS);
    expect(added()).toHaveLength(3);
  });

  it("loads after a while in a browser that reports no paint", () => {
    // @ts-expect-error: a browser without the Performance Observer API
    window.PerformanceObserver = undefined;
    const added = run(["/app-3.js"], "visible");
    jest.advanceTimersByTime(FALLBACK_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(["/app-3.js"]);
  });

  it("loads at once in a background tab, where nothing is painted", () => {
    const added = run(["/app-3.js"], "hidden");
    expect(added()).toEqual(["/app-3.js"]);
  });

  it("cannot be broken out of its script element by a file name", () => {
    expect(afterFirstPaintLoader(["/</script><script>alert(1)//.js"])).not.toContain("</script>");
  });
});

describe("loadScriptsAfterFirstPaint", () => {
  const page = (scripts: string) =>
    `<!DOCTYPE html><html><head></head><body><div id="___gatsby"></div><script id="gatsby-chunk-mapping">x</script>${scripts}</body></html>`;

  it("replaces Gatsby's async script tags with one loader holding them in order", () => {
    const html = loadScriptsAfterFirstPaint(
      page('<script src="/webpack-runtime-1.js" async=""></script><script src="/app-3.js" async=""></script>'),
    );
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain('<script id="gatsby-chunk-mapping">x</script>');
    expect(html).toContain(`<script>${afterFirstPaintLoader(["/webpack-runtime-1.js", "/app-3.js"])}</script></body>`);
  });

  it("leaves a page without such scripts untouched", () => {
    const html = page('<script type="application/ld+json">{}</script>');
    expect(loadScriptsAfterFirstPaint(html)).toBe(html);
  });
});

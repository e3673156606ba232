import {
  afterFirstPaintLoader,
  FALLBACK_MS,
  LOADER_ID,
  loadScriptsAfterFirstPaint,
} from "../../../src/lib/after-first-paint";

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

  const loader = (sources: string[]) => `<script id="${LOADER_ID}">${afterFirstPaintLoader(sources)}</script>`;

  it("replaces Gatsby's async script tags with one loader holding them in order, where they stood", () => {
    const html = loadScriptsAfterFirstPaint(
      page(
        '<!-- slice-start --><script src="/webpack-runtime-1.js" async=""></script><script src="/app-3.js" async=""></script><!-- slice-end -->',
      ),
    );
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain('<script id="gatsby-chunk-mapping">x</script>');
    expect(html).toContain(
      `<!-- slice-start -->${loader(["/webpack-runtime-1.js", "/app-3.js"])}<!-- slice-end --></body>`,
    );
  });

  it("leaves one loader, the new one, on a page Gatsby stitched new scripts into after an earlier build", () => {
    const earlier = loadScriptsAfterFirstPaint(page('<script src="/app-1.js" async=""></script>'));
    // Gatsby puts the new build's tags next to what the earlier build left (here: before it).
    const restitched = earlier.replace(
      '<script id="gatsby-chunk-mapping">x</script>',
      '<script id="gatsby-chunk-mapping">x</script><script src="/app-2.js" async=""></script>',
    );
    const html = loadScriptsAfterFirstPaint(restitched);
    expect(html.match(/<script id="scripts-after-first-paint">/g)).toHaveLength(1);
    expect(html).toContain(loader(["/app-2.js"]));
    expect(html).not.toContain("/app-1.js");
  });

  it("leaves a page without such scripts untouched", () => {
    const html = page('<script type="application/ld+json">{}</script>');
    expect(loadScriptsAfterFirstPaint(html)).toBe(html);
  });
});

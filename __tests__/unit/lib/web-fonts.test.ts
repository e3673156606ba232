import { FALLBACK_MS } from "../../../src/lib/after-first-paint";
import { fontsVersion, WEB_FONTS_ID, WEB_FONTS_STORAGE_KEY, webFontsSwitch } from "../../../src/lib/web-fonts";

const FACES = ['normal 400 1em "Serif"', 'italic 400 1em "Serif"'];

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect(): void },
) => void;

describe("webFontsSwitch", () => {
  const originalObserver = window.PerformanceObserver;
  let paint: (name: string) => void;
  let load: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    document.head.innerHTML = `<style id="${WEB_FONTS_ID}" media="print">@font-face{}</style>`;
    const callbacks: PaintCallback[] = [];
    window.PerformanceObserver = class {
      constructor(callback: PaintCallback) {
        callbacks.push(callback);
      }
      observe() {}
    } as unknown as typeof PerformanceObserver;
    paint = (name) =>
      callbacks.forEach((callback) =>
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect() {} }),
      );
    load = jest.fn(async () => [{}]);
    Object.defineProperty(document, "fonts", { configurable: true, value: { load } });
  });

  afterEach(() => {
    jest.useRealTimers();
    window.PerformanceObserver = originalObserver;
  });

  const media = () => document.getElementById(WEB_FONTS_ID)?.getAttribute("media");
  const run = () => new Function(webFontsSwitch("v1", FACES))();

  it("on a first visit, switches the fonts on only after the first contentful paint, loading every face", async () => {
    run();
    expect(media()).toBe("print");
    paint("first-paint");
    jest.advanceTimersByTime(1);
    expect(media()).toBe("print");
    paint("first-contentful-paint");
    jest.advanceTimersByTime(1);
    expect(media()).toBe("all");
    expect(load.mock.calls.map(([face]) => face)).toEqual(FACES);
    await jest.runAllTimersAsync();
    expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBe("v1");
  });

  it("on a later visit with the same files, switches them on at once, before any paint", () => {
    localStorage.setItem(WEB_FONTS_STORAGE_KEY, "v1");
    run();
    expect(media()).toBe("all");
    expect(load).not.toHaveBeenCalled();
  });

  it("treats a visitor who saw other files (an older build) as a first visit", () => {
    localStorage.setItem(WEB_FONTS_STORAGE_KEY, "v0");
    run();
    expect(media()).toBe("print");
  });

  it("does not remember the fonts when one of them could not be loaded", async () => {
    load.mockImplementation(async (face: string) => (face.startsWith("italic") ? [] : [{}]));
    run();
    paint("first-contentful-paint");
    await jest.runAllTimersAsync();
    expect(media()).toBe("all");
    expect(localStorage.getItem(WEB_FONTS_STORAGE_KEY)).toBeNull();
  });

  it("switches them on anyway when no paint is ever reported", () => {
    run();
    jest.advanceTimersByTime(FALLBACK_MS);
    expect(media()).toBe("all");
  });
});

describe("fontsVersion", () => {
  it("changes when a font file's hashed name changes, and only then", () => {
    const css = (hash: string) => `@font-face{font-family:A;src:url(/static/a-${hash}.woff2) format("woff2")}`;
    expect(fontsVersion(css("1"))).toBe(fontsVersion(`${css("1")} `));
    expect(fontsVersion(css("1"))).not.toBe(fontsVersion(css("2")));
  });
});

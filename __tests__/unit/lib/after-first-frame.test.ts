import { afterFirstFrameLoader, loadScriptsAfterFirstFrame } from "../../../src/lib/after-first-frame";

/** Runs the loader in jsdom and returns the src of every script it added, in order. */
function run(sources: string[], visibility: DocumentVisibilityState) {
  document.body.innerHTML = "";
  jest.spyOn(document, "visibilityState", "get").mockReturnValue(visibility);
  new Function(afterFirstFrameLoader(sources))();
  return () => [...document.body.querySelectorAll("script")].map((script) => script.getAttribute("src"));
}

describe("afterFirstFrameLoader", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("adds the scripts only after the next frame, in their order, not async", () => {
    const added = run(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"], "visible");
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(16); // the animation frame
    jest.advanceTimersByTime(1); // the task after it
    expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    for (const script of document.body.querySelectorAll("script"))
      expect((script as HTMLScriptElement).async).toBe(false);
  });

  it("loads at once in a background tab, where no frame is painted", () => {
    const added = run(["/app-3.js"], "hidden");
    expect(added()).toEqual(["/app-3.js"]);
  });

  it("cannot be broken out of its script element by a file name", () => {
    expect(afterFirstFrameLoader(["/</script><script>alert(1)//.js"])).not.toContain("</script>");
  });
});

describe("loadScriptsAfterFirstFrame", () => {
  const page = (scripts: string) =>
    `<!DOCTYPE html><html><head></head><body><div id="___gatsby"></div><script id="gatsby-chunk-mapping">x</script>${scripts}</body></html>`;

  it("replaces Gatsby's async script tags with one loader holding them in order", () => {
    const html = loadScriptsAfterFirstFrame(
      page('<script src="/webpack-runtime-1.js" async=""></script><script src="/app-3.js" async=""></script>'),
    );
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain('<script id="gatsby-chunk-mapping">x</script>');
    expect(html).toContain(`<script>${afterFirstFrameLoader(["/webpack-runtime-1.js", "/app-3.js"])}</script></body>`);
  });

  it("leaves a page without such scripts untouched", () => {
    const html = page('<script type="application/ld+json">{}</script>');
    expect(loadScriptsAfterFirstFrame(html)).toBe(html);
  });
});

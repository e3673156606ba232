import { answered, tapPoint } from "./tap";

/**
 * A bench visit's init script for one control or none, in the page from its first byte (docs/PERFORMANCE.md); Node
 * reads `__benchProbe.poll()` beside its taps (real-visit.mjs): whether the control answered, else where to tap it.
 * tap.ts's helpers go in as source, with a stand-in for the `__name()` that tsx's keepNames wraps their functions in.
 * @param {import("./pages").BenchControl | null} control
 */
export function probeScript(control) {
  return `(() => { const __name = (fn) => fn; (${probe})(${JSON.stringify(control)}, { answered: ${answered}, tapPoint: ${tapPoint} }); })();`;
}

/** Runs in the page (by its source: it can use nothing from this module). */
function probe(control, { answered, tapPoint }) {
  // shown: when a reader can first see the control (the first paint, or once a scroll has brought it).
  const state = { fcp: null, lcp: null, cls: 0, ready: null, shown: null, scrolledAt: null, longTasks: [] };
  state.fonts = { inUseAt: null, atReady: null, atLoad: null };
  Object.defineProperty(window, "__benchProbe", { value: state });

  // The web faces: those of the page's @font-face rules with a file (their fallbacks' are local()).
  const webFaces = () => [...document.fonts].filter((face) => !/Fallback"?$/.test(face.family));
  document.fonts.addEventListener("loadingdone", () => {
    const asked = webFaces().filter((face) => face.status !== "unloaded");
    if (state.fonts.inUseAt === null && asked.length > 0 && asked.every((face) => face.status === "loaded"))
      state.fonts.inUseAt = performance.now();
  });
  const heading = () => document.querySelector("h1");
  const bodyText = () =>
    [...document.querySelectorAll("main p")].find(
      (p) => getComputedStyle(p).fontFamily === getComputedStyle(document.body).fontFamily,
    ) ?? null;
  // Whether the face an element's style names first (its web font) has loaded.
  const inWebFont = (element) => {
    if (!element) return null;
    const style = getComputedStyle(element);
    const family = style.fontFamily.split(",")[0].replace(/"/g, "").trim();
    return webFaces().some(
      (face) => face.family.replace(/"/g, "") === family && face.style === style.fontStyle && face.status === "loaded",
    );
  };
  const textInWebFonts = () => {
    const both = [inWebFont(heading()), inWebFont(bodyText())];
    return both.includes(null) ? null : both.every(Boolean);
  };
  addEventListener(
    "load",
    () => {
      state.fonts.atLoad = textInWebFonts();
      heading()?.setAttribute("data-bench-heading", "");
      bodyText()?.setAttribute("data-bench-body", "");
    },
    { once: true },
  );

  const observe = (type, onEntry) =>
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  observe("paint", (entry) => {
    if (entry.name !== "first-contentful-paint") return;
    state.fcp = entry.startTime;
    // A control on the first screen is shown by the first paint (it may answer before the page hears of it).
    if (!control?.scroll) state.shown = entry.startTime;
    if (control?.scroll === "window") reach();
  });
  observe("largest-contentful-paint", (entry) => {
    if (state.scrolledAt === null || entry.startTime < state.scrolledAt) state.lcp = entry.startTime;
  });
  observe("layout-shift", (entry) => {
    if (!entry.hadRecentInput) state.cls += entry.value;
  });
  observe("longtask", (entry) => state.longTasks.push([entry.startTime, entry.duration]));

  if (!control) return;
  const { selector, text, label, scroll, revealedIn } = control;

  // The first match with a box: a hidden copy of the control (the mobile panel's) is passed over.
  const find = () =>
    [...document.querySelectorAll(selector)].find(
      (element) =>
        (text === undefined || element.textContent.trim() === text) &&
        (label === undefined || element.getAttribute("aria-label") === label) &&
        element.getClientRects().length > 0,
    ) ?? null;
  let target = null;

  // The control as it is now: taps may answer before any poll has looked for it.
  const current = () => (target?.isConnected ? target : (target = find()));
  const answer = (at) => {
    state.ready = at;
    state.fonts.atReady = textInWebFonts();
  };
  const check = () => {
    const at = performance.now();
    if (state.ready === null && current() && answered(target, label)) answer(at);
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ["aria-expanded", "aria-label"],
  });
  document.addEventListener(
    "beforetoggle",
    (event) => {
      const at = performance.now();
      if (state.ready === null && event.newState === "open" && event.target === current()?.popoverTargetElement)
        answer(at);
    },
    true,
  );

  // Brings the control to the reader, as far as the page allows yet; tried again every 25 ms.
  function reach() {
    if (scroll === "window") scrollTo({ top: innerHeight, behavior: "instant" });
    else (target = find())?.scrollIntoView({ block: "center", behavior: "instant" });
    const there = scroll === "window" ? scrollY > innerHeight - 1 : target !== null;
    if (there) state.scrolledAt = performance.now();
    else setTimeout(reach, 25);
  }
  if (scroll === "into-view") addEventListener("load", reach, { once: true });

  const tapAt = () => {
    if (scroll && state.scrolledAt === null) return null;
    if (!current()) return null;
    const container = revealedIn ? target.closest(revealedIn)?.getBoundingClientRect() : undefined;
    // A reader taps what she sees: a container that is still sliding in is waited for.
    if (container && container.top < 0) return null;
    const point = tapPoint(target.getBoundingClientRect(), { width: innerWidth, height: innerHeight }, container);
    if (point && scroll && state.shown === null) state.shown = performance.now();
    return point;
  };
  state.poll = () => {
    check();
    return { ready: state.ready, tapAt: state.ready === null ? tapAt() : null };
  };
}

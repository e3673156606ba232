/**
 * Runs inside the page from its first byte (an init script): records FCP, LCP, CLS and the long
 * tasks (over 50 ms of the main thread) as the page reports them, and "ready": the moment a
 * control answers a click.
 *
 * From the moment the control is in the document, it is clicked every 25 ms (a synthetic click:
 * untrusted, so it does not end the page's LCP measurement as a real tap would), until its
 * aria-label changes (the menu button's "Open menu" becomes "Close menu"; the carousel's "Pause
 * rotation" becomes "Play rotation"). Before React has attached its handlers a click does
 * nothing, as a tap would not. With `scroll`, the control is first scrolled into view once the
 * page has loaded (the first screen is complete by then), as a reader would scroll to it, and
 * clicked from then on; LCP counts only what painted before the scroll. With no control (null),
 * nothing is clicked and "ready" stays null.
 */
export function probe(control) {
  const state = { fcp: null, lcp: null, cls: 0, ready: null, scrolledAt: null, longTasks: [] };
  Object.defineProperty(window, "__benchProbe", { value: state });

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") state.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (state.scrolledAt === null || entry.startTime < state.scrolledAt) state.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) state.cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: "longtask", buffered: true });

  // Without a control (a first visit left alone, as Lighthouse loads a page) nothing is clicked.
  if (!control) return;
  const { label, scroll } = control;
  const clickUntilAnswered = (button) => {
    new MutationObserver((_, observer) => {
      if (button.getAttribute("aria-label") === label) return;
      state.ready = performance.now();
      observer.disconnect();
      clearInterval(clicking);
    }).observe(button, { attributes: true, attributeFilter: ["aria-label"] });
    const clicking = setInterval(() => button.click(), 25);
    button.click();
  };

  const find = () => document.querySelector(`button[aria-label="${label}"]`);
  const waitForControl = () => {
    const button = find();
    if (!button) return void setTimeout(waitForControl, 25);
    if (!scroll) return clickUntilAnswered(button);
    const scrollOnceLoaded = () => {
      button.scrollIntoView({ block: "center" });
      state.scrolledAt = performance.now();
      clickUntilAnswered(button);
    };
    if (document.readyState === "complete") scrollOnceLoaded();
    else addEventListener("load", scrollOnceLoaded, { once: true });
  };
  waitForControl();
}

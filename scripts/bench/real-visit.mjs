/**
 * One first visit in a real Chromium under real throttling: a fresh browser and profile (so an
 * empty HTTP cache and storage), the control's window (a phone or a desktop), the network and CPU
 * throttled through the DevTools protocol, every https request (third parties: the newsletter
 * widget) blocked, and the control tapped as a reader would until it answers.
 */
import { chromium } from "@playwright/test";
import { probeScript } from "./probe.mjs";

/**
 * Total blocking time as the real visit had it: of each long task that started between the first
 * paint and "ready", the part past 50 ms (a tap then waits that long for the main thread).
 * Lighthouse's TBT is the same sum, estimated from an unthrottled trace and counted up to TTI.
 * @param {Array<[number, number]>} longTasks [startTime, duration] of each long task
 */
export function blockingTime(longTasks, from, until) {
  return longTasks
    .filter(([start]) => start >= from && start < until)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
}

/**
 * Resolves once Chromium's processes together have used less than `budgetMs` of CPU in
 * `windowMs` (or after `timeoutMs`). Opening a tab builds the window's own interface, and in
 * Chromium 156 that includes the address bar's suggestion popup, itself a web page of some 300
 * modules: about 1.5 s of CPU in the second after the tab opens. On a two-core machine it would run
 * alongside the first second of the visit, slowing one build's visit more than another's.
 * @param {import("@playwright/test").Browser} browser
 */
export async function browserSettled(browser, { windowMs = 250, budgetMs = 25, timeoutMs = 10_000 } = {}) {
  const cdp = await browser.newBrowserCDPSession();
  const cpuSeconds = async () =>
    (await cdp.send("SystemInfo.getProcessInfo")).processInfo.reduce((sum, process) => sum + process.cpuTime, 0);
  const deadline = Date.now() + timeoutMs;
  let before = await cpuSeconds();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const now = await cpuSeconds();
    if ((now - before) * 1000 < budgetMs) break;
    before = now;
  }
  await cdp.detach();
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A reader's tap at a point of the window (CSS px), as the browser dispatches real input: a left
 * button's press and release (one click), on the phone as on the desktop. It resolves once the page
 * has taken both events. Not DevTools' touch events: the browser holds each of those until the
 * page has committed its next frame, which a finger never waits for (a trace of the interview on
 * the phone: touches made 116 ms after the first paint reached the page 250 ms after it, at the end
 * of the parse; mouse taps on the same page answered within 100 ms of the paint).
 */
const tap = (cdp, { x, y }) =>
  Promise.all(
    ["mousePressed", "mouseReleased"].map((type) =>
      cdp.send("Input.dispatchMouseEvent", { type, x, y, button: "left", clickCount: 1 }),
    ),
  );

/** What the page looks like where a control that never answered was tapped: for the error. */
async function stalled(cdp, point) {
  const expression = `JSON.stringify({
    page: location.pathname, scrollY, zoom: visualViewport.scale,
    tapped: ${JSON.stringify(point)},
    there: document.elementFromPoint(${point?.x ?? -1}, ${point?.y ?? -1})?.outerHTML.slice(0, 160) ?? null,
    open: [...document.querySelectorAll(":popover-open, dialog[open]")].map((element) => element.id || element.tagName),
  })`;
  try {
    const read = cdp.send("Runtime.evaluate", { expression, returnByValue: true });
    const late = sleep(5000).then(() => ({ result: { value: "the page did not answer a read within 5 s" } }));
    return (await Promise.race([read, late])).result.value;
  } catch (error) {
    return `the page could not be read (${error.message})`;
  }
}

/**
 * Taps the control every `everyMs` until the probe has seen it answer, from the moment the probe
 * says where it is (after the first paint, and the scroll that brings it to the reader). Before
 * React has attached its handlers a tap does nothing, unless the browser itself answers it (a
 * popover's button). A tap is not waited for: while the main thread is busy it waits in the
 * browser's input queue, as a reader's would, and is taken as soon as the thread is free. The
 * probe is read with a one-line expression through the DevTools protocol, one read at a time and
 * beside the taps: a read waits for the main thread, and the taps must not wait for it. (Playwright's
 * own waits, `waitForFunction` and locators, first evaluate its script library in the page, a task
 * of 100–250 ms under the 4× CPU slowdown that would count in the blocking time.)
 * @param {import("@playwright/test").CDPSession} cdp the page's session, for the reads
 * @param {import("@playwright/test").CDPSession} input another session of the page, for the taps
 */
async function tapUntilAnswered(cdp, input, { everyMs = 25, timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  const taps = [];
  let tapAt = null;
  let answered = false;
  let reading = null;
  const read = async () => {
    try {
      // Null until the page's document (and its probe) is there.
      const { result } = await cdp.send("Runtime.evaluate", {
        expression: "globalThis.__benchProbe?.poll() ?? null",
        returnByValue: true,
      });
      if (result.value?.ready != null) answered = true;
      else if (result.value?.tapAt) tapAt = result.value.tapAt;
    } catch {
      // The document changed under the read (a tap that landed on a link): the next read asks again.
    } finally {
      reading = null;
    }
  };
  try {
    while (Date.now() < deadline) {
      reading ??= read();
      if (answered) return;
      if (tapAt) taps.push(tap(input, tapAt));
      await sleep(everyMs);
    }
    throw new Error(`The control did not answer within ${timeoutMs / 1000} s: ${await stalled(cdp, tapAt)}`);
  } finally {
    // A tap's acknowledgement can be lost when the page changes under it; the visit does not wait on it for long.
    await Promise.race([Promise.all([...taps, reading]), sleep(5000)]);
  }
}

/**
 * The fonts the browser drew an element in (DevTools' CSS.getPlatformFontsForNode): each by the
 * family name in its file, and whether it was downloaded (a web font) or the system's own. Null
 * when the page has no such element.
 * @param {import("@playwright/test").CDPSession} cdp
 */
export async function drawnFonts(cdp, selector) {
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  if (!nodeId) return null;
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts.map((font) => ({ family: font.familyName, web: font.isCustomFont }));
}

/**
 * @param {object} options
 * @param {string} options.url page to open
 * @param {import("./pages").BenchControl | null} options.control the control whose answer is "ready";
 *   null: nothing is tapped, and the visit lasts until `settleMs` after the load event
 * @param {{ width: number, height: number, deviceScaleFactor: number, isMobile: boolean, hasTouch: boolean }} options.viewport
 *   the window (scripts/bench/presets.mjs); with a touch screen the control is tapped by touch, otherwise clicked with a mouse
 * @param {{ latencyMs: number, downloadKbps: number, uploadKbps: number, cpuSlowdown: number }} options.preset
 * @param {{ executablePath: string, args: string[] }} options.browser
 * @param {Record<string, string>} [options.storage] localStorage set before the page's scripts run
 * @param {number} [options.settleMs] how long a visit without a control lasts after the load event
 *   (then the fonts that drew the first screen's heading and body text are read)
 * @param {string[]} [options.trace] trace categories: record a Chrome trace of the visit (returned as `trace`)
 */
export async function realVisit({
  url,
  control,
  viewport,
  preset,
  browser: launch,
  storage = {},
  trace,
  settleMs = 6000,
}) {
  const browser = await chromium.launch({ executablePath: launch.executablePath, args: launch.args, headless: true });
  try {
    const { width, height, deviceScaleFactor, isMobile, hasTouch } = viewport;
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile, hasTouch });
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await context.addInitScript({ content: probeScript(control) });
    const page = await context.newPage();
    // A tap that lands on a link that opens a new tab (the header's social links, where the Books
    // button was laid out before the bar was complete) would open one tab per tap: each is closed.
    context.on("page", (opened) => void opened.close());
    await browserSettled(browser);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setBlockedURLs", { urls: ["https://*"] });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: preset.latencyMs,
      downloadThroughput: (preset.downloadKbps * 1000) / 8,
      uploadThroughput: (preset.uploadKbps * 1000) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: preset.cpuSlowdown });
    if (trace) await browser.startTracing(page, { categories: trace });
    // Taps begin at the first paint, before the load event.
    await page.goto(url, { waitUntil: "commit", timeout: 120_000 });
    // The taps go through a session of their own: a session answers its commands in turn, so
    // behind a read that waits for the main thread, taps would reach the browser late and in bursts.
    if (control) await tapUntilAnswered(cdp, await context.newCDPSession(page));
    await page.waitForLoadState("load", { timeout: 120_000 });
    // With a control, LCP and CLS are final once the page has loaded and settled for a moment
    // after answering; left alone, whatever the page does after its load event (hydration, a
    // dialog) is in.
    await page.waitForTimeout(control ? 500 : settleMs);
    const result = await page.evaluate(() => {
      const { fcp, lcp, cls, ready, shown, longTasks, fonts } = globalThis.__benchProbe;
      return { fcp, lcp, cls, ready, shown, longTasks, fonts };
    });
    const heading = await drawnFonts(cdp, "[data-bench-heading]");
    const body = await drawnFonts(cdp, "[data-bench-body]");
    return {
      ...(trace ? { trace: JSON.parse((await browser.stopTracing()).toString("utf8")) } : {}),
      FCP: result.fcp ?? NaN,
      LCP: result.lcp ?? NaN,
      CLS: result.cls,
      ready: result.ready ?? NaN,
      shown: result.shown ?? NaN,
      // Left alone, up to the end of the visit (as Lighthouse's TBT counts up to the page's quiet).
      blocking: blockingTime(result.longTasks, result.fcp ?? 0, result.ready ?? Infinity),
      fonts: {
        ...result.fonts,
        drawn: { heading, body },
        // At the end of the visit: both drawn in nothing but downloaded fonts.
        inWebFonts: [heading, body].every((fonts) => fonts !== null && fonts.length > 0 && fonts.every((f) => f.web)),
      },
    };
  } finally {
    await browser.close();
  }
}

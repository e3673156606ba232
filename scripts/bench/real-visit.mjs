/** A visit in a fresh Chromium under real throttling, https blocked, the control tapped until it answers. */
import { chromium } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { probeScript } from "./probe.mjs";

/** The Chromium the bench and `npm run trace` drive: Debian's or CHROMIUM_PATH, with scripts/chromium.json's flags. */
export function benchChromium() {
  const chromium = JSON.parse(readFileSync(new URL("../chromium.json", import.meta.url), "utf8"));
  const executablePath = process.env.CHROMIUM_PATH ?? chromium.defaultPath;
  if (!existsSync(executablePath)) {
    console.error(
      `Chromium not found at ${executablePath}: install it with \`apt-get install chromium\` or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  return { executablePath, args: chromium.args };
}

/** Real throttling, applied while the page loads: "slow", a mid-range phone on a slow mobile network; "fast", a quick check. */
export const PRESETS = {
  slow: { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 },
  fast: { latencyMs: 40, downloadKbps: 10000, uploadKbps: 5000, cpuSlowdown: 1 },
};

/** The windows of a visit: a phone with a touch screen and Lighthouse's device pixel ratio, and a desktop. */
const VIEWPORTS = {
  phone: { width: 375, height: 812, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once Chromium has used under 25 ms of CPU in 250 ms (or after 10 s): a new tab's own interface
 * (about 1.5 s of CPU in Chromium 156) would otherwise run beside the visit's first second.
 */
async function browserSettled(browser) {
  const cdp = await browser.newBrowserCDPSession();
  const cpuSeconds = async () =>
    (await cdp.send("SystemInfo.getProcessInfo")).processInfo.reduce((sum, process) => sum + process.cpuTime, 0);
  const deadline = Date.now() + 10_000;
  let before = await cpuSeconds();
  while (Date.now() < deadline) {
    await sleep(250);
    const now = await cpuSeconds();
    if ((now - before) * 1000 < 25) break;
    before = now;
  }
  await cdp.detach();
}

/**
 * A tap at a point of the window (CSS px): a left button's press and release, on the phone too.
 * Not DevTools' touch events, which the browser holds until the page commits its next frame.
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
 * Taps the control through `input` every 25 ms once the probe says where, until it answers; taps are not awaited (a
 * busy page queues them, as a reader's), the probe read one read at a time (Playwright's waits would add a long task).
 */
async function tapUntilAnswered(cdp, input) {
  const deadline = Date.now() + 60_000;
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
      await sleep(25);
    }
    throw new Error(`The control did not answer within 60 s: ${await stalled(cdp, tapAt)}`);
  } finally {
    // A tap's acknowledgement can be lost when the page changes under it; the visit does not wait on it for long.
    await Promise.race([Promise.all([...taps, reading]), sleep(5000)]);
  }
}

/** The fonts the browser drew an element in, each downloaded (web) or the system's; null without such an element. */
async function drawnFonts(cdp, selector) {
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  if (!nodeId) return null;
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts.map((font) => ({ family: font.familyName, web: font.isCustomFont }));
}

/**
 * A visit of `url` in a window of VIEWPORTS, `storage` set in localStorage first: a `control` is tapped until it
 * answers; without, the visit lasts `settleMs` after the load event. `trace`: a Chrome trace's categories to record.
 */
export async function realVisit({ url, control, viewport, preset, browser: launch, storage, trace, settleMs = 6000 }) {
  const browser = await chromium.launch({ executablePath: launch.executablePath, args: launch.args, headless: true });
  try {
    const { width, height, deviceScaleFactor, isMobile, hasTouch } = VIEWPORTS[viewport];
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor, isMobile, hasTouch });
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await context.addInitScript({ content: probeScript(control) });
    const page = await context.newPage();
    // A tap that lands on a link to a new tab (the header's social links) opens one per tap: each is closed.
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
    // The taps go through a session of their own, so none waits behind a read.
    if (control) await tapUntilAnswered(cdp, await context.newCDPSession(page));
    await page.waitForLoadState("load", { timeout: 120_000 });
    // Left alone, whatever the page does after its load event (hydration, a dialog) is in.
    await page.waitForTimeout(control ? 500 : settleMs);
    // The probe's figures (its functions left out).
    const result = await page.evaluate(() => JSON.parse(JSON.stringify(globalThis.__benchProbe)));
    const heading = await drawnFonts(cdp, "[data-bench-heading]");
    const body = await drawnFonts(cdp, "[data-bench-body]");
    return {
      ...(trace ? { trace: JSON.parse((await browser.stopTracing()).toString("utf8")) } : {}),
      FCP: result.fcp ?? NaN,
      LCP: result.lcp ?? NaN,
      CLS: result.cls,
      ready: result.ready ?? NaN,
      shown: result.shown ?? NaN,
      // Of each long task from the first paint to ready (left alone, to the end of the visit, as Lighthouse's
      // TBT counts up to the page's quiet), the part past 50 ms, summed.
      blocking: result.longTasks
        .filter(([start]) => start >= (result.fcp ?? 0) && start < (result.ready ?? Infinity))
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
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

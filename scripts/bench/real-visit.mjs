/**
 * One first visit in a real Chromium under real throttling: a fresh browser and profile (so an
 * empty HTTP cache and storage), the phone viewport, the network and CPU throttled through the
 * DevTools protocol, every https request (third parties: the newsletter widget) blocked.
 */
import { chromium } from "@playwright/test";
import { probe } from "./probe.mjs";
import { VIEWPORT } from "./presets.mjs";

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

/**
 * Resolves once the probe has seen the control answer. Polled with one-line expressions through
 * the DevTools protocol: Playwright's own waits (`waitForFunction`, locators) first evaluate its
 * script library in the page, a task of 100–250 ms under the 4× CPU slowdown that started just
 * after the load event and, whenever it came before "ready", counted in the build's blocking time.
 * @param {import("@playwright/test").CDPSession} cdp the page's session
 */
async function probeAnswered(cdp, { pollMs = 100, timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { result } = await cdp.send("Runtime.evaluate", {
      expression: "globalThis.__benchProbe.ready !== null",
      returnByValue: true,
    });
    if (result.value === true) return;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`The control did not answer within ${timeoutMs / 1000} s`);
}

/**
 * @param {object} options
 * @param {string} options.url page to open
 * @param {{ label: string, scroll: boolean } | null} options.control the control whose answer is "ready";
 *   null: nothing is clicked, and the visit lasts until `settleMs` after the load event
 * @param {{ latencyMs: number, downloadKbps: number, uploadKbps: number, cpuSlowdown: number }} options.preset
 * @param {{ executablePath: string, args: string[] }} options.browser
 * @param {Record<string, string>} [options.storage] localStorage set before the page's scripts run
 * @param {number} [options.settleMs] how long a visit without a control lasts after the load event
 * @param {string[]} [options.trace] trace categories: record a Chrome trace of the visit (returned as `trace`)
 */
export async function realVisit({ url, control, preset, browser: launch, storage = {}, trace, settleMs = 6000 }) {
  const browser = await chromium.launch({ executablePath: launch.executablePath, args: launch.args, headless: true });
  try {
    const context = await browser.newContext({
      viewport: { width: VIEWPORT.width, height: VIEWPORT.height },
      deviceScaleFactor: VIEWPORT.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await context.addInitScript(probe, control);
    const page = await context.newPage();
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
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    if (control) {
      await probeAnswered(cdp);
      // LCP and CLS are final once the page has settled for a moment after answering.
      await page.waitForTimeout(500);
    } else {
      // Left alone: whatever the page does after its load event (hydration, a dialog) is in.
      await page.waitForTimeout(settleMs);
    }
    const result = await page.evaluate(() => ({ ...globalThis.__benchProbe }));
    return {
      ...(trace ? { trace: JSON.parse((await browser.stopTracing()).toString("utf8")) } : {}),
      FCP: result.fcp ?? NaN,
      LCP: result.lcp ?? NaN,
      CLS: result.cls,
      ready: result.ready ?? NaN,
      // Left alone, up to the end of the visit (as Lighthouse's TBT counts up to the page's quiet).
      blocking: blockingTime(result.longTasks, result.fcp ?? 0, result.ready ?? Infinity),
    };
  } finally {
    await browser.close();
  }
}

/** Lighthouse (its mobile preset, simulated throttling), the bench's secondary column: what PageSpeed Insights would report. */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** Lighthouse's default, and also what it keeps by default: every run is a first visit, as on PageSpeed Insights. */
const KEPT_BY_DEFAULT = ["cookies", "local_storage", "indexeddb"];
const CLEAR_STORAGE_TYPES = ["file_systems", "shader_cache", "service_workers", "cache_storage", ...KEPT_BY_DEFAULT];

function summarise(lhr) {
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  const transferred = (type) => (items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    FCP: lhr.audits["first-contentful-paint"]?.numericValue ?? NaN,
    LCP: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    TBT: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    CLS: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    KB: transferred("total"),
    "JS KB": transferred("script"),
  };
}

/** `runs` Lighthouse runs of each URL in one headless Chromium; a run that failed (the browser's hiccup) is repeated. */
export async function lighthouseRuns(urls, { runs, chromePath, args }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...args] });
  const results = Object.fromEntries(urls.map((url) => [url, []]));
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const url of urls) {
        for (let attempt = 1; ; attempt += 1) {
          const { lhr } = await lighthouse(url, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: CATEGORIES,
            // The site is served over http on loopback; everything https is third-party here.
            blockedUrlPatterns: ["https://*"],
            clearStorageTypes: CLEAR_STORAGE_TYPES,
          });
          if (!lhr.runtimeError) {
            results[url].push(summarise(lhr));
            break;
          }
          if (attempt === 3) throw new Error(`Lighthouse failed 3 times on ${url}: ${lhr.runtimeError.message}`);
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

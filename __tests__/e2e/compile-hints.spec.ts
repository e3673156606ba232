/**
 * Every script a page runs opens with V8's compile hint, so Chrome compiles it on a background
 * thread while it downloads (gatsby-node's onCreateWebpackConfig; docs/PERFORMANCE.md).
 */
import { COMPILE_HINT } from "../../src/lib/compile-hints";
import { samplePages } from "./content";
import { expect, test } from "./fixtures";
import { gotoHydrated } from "./helpers";

for (const path of samplePages) {
  test(`every script ${path} runs starts with the compile hint`, async ({ page }) => {
    await gotoHydrated(page, path);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.endsWith(".js"))
        .map((url) => url.href),
    );
    // The runtime, React, the app and the page's own component, at least.
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    for (const url of scripts) {
      const text = await (await page.request.get(url)).text();
      expect(text.split("\n", 1)[0], url).toBe(COMPILE_HINT);
    }
  });
}

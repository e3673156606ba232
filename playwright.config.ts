/**
 * Browser tests against the production build in public/, served by Cloudflare's own runtime
 * (`wrangler pages dev`, settings in wrangler.jsonc; see scripts/pages-dev.mjs).
 * @see https://playwright.dev/docs/test-configuration
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import chromium from "./scripts/chromium.json";

// Playwright cannot download its own browsers here (no network), so it drives Debian's Chromium:
// its headless shell, as Playwright does for headless runs (see scripts/chromium.json).
const chromiumPath = process.env.CHROMIUM_PATH ?? chromium.testPath;
if (!existsSync(chromiumPath)) {
  const error = new Error(
    `Chromium not found at ${chromiumPath}: install it with \`apt-get install chromium-headless-shell\` or set CHROMIUM_PATH.`,
  );
  // The sentence is the whole story; a stack trace into this file would only bury it.
  error.stack = `${error.name}: ${error.message}`;
  throw error;
}

// A port the OS has free, asked for synchronously: Playwright must know the server's URL when the
// config loads (so no `--port 0`). Every worker evaluates the config again and inherits E2E_PORT.
process.env.E2E_PORT ??= execFileSync(
  process.execPath,
  [
    "-e",
    'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { process.stdout.write(String(s.address().port)); s.close(); });',
  ],
  { encoding: "utf8" },
);
const port = Number(process.env.E2E_PORT);
// wrangler.jsonc binds the server to 127.0.0.1 only, so the tests use that address rather than "localhost".
const baseURL = `http://127.0.0.1:${port}`;
// The built site under test: public/, or the fixture content's build (npm run test:e2e:fixture).
const siteDir = process.env.E2E_SITE_DIR ?? "public";

export default defineConfig({
  testDir: "./__tests__/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    trace: "on-first-retry",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromium.args,
    },
  },
  projects: [
    { name: "chromium", testIgnore: "**/no-js.spec.ts" },
    // Every page with JavaScript off (docs/PRODUCT.md, "Controls are HTML first").
    { name: "no-js", testMatch: "**/no-js.spec.ts", use: { javaScriptEnabled: false } },
  ],
  webServer: {
    command: `node scripts/pages-dev.mjs --port ${port} --dir ${siteDir}`,
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    // wrangler starts workerd, which takes a while on a busy machine.
    timeout: 90_000,
  },
});

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

/**
 * Asks the OS for a free port. Synchronous because the config must know the URL when it loads;
 * `--port 0` cannot be used as Playwright has to know the server's URL in advance.
 */
function findFreePort(): number {
  const script = [
    'const server = require("node:net").createServer();',
    'server.listen(0, "127.0.0.1", () => {',
    "  process.stdout.write(String(server.address().port));",
    "  server.close();",
    "});",
  ].join("\n");
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}

// The config is evaluated again in every worker; workers inherit this environment variable from the
// runner, so they all agree on the port chosen once here.
process.env.E2E_PORT ??= String(findFreePort());
const port = Number(process.env.E2E_PORT);
// wrangler.jsonc binds the server to 127.0.0.1 only, so the tests use that address rather than "localhost".
const baseURL = `http://127.0.0.1:${port}`;
// The built site under test: public/, or the fixture content's build (npm run test:e2e:fixture).
const siteDir = process.env.E2E_SITE_DIR ?? "public";

export default defineConfig({
  testDir: "./__tests__/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL,
    browserName: "chromium",
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
    stdout: "ignore",
    stderr: "pipe",
  },
});

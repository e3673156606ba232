import { existsSync, readFileSync } from "node:fs";

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
export const VIEWPORTS = {
  phone: { width: 375, height: 812, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
};

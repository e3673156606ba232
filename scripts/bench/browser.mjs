/**
 * The Chromium the bench and `npm run trace` drive: Debian's, or CHROMIUM_PATH, started with the
 * flags in scripts/chromium.json (the same the browser tests use). Stops with a hint when missing.
 */
import { existsSync, readFileSync } from "node:fs";

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

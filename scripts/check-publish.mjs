#!/usr/bin/env node
/**
 * npm run check:publish: the publish gate for a change to content only (code changes take
 * `npm test`): the content check, the build (over a restored cache), the size budgets, and the
 * @smoke run of every built page on `wrangler pages dev`. Stops at the first step that fails.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const npx = (args) => [process.execPath, [path.resolve("node_modules", ".bin", args[0]), ...args.slice(1)]];
const STEPS = [
  { name: "content check", command: [process.execPath, ["--import", "tsx", "scripts/check-content.ts"]] },
  { name: "production build", command: npx(["gatsby", "build"]) },
  { name: "size budgets", command: [process.execPath, ["--import", "tsx", "scripts/check-budget.ts"]] },
  { name: "smoke run on wrangler pages dev", command: npx(["playwright", "test", "--grep", "@smoke"]) },
];

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: process.env.CI ?? "true" };
const warm = existsSync(".cache") && existsSync("public");
console.log(`Publish gate (${warm ? "Gatsby's cache restored" : "cold: no cache"})`);
const times = [];
const started = Date.now();
for (const step of STEPS) {
  const stepStart = Date.now();
  console.log(`\n▶ ${step.name}`);
  const [command, args] = step.command;
  const run = spawnSync(command, args, { stdio: "inherit", env });
  const seconds = (Date.now() - stepStart) / 1000;
  times.push(`${step.name}: ${seconds.toFixed(1)} s`);
  if (run.status !== 0) {
    console.error(`\n✗ The publish gate stopped at "${step.name}" (exit ${run.status}).\n${times.join("\n")}`);
    process.exit(1);
  }
}
console.log(`\n✓ Ready to publish, in ${((Date.now() - started) / 1000).toFixed(1)} s:\n${times.join("\n")}`);

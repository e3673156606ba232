/**
 * Prints, as Markdown for the run's summary, why a publish failed: the content checked again, and
 * the content files the failed checks' log (GATE_LOG) named.
 * Usage: FAILED_STEP=gate|other PUBLISH_TARGET=production|preview|none \
 *   [PUBLISH_PATH=fast|full] [GATE_LOG=file] tsx scripts/publish-summary.ts [--dir path/to/content]
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { contentDir, shownDir } from "../src/lib/content/content-dir";
import type { Problem } from "../src/lib/content/rule";
import { validateContent } from "../src/lib/content/validate";
import { failureSummary } from "./publish-summary/failure-summary";

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

async function main() {
  const index = process.argv.indexOf("--dir");
  const dir = index > -1 ? path.resolve(process.argv[index + 1]) : contentDir();
  let problems: Problem[] = [];
  try {
    problems = await validateContent(dir);
  } catch (error) {
    console.error(`The content could not be checked: ${String(error)}`);
  }
  process.stdout.write(
    failureSummary({
      failedStep: oneOf(process.env.FAILED_STEP, ["gate", "other"], "other"),
      target: oneOf(process.env.PUBLISH_TARGET, ["production", "preview", "none"], "none"),
      problems,
      log: process.env.GATE_LOG && existsSync(process.env.GATE_LOG) ? readFileSync(process.env.GATE_LOG, "utf8") : "",
      contentOnly: process.env.PUBLISH_PATH === "fast",
      contentFolder: shownDir(dir),
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});

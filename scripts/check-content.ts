/**
 * npm run check-content: validates everything under content/ and prints every problem at
 * once. Exits 1 when anything is wrong, 0 (with a one-line all-clear) otherwise.
 * gatsby-node runs the same check before every build and develop.
 *
 * Usage: tsx scripts/check-content.ts [--dir path/to/content]
 */
import path from "node:path";
import { contentDir } from "../src/lib/content/content-dir";
import { formatProblem, shownDir, validateContent } from "../src/lib/content/validate";

async function main() {
  const index = process.argv.indexOf("--dir");
  const dir = index > -1 ? path.resolve(process.argv[index + 1]) : contentDir();
  const problems = await validateContent(dir);
  const errors = problems.filter((problem) => problem.severity === "error");
  const warnings = problems.filter((problem) => problem.severity === "warning");
  for (const problem of [...errors, ...warnings]) console.log(formatProblem(problem));
  if (errors.length > 0) {
    console.log(
      `\n${errors.length} problem${errors.length === 1 ? "" : "s"} in ${shownDir(dir)}/ must be fixed before the site can be built.`,
    );
    process.exit(1);
  }
  console.log(
    `Content OK: every file in ${shownDir(dir)}/ is valid${warnings.length > 0 ? ` (${warnings.length} warning${warnings.length === 1 ? "" : "s"} above)` : ""}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});

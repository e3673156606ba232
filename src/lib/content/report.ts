import { countOf } from "../count-words";
import { shownDir } from "./content-dir";
import type { Problem } from "./rule";
import { validateContent } from "./validate";

/** What `npm run check-content` says about a content folder, and whether the build may go on. */
interface ContentReport {
  ok: boolean;
  /** Every error, then every warning, then a last line: the all-clear or how many problems stop the build. */
  lines: string[];
}

/** Checks a content folder and words the result for the author (scripts/check-content.ts prints it). */
export async function contentReport(dir: string): Promise<ContentReport> {
  const problems = await validateContent(dir);
  const errors = problems.filter((problem) => problem.severity === "error");
  const warnings = problems.filter((problem) => problem.severity === "warning");
  const lines = [...errors, ...warnings].map(formatProblem);
  if (errors.length > 0) {
    lines.push(
      "",
      `${countOf(errors.length, "problem")} in ${shownDir(dir)}/ must be fixed before the site can be built.`,
    );
    return { ok: false, lines };
  }
  const warned = warnings.length > 0 ? ` (${countOf(warnings.length, "warning")} above)` : "";
  lines.push(`Content OK: every file in ${shownDir(dir)}/ is valid${warned}.`);
  return { ok: true, lines };
}

/** "content/articles.json:12:3": a problem's file, line and column. */
export const problemPlace = (problem: Problem): string =>
  problem.line !== undefined
    ? `${problem.file}:${problem.line}${problem.column !== undefined ? `:${problem.column}` : ""}`
    : problem.file;

/** One problem as the author reads it: "content/articles.json:12, article 3 ("Finding joy"), link: must be …". */
export function formatProblem(problem: Problem): string {
  const label = problem.severity === "warning" ? "warning: " : "";
  return `${label}${problemPlace(problem)}${problem.where ? `, ${problem.where}` : ""}: ${problem.message}`;
}

import { problemPlace } from "../../src/lib/content/report";
import type { Problem } from "../../src/lib/content/rule";
import { countOf } from "../../src/lib/count-words";

/** What the author reads on a failed publish's page: what happened, what to do, and every problem found. */

/** The step of the check job that failed: the checks, or anything else (a failed upload: deployment.mjs). */
export type FailedStep = "gate" | "other";

/** Where the run was publishing to (scripts/publish/plan.mjs). */
export type PublishTarget = "production" | "preview" | "none";

export interface FailureSummaryInput {
  failedStep: FailedStep;
  target: PublishTarget;
  /** What `validateContent` finds in the commit's content/ (errors and warnings). */
  problems: Problem[];
  /** What the failed checks printed (the publish gate's or the test suite's output), when it was kept. */
  log?: string;
  /** Whether the change being published touched only content/ (the plan's quick path). */
  contentOnly?: boolean;
  /** The content folder as the author knows it, to find its files named in the log. */
  contentFolder?: string;
}

/** The lines of a log that name a content file, each once, without colours or `root` (at most 10). */
export function contentLines(log: string, contentFolder = "content", root = process.cwd()): string[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const names = new RegExp(`(^|[\\s"'(])${escape(contentFolder)}/[^\\s:"']+`);
  const lines = log
    // eslint-disable-next-line no-control-regex -- terminal colour codes
    .replace(/\u001b\[[0-9;]*[A-Za-z]/g, "")
    .replaceAll(`${root.replace(/\/+$/, "")}/`, "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => names.test(line));
  return [...new Set(lines)].slice(0, 10);
}

/** Text shown as written: no sign in a message turns into Markdown or HTML on the page. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/([\\`*_[\]|~#])/g, "\\$1");
}

/** "**content/articles.json:14**, article 1, title: is missing". */
export function problemLine(problem: Problem): string {
  const place = problemPlace(problem);
  const where = problem.where ? `, ${escapeMarkdown(problem.where)}` : "";
  return `- **${escapeMarkdown(place)}**${where}: ${escapeMarkdown(problem.message)}`;
}

const HEADINGS: Record<PublishTarget, string> = {
  production: "Your change was not published",
  preview: "Your draft has no preview yet",
  none: "The checks failed",
};

const UNCHANGED: Record<PublishTarget, string> = {
  production: "Your website is unchanged: readers still see the last version that passed every check.",
  preview: "The draft is saved; only its preview is missing.",
  none: "Nothing was published.",
};

/** The Markdown for the run's summary. */
export function failureSummary({
  failedStep,
  target,
  problems,
  log = "",
  contentOnly = false,
  contentFolder,
}: FailureSummaryInput): string {
  const errors = problems.filter((problem) => problem.severity === "error");
  const warnings = problems.filter((problem) => problem.severity === "warning");
  const lines = [`## ${HEADINGS[target]}`, "", UNCHANGED[target], ""];

  if (errors.length > 0) {
    lines.push(
      `The content check found ${countOf(errors.length, "problem")}. **What to do:** in the editor, open each file named below, correct the field it names, and save. Saving checks your change again, and it is published as soon as the check passes.`,
      "",
      ...errors.map(problemLine),
      "",
    );
  } else {
    const named = failedStep === "gate" ? contentLines(log, contentFolder) : [];
    if (named.length > 0 || (failedStep === "gate" && contentOnly)) {
      // The build named content, or only content changed: the change is the likely cause.
      lines.push(
        `The content check found no problem, but the site could not be built or checked with your change${named.length > 0 ? "; the build named the files below" : ""}. **What to do:** look again at what you changed last, correct it or undo it, and save. If you cannot see what is wrong, send the address of this page to the site's developer.`,
        "",
        ...named.map((line) => `- ${escapeMarkdown(line)}`),
        ...(named.length > 0 ? [""] : []),
      );
    } else {
      lines.push(
        `Your content passed its check; another check of the site failed${failedStep === "gate" ? "" : " before the site could be checked"}, and it named none of your files. **What to do:** send the address of this page to the site's developer: the log of the step marked with a red cross says what went wrong.`,
        "",
      );
    }
  }

  if (warnings.length > 0) {
    lines.push("Worth a look (these do not stop publishing):", "", ...warnings.map(problemLine), "");
  }
  return lines.join("\n");
}

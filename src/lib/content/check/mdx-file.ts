import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { FolderCollection } from "../collection-types";
import { shownPath } from "../content-dir";
import { checkFormattedText } from "../formatted-text";
import type { Problem, ProblemAt } from "../rule";
import { checkData, type CheckedFile } from "./field-problems";
import { toJsonSchema } from "../json-schema";

/** Front matter opens with exactly `---`: gray-matter would run a `---js` block as a program. */
const FRONT_MATTER_OPENING = /^---[ \t]*\r?$/;

const refuseEngine = (language: string) => () => {
  throw new Error(`front matter in ${language} is not read: write it in YAML`);
};

/** gray-matter as gatsby-plugin-mdx sets it up: YAML only, every other engine refused. */
export const YAML_ONLY = {
  language: "yaml",
  engines: { js: refuseEngine("js"), javascript: refuseEngine("javascript"), json: refuseEngine("json") },
} as const;

/** Problems of an interview's body (the allowlist of src/lib/content/formatted-text.ts), at their lines in the file. */
export function interviewBodyProblems(file: string, source: string, body: string): Problem[] {
  // The lines before the body: the front matter and its two --- lines.
  const offset = source.slice(0, source.length - body.length).split("\n").length - 1;
  return checkFormattedText(body).map((problem) => ({
    severity: "error" as const,
    file,
    line: problem.line !== undefined ? problem.line + offset : undefined,
    column: problem.column,
    message: problem.message,
  }));
}

/** An MDX item's problems (front matter and text), at their lines in the file, and its front matter. */
export function readMdxFile(
  contentDir: string,
  relative: string,
  collection: FolderCollection,
): { problems: Problem[]; read?: CheckedFile } {
  const file = shownPath(contentDir, relative);
  const source = readFileSync(path.join(contentDir, relative), "utf8");
  const frontMatter = (message: string, line: number | undefined): Problem => ({
    severity: "error",
    file,
    line,
    where: "front matter",
    message,
  });
  const opening = source.split("\n", 1)[0];
  if (source.startsWith("---") && !FRONT_MATTER_OPENING.test(opening)) {
    const found = opening.trim().slice(0, 40);
    return {
      problems: [
        frontMatter(
          `must start with a line of just --- (found "${found}"): front matter is written in YAML, and nothing else is read`,
          1,
        ),
      ],
    };
  }

  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source, YAML_ONLY);
  } catch (error) {
    const { mark, reason } = error as { mark?: { line?: number }; reason?: string };
    const line = mark?.line !== undefined ? mark.line + 2 : undefined;
    return { problems: [frontMatter(`cannot be read: ${reason ?? String(error)}`, line)] };
  }
  const problems: Problem[] = [];
  const lines = source.split("\n");
  const lineOf = (key: string) => {
    const index = lines.findIndex((line) => line.startsWith(`${key}:`));
    return index >= 0 ? index + 1 : 1;
  };
  if (!source.startsWith("---")) {
    const fields = Object.keys(toJsonSchema(collection.schema).properties ?? {});
    problems.push(
      frontMatter(
        `is missing: start the file with --- and the ${fields.slice(0, -1).join(", ")} and ${fields.at(-1)}`,
        1,
      ),
    );
  }
  const data = { ...parsed.data };
  // YAML reads 2025-08-02 without quotes as a date; the schema wants the written form.
  for (const [key, value] of Object.entries(data)) {
    if (value instanceof Date) data[key] = value.toISOString().slice(0, 10);
  }
  const problem: ProblemAt = (segments, message, severity = "error") => ({
    severity,
    file,
    line: lineOf(String(segments[0] ?? "")),
    where: `front matter, ${segments.join(".")}`,
    message,
  });
  const { field } = collection.address;
  const checked = checkData(contentDir, relative, collection, data, problem, (segments, message) =>
    segments.length === 1 && segments[0] === field && message.startsWith("is missing")
      ? `is missing: name the ${collection.item}'s ${field} (it makes the page address)`
      : message,
  );
  problems.push(...checked.problems, ...interviewBodyProblems(file, source, parsed.content));
  return { problems, read: checked.read };
}

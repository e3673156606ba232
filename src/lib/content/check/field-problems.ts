import { existsSync } from "node:fs";
import type { z } from "zod";
import { contentFilePath, shownDir, shownPath } from "../content-dir";
import { checkFormattedText } from "../formatted-text";
import { toJsonSchema, type JsonSchema } from "../json-schema";
import type { CollectionRule, Problem, ProblemAt, ReadFile, Segment } from "../rule";
import { schemaProblems } from "./schema-problems";

/** A content file as read and checked: its data, a way to name a place in it, and what it names elsewhere. */
export interface CheckedFile extends ReadFile {
  /** Fields naming an item of a collection by its address ("books.featured" → a book). */
  references: { segments: Segment[]; collection: string; address: string }[];
  /** Pictures offered for download at full size, each file resolved under the content folder. */
  downloads: { absolute: string; segments: Segment[] }[];
}

/** Data against its schema (messages through `reword`), its pictures, texts and references, and its rules. */
export function checkData(
  contentDir: string,
  relative: string,
  { schema, rules }: { schema: z.ZodType; rules?: CollectionRule<never> },
  data: unknown,
  problem: ProblemAt,
  reword = (_segments: Segment[], message: string) => message,
): { problems: Problem[]; read: CheckedFile } {
  const problems = schemaProblems(schema, data).map(({ path, message }) => problem(path, reword(path, message)));
  const references: CheckedFile["references"] = [];
  const downloads: CheckedFile["downloads"] = [];
  const visit = (schema: JsonSchema | undefined, value: unknown, segments: Segment[]) => {
    if (!schema || value === undefined || value === null) return;
    if (schema.kind === "image" && typeof value === "string" && value.trim() !== "") {
      const resolved = contentFilePath(contentDir, relative, value);
      if (resolved === undefined) {
        problems.push(
          problem(segments, `${value} leads outside ${shownDir(contentDir)}/: a picture must be a file in it`),
        );
      } else if (!existsSync(resolved)) {
        problems.push(problem(segments, `image not found: there is no file ${shownPath(contentDir, resolved)}`));
      } else if (schema.download) downloads.push({ absolute: resolved, segments });
    } else if (schema.references && typeof value === "string" && value.trim() !== "") {
      references.push({ segments, collection: schema.references, address: value });
    } else if (schema.formatted && typeof value === "string") {
      for (const found of checkFormattedText(value)) {
        const at = found.line !== undefined ? ` (line ${found.line} of the text)` : "";
        problems.push(problem(segments, `${found.message}${at}`));
      }
    } else if (schema.type === "array" && Array.isArray(value)) {
      value.forEach((item, index) => visit(schema.items, item, [...segments, index]));
    } else if (schema.type === "object" && typeof value === "object") {
      for (const [key, field] of Object.entries(schema.properties ?? {})) {
        visit(field, (value as Record<string, unknown>)[key], [...segments, key]);
      }
    }
  };
  visit(toJsonSchema(schema), data, []);
  problems.push(...(rules?.(data as never, problem) ?? []));
  return { problems, read: { data, problem, references, downloads } };
}

import type { z } from "zod";
import { jsonSchemaAt, toJsonSchema } from "../json-schema";
import type { Segment } from "../rule";

/** A file's data against its collection's schema, in the author's words. */

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

function describeType(value: string): string {
  const names: Record<string, string> = {
    string: "a text in double quotes",
    number: "a number",
    boolean: "true or false",
    array: "a list in [ ]",
    object: "a group in { }",
    null: "null",
    undefined: "missing",
  };
  return names[value] ?? value;
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

/** Messages for a missing field and a wrong type; a field's own message (fields.ts) comes first. */
const authorErrors = (issue: { code: string; input?: unknown; expected?: string }) => {
  if (issue.code !== "invalid_type") return undefined;
  if (issue.input === undefined) return "is missing (this field is required)";
  return `must be ${describeType(issue.expected ?? "")}, got ${describeType(typeOf(issue.input))}`;
};

/** Parses with the author's wording and splits unknown keys into one message each, with a suggestion. */
export function schemaProblems(schema: z.ZodType, data: unknown): { path: Segment[]; message: string }[] {
  const result = schema.safeParse(data, { error: authorErrors });
  if (result.success) return [];
  const jsonSchema = toJsonSchema(schema);
  return result.error.issues.flatMap((issue) => {
    const path = issue.path as Segment[];
    if (issue.code !== "unrecognized_keys") return [{ path, message: issue.message }];
    const known = Object.keys(jsonSchemaAt(jsonSchema, path)?.properties ?? {});
    return issue.keys.map((key) => {
      const closest = known
        .map((name) => ({ name, distance: levenshtein(key.toLowerCase(), name.toLowerCase()) }))
        .sort((a, b) => a.distance - b.distance)[0];
      const hint = closest && closest.distance <= 3 ? ` Did you mean "${closest.name}"?` : "";
      return { path: [...path, key], message: `unknown field "${key}".${hint}` };
    });
  });
}

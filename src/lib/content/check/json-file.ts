import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  findNodeAtLocation,
  parse,
  parseTree,
  printParseErrorCode,
  type Node as JsonNode,
  type ParseError,
} from "jsonc-parser";
import type { z } from "zod";
import { shownPath } from "../content-dir";
import type { CollectionRule, Problem, ProblemAt, Segment } from "../rule";
import { describePath } from "./describe-path";
import { checkData, type CheckedFile } from "./field-problems";

/** One JSON file of the content, checked on its own: syntax, nesting, "__proto__", schema, fields, rules. */

const JSON_ERRORS: Record<string, string> = {
  CommaExpected: "a comma is missing between two entries (check the end of the line before)",
  CloseBraceExpected: "a closing } is missing",
  CloseBracketExpected: "a closing ] is missing",
  ColonExpected: 'a colon is missing after a field name (write "field": value)',
  PropertyNameExpected: "a field name in double quotes was expected (is there a comma too many before this?)",
  ValueExpected: "a value was expected (is there a comma too many, or a missing value?)",
  InvalidSymbol: "this character is not allowed here (are the quotes straight double quotes?)",
  UnexpectedEndOfString: "a text is not closed with a double quote",
  EndOfFileExpected: "there is more text after the end of the content",
  InvalidEscapeCharacter: "a backslash must be doubled (\\\\) inside text",
};

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}

/** What readJsonFile needs of a file: where it is, its schema, what its list items are called, and its rules. */
interface JsonFileEntry {
  file: string;
  schema: z.ZodType;
  item?: string;
  /** Its collection's rules (any collection's: they are called with the data as read). */
  rules?: CollectionRule<never>;
}

/** How deep a content JSON file may nest its lists and objects. */
export const MAX_JSON_NESTING = 64;

/** Where JSON text first opens a list or object more than `limit` deep (outside strings), if it does. */
function nestingPastLimit(text: string, limit: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "[" || char === "{") {
      depth += 1;
      if (depth > limit) return index;
    } else if (char === "]" || char === "}") depth -= 1;
  }
  return undefined;
}

/** Where the file has a field named "__proto__", in order (jsonc-parser's tree, walked with a stack). */
function protoFields(tree: JsonNode): number[] {
  const offsets: number[] = [];
  const stack = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === "property" && node.children?.[0]?.value === "__proto__") offsets.push(node.offset);
    stack.push(...(node.children ?? []));
  }
  return offsets.sort((a, b) => a - b);
}

/** The file's problems, and its data when it could be read (for the rules across files). */
export function readJsonFile(contentDir: string, entry: JsonFileEntry): { problems: Problem[]; read?: CheckedFile } {
  const absolute = path.join(contentDir, entry.file);
  const file = shownPath(contentDir, entry.file);
  if (!existsSync(absolute)) return { problems: [{ severity: "error", file, message: "the file is missing" }] };
  const text = readFileSync(absolute, "utf8");
  const at = (offset: number, message: string): Problem => ({
    severity: "error",
    file,
    ...lineAndColumn(text, offset),
    message,
  });

  // jsonc-parser recurses: deep nesting would overflow its stack with no file named.
  const tooDeep = nestingPastLimit(text, MAX_JSON_NESTING);
  if (tooDeep !== undefined) {
    const message = `is nested more than ${MAX_JSON_NESTING} levels deep: no content needs that, so it is not read`;
    return { problems: [at(tooDeep, message)] };
  }

  const errors: ParseError[] = [];
  const data: unknown = parse(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0) {
    return {
      problems: errors.slice(0, 3).map(({ offset, error }) => {
        const code = printParseErrorCode(error);
        return at(offset, `is not valid JSON: ${JSON_ERRORS[code] ?? code}`);
      }),
    };
  }

  // jsonc-parser makes a "__proto__" field the prototype, where the schema would never see it.
  const tree = parseTree(text);
  const proto = tree ? protoFields(tree) : [];
  if (proto.length > 0) return { problems: proto.map((offset) => at(offset, 'unknown field "__proto__"')) };
  const lineOf = (segments: readonly Segment[]) => {
    for (let length = segments.length; length >= 0; length -= 1) {
      const node = tree && findNodeAtLocation(tree, segments.slice(0, length) as Segment[]);
      if (node) return lineAndColumn(text, node.parent?.type === "property" ? node.parent.offset : node.offset).line;
    }
    return undefined;
  };
  const problem: ProblemAt = (segments, message, severity = "error") => ({
    severity,
    file,
    line: lineOf(segments),
    where: describePath(segments, data, entry.item) || undefined,
    message,
  });

  return checkData(contentDir, entry.file, entry, data, problem);
}

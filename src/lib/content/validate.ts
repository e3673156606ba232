import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import {
  findNodeAtLocation,
  parse,
  parseTree,
  printParseErrorCode,
  type Node as JsonNode,
  type ParseError,
} from "jsonc-parser";
import type { z } from "zod";
import { contentFilePath, DEFAULT_CONTENT_DIR } from "./content-dir";
import { jsonSchemaAt, toJsonSchema, type JsonSchema } from "./json-schema";
import { interviewPath, slugify } from "../slugify";
import { checkFormattedText } from "./formatted-text";
import { interviewFiles } from "./interviews";
import {
  BOOKS_FOLDER,
  CONTENT_FILES,
  CONTENT_FOLDERS,
  INTERVIEWS_FOLDER,
  ITEM_NAMES,
  interviewFrontmatterSchema,
  type ContentFolder,
} from "./schema";
import { addressOfFile, folderFiles } from "./folders";
import { CLOUDFLARE_MAX_FILE_BYTES } from "../host-limits";
import { formatFileSize } from "../format-file-size";

/**
 * Checks every file under content/ against the content schema and reports every problem at
 * once, in the author's terms: file, line, which item and field, and a plain sentence.
 */

export interface Problem {
  severity: "error" | "warning";
  /** Path shown to the author, e.g. "content/articles.json". */
  file: string;
  line?: number;
  column?: number;
  /** Which item and field, e.g. 'article 3 ("Finding joy"), link'. */
  where?: string;
  message: string;
}

/** Cards clamp the excerpt to three lines (about 140 characters); far longer text is never seen. */
export const EXCERPT_WARNING_LENGTH = 300;

type Segment = string | number;

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

function titleOf(item: unknown): string {
  if (item && typeof item === "object") {
    const record = item as Record<string, unknown>;
    const title = record.title ?? record.label ?? record.alt;
    if (typeof title === "string" && title.trim() !== "") {
      // One line whatever the value holds, so a value can never start a line of its own in the report.
      const shown = (title.length > 40 ? `${title.slice(0, 37)}…` : title).replace(/\p{Cc}/gu, " ");
      return ` ("${shown}")`;
    }
  }
  return "";
}

/** `record[key]` when it is the record's own: a key from content ("constructor") finds nothing inherited. */
const ownValue = <T>(record: Readonly<Record<Segment, T>>, key: Segment): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** 'article 3 ("Finding joy"), link' from [2, "link"]. */
export function describePath(segments: readonly Segment[], data: unknown, rootItem?: string): string {
  const parts: string[] = [];
  let keys: string[] = [];
  let value: unknown = data;
  segments.forEach((segment, index) => {
    if (typeof segment === "number") {
      const listKey = keys.pop();
      if (keys.length > 0) parts.push(keys.join("."));
      keys = [];
      const noun = listKey === undefined ? (rootItem ?? "item") : (ownValue(ITEM_NAMES, listKey) ?? `${listKey} item`);
      const item = Array.isArray(value) ? value[segment] : undefined;
      parts.push(
        `${noun} ${segment + 1}${index < segments.length - 1 || typeof item === "object" ? titleOf(item) : ""}`,
      );
    } else {
      keys.push(segment);
    }
    value = value && typeof value === "object" ? ownValue(value as Record<Segment, unknown>, segment) : undefined;
  });
  if (keys.length > 0) parts.push(keys.join("."));
  return parts.join(", ");
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

/**
 * Messages for what the schema leaves to zod's defaults: a missing field and a wrong type. A
 * field's own message (declared in fields.ts) takes precedence over this parse-level map.
 */
const authorErrors = (issue: { code: string; input?: unknown; expected?: string }) => {
  if (issue.code !== "invalid_type") return undefined;
  if (issue.input === undefined) return "is missing (this field is required)";
  return `must be ${describeType(issue.expected ?? "")}, got ${describeType(typeOf(issue.input))}`;
};

/** Parses with the author's wording and splits unknown keys into one message each, with a suggestion. */
function schemaProblems(schema: z.ZodType, data: unknown): { path: Segment[]; message: string }[] {
  const result = schema.safeParse(data, { error: authorErrors });
  if (result.success) return [];
  const jsonSchema = toJsonSchemaOnce(schema);
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

const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>();
function toJsonSchemaOnce(schema: z.ZodType): JsonSchema {
  const made = jsonSchemas.get(schema) ?? toJsonSchema(schema);
  jsonSchemas.set(schema, made);
  return made;
}

/**
 * A file as the author reads it: under content/, or under the folder being checked when that is
 * another one inside the project (CONTENT_DIR, such as the fixture content).
 */
export function shownDir(contentDir: string): string {
  const fromProject = path.relative(process.cwd(), contentDir).split(path.sep).join("/");
  const inside = fromProject !== "" && !fromProject.startsWith("..") && !path.isAbsolute(fromProject);
  return inside ? fromProject : DEFAULT_CONTENT_DIR;
}

const shownPath = (contentDir: string, relative: string) => path.posix.join(shownDir(contentDir), relative);
/** What checkJsonFile needs of a file: where it is, its schema, and what its list items are called. */
export interface JsonFileEntry {
  file: string;
  schema: z.ZodType;
  item?: string;
}

/** A JSON file's parsed data and a way to name a place in it, for the rules across fields and files. */
export interface ReadJsonFile {
  data: unknown;
  problem: (segments: readonly Segment[], message: string, severity?: Problem["severity"]) => Problem;
}

/** Problems in one JSON file: syntax, schema, missing images, and the unusual-but-allowed. */
export function checkJsonFile(contentDir: string, entry: JsonFileEntry): Problem[] {
  return readJsonFile(contentDir, entry).problems;
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

/** checkJsonFile's problems, and the file's data when it could be read (for the rules across files). */
export function readJsonFile(contentDir: string, entry: JsonFileEntry): { problems: Problem[]; read?: ReadJsonFile } {
  const absolute = path.join(contentDir, entry.file);
  const file = shownPath(contentDir, entry.file);
  if (!existsSync(absolute)) return { problems: [{ severity: "error", file, message: "the file is missing" }] };
  const text = readFileSync(absolute, "utf8");

  // jsonc-parser recurses: a few thousand nested brackets would overflow its stack, and the
  // checker's, with no file named. No content file needs more than a few levels.
  const tooDeep = nestingPastLimit(text, MAX_JSON_NESTING);
  if (tooDeep !== undefined) {
    const message = `is nested more than ${MAX_JSON_NESTING} levels deep: no content needs that, so it is not read`;
    return { problems: [{ severity: "error", file, ...lineAndColumn(text, tooDeep), message }] };
  }

  const errors: ParseError[] = [];
  const data: unknown = parse(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0) {
    return {
      problems: errors.slice(0, 3).map((error) => ({
        severity: "error" as const,
        file,
        ...lineAndColumn(text, error.offset),
        message: `is not valid JSON: ${JSON_ERRORS[printParseErrorCode(error.error)] ?? printParseErrorCode(error.error)}`,
      })),
    };
  }

  // jsonc-parser makes a "__proto__" field the object's prototype: the schema would read fields
  // through it and never see it, while Gatsby's JSON.parse keeps it as a field. Refused first.
  const tree = parseTree(text);
  const proto = tree ? protoFields(tree) : [];
  if (proto.length > 0) {
    return {
      problems: proto.map((offset) => ({
        severity: "error" as const,
        file,
        ...lineAndColumn(text, offset),
        message: 'unknown field "__proto__"',
      })),
    };
  }
  const lineOf = (segments: readonly Segment[]) => {
    for (let length = segments.length; length >= 0; length -= 1) {
      const node = tree && findNodeAtLocation(tree, segments.slice(0, length) as Segment[]);
      if (node) return lineAndColumn(text, node.parent?.type === "property" ? node.parent.offset : node.offset).line;
    }
    return undefined;
  };
  const rootItem = entry.item;
  const problem = (
    segments: readonly Segment[],
    message: string,
    severity: Problem["severity"] = "error",
  ): Problem => ({
    severity,
    file,
    line: lineOf(segments),
    where: describePath(segments, data, rootItem) || undefined,
    message,
  });

  const problems: Problem[] = [];
  for (const { path: segments, message } of schemaProblems(entry.schema, data)) {
    problems.push(problem(segments, message));
  }

  // Image paths that do not lead to a file, wherever the schema says a field is an image.
  const visit = (schema: JsonSchema | undefined, value: unknown, segments: Segment[]) => {
    if (!schema || value === undefined || value === null) return;
    if (schema.kind === "image" && typeof value === "string" && value.trim() !== "") {
      const resolved = contentFilePath(contentDir, entry.file, value);
      if (resolved === undefined) {
        problems.push(
          problem(segments, `${value} leads outside ${shownDir(contentDir)}/: a picture must be a file in it`),
        );
      } else if (!existsSync(resolved)) {
        const shown = shownPath(contentDir, path.relative(contentDir, resolved).split(path.sep).join("/"));
        problems.push(problem(segments, `image not found: there is no file ${shown}`));
      }
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
  visit(toJsonSchemaOnce(entry.schema), data, []);

  if (entry.file === "articles.json" && Array.isArray(data)) {
    const seen = new Map<unknown, number>();
    data.forEach((article, index) => {
      const id = (article as { id?: unknown })?.id;
      if (id === undefined) return;
      const first = seen.get(id);
      if (first === undefined) seen.set(id, index);
      else
        problems.push(
          problem(
            [index, "id"],
            `${String(id)} is already the id of article ${first + 1}: every article needs its own id`,
          ),
        );
    });
    data.forEach((article, index) => {
      const excerpt = (article as { excerpt?: unknown })?.excerpt;
      if (typeof excerpt === "string" && excerpt.length > EXCERPT_WARNING_LENGTH) {
        problems.push(
          problem(
            [index, "excerpt"],
            `is ${excerpt.length} characters; cards show about the first 140, so readers will never see most of it`,
            "warning",
          ),
        );
      }
    });
  }
  return { problems, read: { data, problem } };
}

/**
 * Front matter is YAML, and only YAML: gray-matter would run a `---js` block as a program, and
 * read `---json` as another format. The opening line must be exactly `---`.
 */
export const FRONT_MATTER_OPENING = /^---[ \t]*\r?$/;

const refuseEngine = (language: string) => () => {
  throw new Error(`front matter in ${language} is not read: write it in YAML`);
};

/** gray-matter as gatsby-plugin-mdx sets it up: YAML only, every other engine refused. */
export const YAML_ONLY = {
  language: "yaml",
  engines: { js: refuseEngine("js"), javascript: refuseEngine("javascript"), json: refuseEngine("json") },
} as const;

/** The number of lines before an interview's body (the front matter and its two --- lines). */
export function bodyLineOffset(source: string, body: string): number {
  return source.slice(0, source.length - body.length).split("\n").length - 1;
}

/** Problems of an interview's body (the allowlist of src/lib/content/formatted-text.ts), at their lines in the file. */
export function interviewBodyProblems(file: string, source: string, body: string): Problem[] {
  const offset = bodyLineOffset(source, body);
  return checkFormattedText(body).map((problem) => ({
    severity: "error" as const,
    file,
    line: problem.line !== undefined ? problem.line + offset : undefined,
    column: problem.column,
    message: problem.message,
  }));
}

/** One interview's problems (front matter and body, with the line in the file) and its host, if it has one. */
function checkInterviewFile(
  contentDir: string,
  relative: string,
): { problems: Problem[]; host?: string; hostLine?: number } {
  const file = shownPath(contentDir, relative);
  const source = readFileSync(path.join(contentDir, relative), "utf8");
  const opening = source.split("\n", 1)[0];
  if (source.startsWith("---") && !FRONT_MATTER_OPENING.test(opening)) {
    const problem: Problem = {
      severity: "error",
      file,
      line: 1,
      where: "front matter",
      message: `must start with a line of just --- (found "${opening.trim().slice(0, 40)}"): front matter is written in YAML, and nothing else is read`,
    };
    return { problems: [problem] };
  }

  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source, YAML_ONLY);
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const problem: Problem = {
      severity: "error",
      file,
      line: mark?.line !== undefined ? mark.line + 2 : undefined,
      where: "front matter",
      message: `cannot be read: ${(error as { reason?: string }).reason ?? String(error)}`,
    };
    return { problems: [problem] };
  }
  const problems: Problem[] = [];
  const lines = source.split("\n");
  const lineOf = (key: string) => {
    const index = lines.findIndex((line) => line.startsWith(`${key}:`));
    return index >= 0 ? index + 1 : 1;
  };
  if (!source.startsWith("---")) {
    problems.push({
      severity: "error",
      file,
      line: 1,
      where: "front matter",
      message: "is missing: start the file with --- and the host, title, description and date",
    });
  }
  const data = { ...parsed.data };
  // YAML reads 2025-08-02 without quotes as a date; the schema wants the written form.
  if (data.date instanceof Date) data.date = data.date.toISOString().slice(0, 10);
  for (const { path: segments, message } of schemaProblems(interviewFrontmatterSchema, data)) {
    const key = String(segments[0] ?? "");
    problems.push({
      severity: "error",
      file,
      line: lineOf(key),
      where: `front matter, ${segments.join(".")}`,
      message:
        key === "host" && message.startsWith("is missing")
          ? "is missing: name the interview's host (it makes the page address)"
          : message,
    });
  }

  problems.push(...interviewBodyProblems(file, source, parsed.content));
  const host = typeof data.host === "string" && slugify(data.host) !== "" ? data.host : undefined;
  return { problems, host, hostLine: lineOf("host") };
}

/**
 * Problems in the interviews: each file in content/interviews/ on its own, then any two whose hosts
 * make the same address (/interview-with-{host}/), naming both files. No interviews at all is fine:
 * the site then has no interview page and no menu entry for one.
 */
export function checkInterviews(contentDir: string): Problem[] {
  const problems: Problem[] = [];
  const byAddress = new Map<string, string>();
  for (const relative of interviewFiles(contentDir)) {
    const checked = checkInterviewFile(contentDir, relative);
    problems.push(...checked.problems);
    if (checked.host === undefined) continue;
    const address = interviewPath(checked.host);
    const file = shownPath(contentDir, relative);
    const first = byAddress.get(address);
    if (first === undefined) {
      byAddress.set(address, file);
      continue;
    }
    problems.push({
      severity: "error",
      file,
      line: checked.hostLine,
      where: "front matter, host",
      message: `makes the same page address as ${first} (${address}): two interviews cannot share a page, so change the host's name in one of them`,
    });
  }
  return problems;
}

interface BookData {
  address?: unknown;
  universalLink?: unknown;
  status?: unknown;
  covers?: { portrait?: unknown; tablet?: unknown; phone?: unknown; flat?: unknown; alt?: unknown };
  formats?: { format?: unknown }[];
  buyLinks?: { format?: unknown }[];
  series?: unknown;
  seriesNumber?: unknown;
}

const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** The rules of one book that its schema cannot state: they tie one field to another. */
function bookProblems(book: BookData, relative: string, problem: ReadJsonFile["problem"]): Problem[] {
  const problems: Problem[] = [];
  const address = path.posix.basename(relative, ".json");
  if (typeof book.address === "string" && book.address !== address) {
    problems.push(
      problem(
        ["address"],
        `is "${book.address}" but the file is named ${address}.json: the file must be named after the address (rename one of them)`,
      ),
    );
  }
  const buyLinks = Array.isArray(book.buyLinks) ? book.buyLinks : [];
  if (book.status === "coming soon" && buyLinks.length > 0) {
    problems.push(
      problem(
        ["buyLinks"],
        'a coming-soon book cannot be bought yet: remove its store links, or set its status to "pre-order"',
      ),
    );
  }
  if (book.status === "coming soon" && filled(book.universalLink)) {
    problems.push(
      problem(
        ["universalLink"],
        'a coming-soon book cannot be bought yet: empty its universal link, or set its status to "pre-order"',
      ),
    );
  }
  if (book.status !== "coming soon" && book.covers && !filled(book.covers.portrait)) {
    problems.push(problem(["covers", "portrait"], "is empty: a published or pre-order book needs its front cover"));
  }
  if (book.covers && filled(book.covers.portrait) && !filled(book.covers.alt)) {
    problems.push(problem(["covers", "alt"], "alt text is empty: describe the cover for readers who cannot see it"));
  }
  const formats = new Set((Array.isArray(book.formats) ? book.formats : []).map((format) => format?.format));
  buyLinks.forEach((link, index) => {
    if (typeof link?.format === "string" && !formats.has(link.format)) {
      problems.push(
        problem(
          ["buyLinks", index, "format"],
          `is "${link.format}", which is not one of this book's formats: add it under formats, or pick another`,
        ),
      );
    }
  });
  const inSeries = filled(book.series);
  if (inSeries && typeof book.seriesNumber === "number" && book.seriesNumber < 1) {
    problems.push(problem(["seriesNumber"], "must be 1 or more for a book in a series"));
  }
  if (!inSeries && typeof book.seriesNumber === "number" && book.seriesNumber > 0) {
    problems.push(
      problem(
        ["series"],
        `is empty, but the book is number ${book.seriesNumber}: name the series, or set the number to 0`,
      ),
    );
  }
  return problems;
}

/** The featured book's address in home.json, and where it is written, if it can be read. */
function featuredBook(contentDir: string): { address: string; read: ReadJsonFile } | undefined {
  const home = CONTENT_FILES.find((entry) => entry.file === "settings/home.json");
  if (!home) return undefined;
  const { read } = readJsonFile(contentDir, home);
  const address = (read?.data as { books?: { featured?: unknown } } | undefined)?.books?.featured;
  return read && typeof address === "string" ? { address, read } : undefined;
}

/** Each file of a folder collection, read and checked against the collection's schema. */
function readFolder(contentDir: string, collection: ContentFolder) {
  return folderFiles(contentDir, collection.folder).map((relative) => ({
    relative,
    ...readJsonFile(contentDir, { file: relative, schema: collection.schema, item: collection.item }),
  }));
}

/**
 * Problems in the folder collections (content/books/): each file against its schema, and the rules
 * across fields and files. There must be a book for the home page to feature, and it needs the
 * pictures the hero draws.
 */
export function checkFolders(contentDir: string): Problem[] {
  const problems: Problem[] = [];
  const books = new Map<string, BookData>();
  for (const collection of CONTENT_FOLDERS as readonly ContentFolder[]) {
    for (const { relative, problems: found, read } of readFolder(contentDir, collection)) {
      problems.push(...found);
      if (!read || collection.folder !== BOOKS_FOLDER || !read.data || typeof read.data !== "object") continue;
      problems.push(...bookProblems(read.data as BookData, relative, read.problem));
      books.set(addressOfFile(relative), read.data as BookData);
    }
  }
  const featured = featuredBook(contentDir);
  if (featured) {
    const book = books.get(featured.address);
    const where = ["books", "featured"];
    if (!book) {
      const known = [...books.keys()].map((address) => `"${address}"`).join(", ") || "none yet";
      problems.push(
        featured.read.problem(
          where,
          `names no book: there is no content/${BOOKS_FOLDER}/${featured.address}.json (books: ${known})`,
        ),
      );
    } else {
      if (book.status === "coming soon")
        problems.push(
          featured.read.problem(
            where,
            "names a coming-soon book: the home page features a book readers can pre-order or buy",
          ),
        );
      const missing = (["tablet", "phone", "flat"] as const).filter((key) => !filled(book.covers?.[key]));
      if (book.covers && filled(book.covers.portrait) && missing.length > 0)
        problems.push(
          featured.read.problem(
            where,
            `names a book without its hero pictures (${missing.join(", ")}): add them to content/${BOOKS_FOLDER}/${featured.address}.json`,
          ),
        );
    }
  }
  return problems;
}

/** The long side, in px, of a picture the press kit offers for download at full size. */
export const DOWNLOAD_MIN_LONG_SIDE = 2400;

/** A picture the press kit offers at full size, and where the content names it. */
interface FullSizePicture {
  /** The image path as written, relative to the JSON file. */
  value: string;
  /** The JSON file that names it, under the content folder. */
  relative: string;
  read: ReadJsonFile;
  segments: Segment[];
}

/** The press portrait (settings/press.json) and each book's front cover: the press kit's downloads. */
function fullSizePictures(contentDir: string): FullSizePicture[] {
  const pictures: FullSizePicture[] = [];
  const add = (relative: string, read: ReadJsonFile | undefined, segments: Segment[], value: unknown) => {
    if (read && typeof value === "string" && value.trim() !== "") pictures.push({ value, relative, read, segments });
  };
  const press = CONTENT_FILES.find((entry) => entry.file === "settings/press.json");
  if (press) {
    const { read } = readJsonFile(contentDir, press);
    add(press.file, read, ["portrait"], (read?.data as { portrait?: unknown } | undefined)?.portrait);
  }
  const books = CONTENT_FOLDERS.filter((collection) => collection.folder === BOOKS_FOLDER);
  for (const { relative, read } of books.flatMap((collection) => readFolder(contentDir, collection))) {
    add(relative, read, ["covers", "portrait"], (read?.data as BookData | undefined)?.covers?.portrait);
  }
  return pictures;
}

/**
 * The press kit offers the press portrait and every book's front cover for download as they are:
 * each must be at least DOWNLOAD_MIN_LONG_SIDE px on its long side (print needs it) and within the
 * host's largest file. Sizes are read from the file's header by sharp (no decoding). A file that is
 * missing is reported by checkJsonFile already.
 */
export async function downloadProblems(contentDir: string): Promise<Problem[]> {
  const pictures = fullSizePictures(contentDir);
  if (pictures.length === 0) return [];
  const { default: sharp } = await import("sharp");
  const problems: Problem[] = [];
  for (const picture of pictures) {
    const absolute = contentFilePath(contentDir, picture.relative, picture.value);
    if (absolute === undefined || !existsSync(absolute)) continue; // reported by checkJsonFile already
    const shown = shownPath(contentDir, path.relative(contentDir, absolute).split(path.sep).join("/"));
    const bytes = statSync(absolute).size;
    if (bytes > CLOUDFLARE_MAX_FILE_BYTES) {
      problems.push(
        picture.read.problem(
          picture.segments,
          `${shown} weighs ${formatFileSize(bytes)}: the host serves files of at most ${formatFileSize(CLOUDFLARE_MAX_FILE_BYTES)}, so save it smaller (a JPEG at quality 85 is plenty)`,
        ),
      );
    }
    let size: { width?: number; height?: number };
    try {
      size = await sharp(absolute).metadata();
    } catch {
      problems.push(picture.read.problem(picture.segments, `${shown} cannot be read as a picture`));
      continue;
    }
    const { width = 0, height = 0 } = size;
    if (Math.max(width, height) < DOWNLOAD_MIN_LONG_SIDE) {
      problems.push(
        picture.read.problem(
          picture.segments,
          `${shown} is ${width} × ${height} px: the press page offers it for download at full size, so it must be at least ${DOWNLOAD_MIN_LONG_SIDE} px on its long side`,
        ),
      );
    }
  }
  return problems;
}

/** Symbolic links under content/: each is refused, as it would read a file from outside it. */
export function symlinks(contentDir: string): Problem[] {
  const problems: Problem[] = [];
  const walk = (dir: string) => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, item.name);
      if (item.isSymbolicLink()) {
        problems.push({
          severity: "error",
          file: shownPath(contentDir, path.relative(contentDir, full).split(path.sep).join("/")),
          message:
            "is a link to another file (a symbolic link): content must be real files, so put a copy of the file here instead",
        });
      } else if (item.isDirectory()) walk(full);
    }
  };
  walk(contentDir);
  return problems;
}

/**
 * Files under content/ that the site would not read as the author meant: JSON that no content type
 * reads (a misspelled file name, a stray copy), and MDX outside content/interviews/ (the build would
 * still make it a page, but the menu and the editor would not know it).
 */
export function unknownFiles(contentDir: string): Problem[] {
  const known = new Set<string>([
    ...CONTENT_FILES.map((entry) => entry.file),
    ...CONTENT_FOLDERS.flatMap((collection) => folderFiles(contentDir, collection.folder)),
  ]);
  const interviews = new Set(interviewFiles(contentDir));
  const problems: Problem[] = [];
  const walk = (dir: string) => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, item.name);
      const relative = path.relative(contentDir, full).split(path.sep).join("/");
      if (item.isDirectory()) walk(full);
      else if (item.name.endsWith(".json") && !known.has(relative)) {
        problems.push({
          severity: "error",
          file: shownPath(contentDir, relative),
          message: `is not a content file the site reads (expected: ${[
            ...CONTENT_FILES.map((entry) => entry.file),
            ...CONTENT_FOLDERS.map((collection) => `${collection.folder}/*.json`),
          ].join(", ")})`,
        });
      } else if (item.name.endsWith(".mdx") && !interviews.has(relative)) {
        problems.push({
          severity: "error",
          file: shownPath(contentDir, relative),
          message: `is outside content/${INTERVIEWS_FOLDER}/: move it there to publish it as an interview, or delete it`,
        });
      }
    }
  };
  walk(contentDir);
  return problems;
}

export async function validateContent(contentDir: string): Promise<Problem[]> {
  const links = symlinks(contentDir);
  // A link could point anywhere on the machine that builds the site: nothing else is read until it is gone.
  if (links.length > 0) return links;
  return [
    ...unknownFiles(contentDir),
    ...CONTENT_FILES.flatMap((entry) => checkJsonFile(contentDir, entry)),
    ...checkFolders(contentDir),
    ...checkInterviews(contentDir),
    ...(await downloadProblems(contentDir)),
  ];
}

export function formatProblem(problem: Problem): string {
  const place =
    problem.line !== undefined
      ? `${problem.file}:${problem.line}${problem.column !== undefined ? `:${problem.column}` : ""}`
      : problem.file;
  const label = problem.severity === "warning" ? "warning: " : "";
  return `${label}${place}${problem.where ? `, ${problem.where}` : ""}: ${problem.message}`;
}

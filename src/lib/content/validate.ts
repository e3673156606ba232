import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import sharp from "sharp";
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
import { slugify } from "../slugify";
import { checkFormattedText } from "./formatted-text";
import { ITEM_NAMES } from "./schema";
import { collectionNamed, FILE_COLLECTIONS, FOLDER_COLLECTIONS, itemFile, type FolderCollection } from "./collections";
import { collectionFiles } from "./folders";
import type { CollectionRule, ContentRead, Problem, ProblemAt, ReadFile, Segment } from "./rule";
import { CLOUDFLARE_MAX_FILE_BYTES } from "../host-limits";
import { formatFileSize } from "../format-file-size";

export type { Problem } from "./rule";
export { EXCERPT_WARNING_LENGTH } from "./rules";

/**
 * Checks every file under content/ against its collection (collections.ts): its schema, the
 * collection's own rules, and what ties files together. Reports every problem at once, in the
 * author's terms: file, line, which item and field, and a plain sentence.
 */

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
/** What checkJsonFile needs of a file: where it is, its schema, what its list items are called, and its rules. */
export interface JsonFileEntry {
  file: string;
  schema: z.ZodType;
  item?: string;
  /** Its collection's rules (any collection's: they are called with the data as read). */
  rules?: CollectionRule<never>;
}

/** A field that names an item of a collection by its address ("books.featured" → a book). */
interface Reference {
  segments: Segment[];
  collection: string;
  address: string;
}

/** A picture the site offers for download at full size, and where the content names it. */
interface Download {
  /** The picture's file, resolved under the content folder. */
  absolute: string;
  segments: Segment[];
}

/** A file as read: its data, a way to name a place in it, and what it names elsewhere. */
export interface ReadJsonFile extends ReadFile {
  references: Reference[];
  downloads: Download[];
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
  const fields = fieldProblems(contentDir, entry.file, entry.schema, data, problem);
  problems.push(...fields.problems, ...(entry.rules?.(data as never, problem) ?? []));
  return { problems, read: { data, problem, references: fields.references, downloads: fields.downloads } };
}

/**
 * What the schema's kinds of field ask beyond their own value: an image path that leads to a file
 * in the content folder (and, for a download, its size), formatted text under the allowlist, and
 * the names of other collections' items, which validateContent looks up once every file is read.
 */
function fieldProblems(contentDir: string, relative: string, schema: z.ZodType, data: unknown, problem: ProblemAt) {
  const problems: Problem[] = [];
  const references: Reference[] = [];
  const downloads: Download[] = [];
  const visit = (schema: JsonSchema | undefined, value: unknown, segments: Segment[]) => {
    if (!schema || value === undefined || value === null) return;
    if (schema.kind === "image" && typeof value === "string" && value.trim() !== "") {
      const resolved = contentFilePath(contentDir, relative, value);
      if (resolved === undefined) {
        problems.push(
          problem(segments, `${value} leads outside ${shownDir(contentDir)}/: a picture must be a file in it`),
        );
      } else if (!existsSync(resolved)) {
        const shown = shownPath(contentDir, path.relative(contentDir, resolved).split(path.sep).join("/"));
        problems.push(problem(segments, `image not found: there is no file ${shown}`));
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
  visit(toJsonSchemaOnce(schema), data, []);
  return { problems, references, downloads };
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

/**
 * An MDX item's problems (front matter against the collection's schema, and the text under the
 * allowlist, at their lines in the file) and its front matter as read.
 */
function readMdxFile(
  contentDir: string,
  relative: string,
  collection: FolderCollection,
): { problems: Problem[]; read?: ReadJsonFile } {
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
    const fields = Object.keys(toJsonSchemaOnce(collection.schema).properties ?? {});
    problems.push({
      severity: "error",
      file,
      line: 1,
      where: "front matter",
      message: `is missing: start the file with --- and the ${fields.slice(0, -1).join(", ")} and ${fields.at(-1)}`,
    });
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
  for (const { path: segments, message } of schemaProblems(collection.schema, data)) {
    const madeFrom = segments.length === 1 && segments[0] === field && message.startsWith("is missing");
    problems.push(
      problem(
        segments,
        madeFrom ? `is missing: name the ${collection.item}'s ${field} (it makes the page address)` : message,
      ),
    );
  }
  const fields = fieldProblems(contentDir, relative, collection.schema, data, problem);
  problems.push(...fields.problems, ...(collection.rules?.(data as never, problem) ?? []));
  problems.push(...interviewBodyProblems(file, source, parsed.content));
  return { problems, read: { data, problem, references: fields.references, downloads: fields.downloads } };
}

/** An item's address (collections.ts): its address field as written, or made from its field by slugify. */
function addressOf(collection: FolderCollection, data: unknown): string | undefined {
  const value =
    data && typeof data === "object" ? ownValue(data as Record<string, unknown>, collection.address.field) : undefined;
  if (typeof value !== "string") return undefined;
  const address = collection.address.from === "slug" ? slugify(value) : value;
  return address === "" ? undefined : address;
}

/** A folder's items as read and checked, by address, with the problems of each and of the folder. */
function readFolder(contentDir: string, collection: FolderCollection) {
  const problems: Problem[] = [];
  const items = new Map<string, ReadJsonFile>();
  const firstFile = new Map<string, string>();
  for (const relative of collectionFiles(contentDir, collection)) {
    const checked =
      collection.extension === "mdx"
        ? readMdxFile(contentDir, relative, collection)
        : readJsonFile(contentDir, {
            file: relative,
            schema: collection.schema,
            item: collection.item,
            rules: collection.rules,
          });
    problems.push(...checked.problems);
    if (!checked.read) continue;
    const named = path.posix.basename(relative, `.${collection.extension}`);
    const address = addressOf(collection, checked.read.data);
    const { field } = collection.address;
    if (collection.address.from === "field") {
      // The file is named after the address, so two items can never share one.
      if (address !== undefined && address !== named) {
        problems.push(
          checked.read.problem(
            [field],
            `is "${address}" but the file is named ${named}.${collection.extension}: the file must be named after the ${field} (rename one of them)`,
          ),
        );
      }
      items.set(named, checked.read);
      continue;
    }
    if (address === undefined) continue;
    const file = shownPath(contentDir, relative);
    const first = firstFile.get(address);
    if (first === undefined) {
      firstFile.set(address, file);
      items.set(address, checked.read);
      continue;
    }
    problems.push(
      checked.read.problem(
        [field],
        `makes the same page address as ${first} (${collection.path(address)}): two ${collection.label.toLowerCase()} cannot share a page, so change the ${field}'s name in one of them`,
      ),
    );
  }
  return { problems, items };
}

/** The names that point to another collection's item, each looked up among that collection's items. */
function referenceProblems(contentDir: string, content: ContentRead, files: readonly ReadJsonFile[]): Problem[] {
  return files.flatMap((read) =>
    read.references.flatMap(({ segments, collection, address }) => {
      const target = collectionNamed(collection);
      const items = content.items(collection);
      if (!target || target.kind !== "folder" || items.has(address)) return [];
      const known = [...items.keys()].map((name) => `"${name}"`).join(", ") || "none yet";
      return [
        read.problem(
          segments,
          `names no ${target.item}: there is no ${shownPath(contentDir, itemFile(target, address))} (${target.label.toLowerCase()}: ${known})`,
        ),
      ];
    }),
  );
}

/** Every content file read and checked on its own, and the rules across files. */
function readContent(contentDir: string): { problems: Problem[]; files: ReadJsonFile[] } {
  const problems: Problem[] = [];
  const singles = new Map<string, ReadJsonFile>();
  for (const collection of FILE_COLLECTIONS) {
    const checked = readJsonFile(contentDir, collection);
    problems.push(...checked.problems);
    if (checked.read) singles.set(collection.name, checked.read);
  }
  const folders = new Map<string, Map<string, ReadJsonFile>>();
  for (const collection of FOLDER_COLLECTIONS) {
    const { problems: found, items } = readFolder(contentDir, collection);
    problems.push(...found);
    folders.set(collection.name, items);
  }
  const content: ContentRead = {
    file: (name) => singles.get(name),
    items: (name) => folders.get(name) ?? new Map(),
    shownFile: (name, address) => {
      const collection = collectionNamed(name);
      return collection?.kind === "folder" ? shownPath(contentDir, itemFile(collection, address)) : address;
    },
  };
  const files = [...singles.values(), ...[...folders.values()].flatMap((items) => [...items.values()])];
  problems.push(...referenceProblems(contentDir, content, files));
  for (const collection of [...FILE_COLLECTIONS, ...FOLDER_COLLECTIONS]) {
    problems.push(...(collection.acrossFiles?.(content) ?? []));
  }
  return { problems, files };
}

/** The long side, in px, of a picture the press kit offers for download at full size. */
export const DOWNLOAD_MIN_LONG_SIDE = 2400;

/**
 * The pictures the site offers for download as they are (fields marked `download` in the schema:
 * the press portrait and every book's front cover): each must be at least DOWNLOAD_MIN_LONG_SIDE px
 * on its long side (print needs it) and within the host's largest file. Sizes are read from the
 * file's header by sharp (no decoding). A file that is missing is reported by its field already.
 */
export async function downloadProblems(contentDir: string, files: readonly ReadJsonFile[]): Promise<Problem[]> {
  const pictures = files.flatMap((read) => read.downloads.map((download) => ({ ...download, read })));
  if (pictures.length === 0) return [];
  const problems: Problem[] = [];
  for (const picture of pictures) {
    const { absolute } = picture;
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
 * Files under content/ that the site would not read as the author meant: JSON that no collection
 * reads (a misspelled file name, a stray copy), and MDX outside its collection's folder (the build
 * would still make it a page, but the menu and the editor would not know it).
 */
export function unknownFiles(contentDir: string): Problem[] {
  const known = new Set<string>([
    ...FILE_COLLECTIONS.map((collection) => collection.file),
    ...FOLDER_COLLECTIONS.flatMap((collection) => collectionFiles(contentDir, collection)),
  ]);
  const expected = (extension: string) => [
    ...FILE_COLLECTIONS.filter((collection) => collection.file.endsWith(`.${extension}`)).map(({ file }) => file),
    ...FOLDER_COLLECTIONS.filter((collection) => collection.extension === extension).map(
      (collection) => `${collection.folder}/*.${extension}`,
    ),
  ];
  const problems: Problem[] = [];
  const walk = (dir: string) => {
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, item.name);
      const relative = path.relative(contentDir, full).split(path.sep).join("/");
      const extension = path.extname(item.name).slice(1);
      if (item.isDirectory()) walk(full);
      else if ((extension === "json" || extension === "mdx") && !known.has(relative)) {
        // An MDX file has one place to go: its collection's folder.
        const [only, ...others] = FOLDER_COLLECTIONS.filter((collection) => collection.extension === extension);
        const message =
          extension === "mdx" && only && others.length === 0
            ? `is outside ${shownDir(contentDir)}/${only.folder}/: move it there to publish it as ${/^[aeiou]/.test(only.item) ? "an" : "a"} ${only.item}, or delete it`
            : `is not a content file the site reads (expected: ${expected(extension).join(", ")})`;
        problems.push({ severity: "error", file: shownPath(contentDir, relative), message });
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
  const { problems, files } = readContent(contentDir);
  return [...unknownFiles(contentDir), ...problems, ...(await downloadProblems(contentDir, files))];
}

export function formatProblem(problem: Problem): string {
  const place =
    problem.line !== undefined
      ? `${problem.file}:${problem.line}${problem.column !== undefined ? `:${problem.column}` : ""}`
      : problem.file;
  const label = problem.severity === "warning" ? "warning: " : "";
  return `${label}${place}${problem.where ? `, ${problem.where}` : ""}: ${problem.message}`;
}

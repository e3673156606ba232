import { z, type GlobalMeta } from "zod";

/** Field builders (zod 4): patterns, not refinements, so `z.toJSONSchema()` keeps every rule (json-schema.ts). */

/** What a field is, beyond its JSON type. */
type FieldKind = "image" | "date" | "datetime" | "url";

declare module "zod" {
  interface GlobalMeta {
    /** The GraphQL type an object becomes ("NavigationItem"). */
    typeName?: string;
    kind?: FieldKind;
    /** What the author reads when `pattern` does not match (the CMS shows it under the field). */
    patternMessage?: string;
    /** Images only: the folder under content/ where new pictures are uploaded. */
    folder?: string;
    /** Images only: how a path to `folder` is written in this file ("../images"). */
    publicFolder?: string;
    /** The collection (collections.ts) whose item this field names by its address ("books"). */
    references?: string;
    /** Images only: offered for download as the file is (the press kit), so its size is checked. */
    download?: boolean;
    /** The field is filled in by the CMS, not by the author (an article's id). */
    generated?: boolean;
    /** Text that runs over several lines in the CMS. */
    multiline?: boolean;
    /** The `{placeholders}` the site fills in this text; it may hold no others (see `template`). */
    placeholders?: readonly string[];
    /** Formatted text under the allowlist of formatted-text.ts (Markdown and a few inline marks). */
    formatted?: boolean;
  }
}

/** Control characters and the Unicode line separators, written out for a pattern (JSON Schema takes \uXXXX). */
const CONTROL = "\\u0000-\\u001f\\u007f\\u2028\\u2029";
const ESCAPES: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };
/** A control character as the author would write it in JSON: \n, \u0007. */
const visible = (character: string) =>
  ESCAPES[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** A value quoted in a message, shortened, its control characters written out so it never starts a line. */
const quote = (value: unknown) => {
  const text = String(value);
  const short = text.length > 60 ? `${text.slice(0, 57)}…` : text;
  return `"${short.replace(new RegExp(`[${CONTROL}]`, "g"), visible)}"`;
};

/** A message for a value that is present but wrong; a missing one keeps zod's "is missing". */
const whenPresent = (message: (input: unknown) => string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? undefined : message(issue.input);

/** A named object type: unknown fields are errors, so a typo such as "titel" is caught. */
export function object<T extends z.ZodRawShape>(typeName: string, shape: T) {
  return z.strictObject(shape).meta({ typeName });
}

/** A field's label and hint in the CMS and the editor (its JSON Schema title and description), and more `meta`. */
export const describe = (title: string, description?: string, meta?: GlobalMeta) => ({
  title,
  ...(description ? { description } : {}),
  ...meta,
});

export const NOT_EMPTY = "must not be empty";

export const text = () =>
  z
    .string()
    .regex(/\S/, { error: whenPresent(() => NOT_EMPTY) })
    .meta({ patternMessage: NOT_EMPTY });

/** A text the author may leave empty (an excerpt). */
export const optionalText = () => z.string();

/** What no name or label holds: markup's < and >, line breaks and other control characters. */
const NOT_PLAIN = `<>${CONTROL}`;
const NOT_PLAIN_PATTERN = new RegExp(`[${NOT_PLAIN}]`);

export const PLAIN_TEXT_MESSAGE = "cannot contain <, > or a line break: write plain text on one line";

/** Plain text on one line, not empty: one pattern, so the CMS and the editor keep the whole rule. */
export const PLAIN_TEXT_PATTERN = new RegExp(`^[^${NOT_PLAIN}]*[^\\s${NOT_PLAIN}][^${NOT_PLAIN}]*$`);
export const OPTIONAL_PLAIN_TEXT_PATTERN = new RegExp(`^[^${NOT_PLAIN}]*$`);

/** The checker's message for a value that fails a plain-text pattern: markup or a line break, else empty. */
const plainTextError = (empty: string) =>
  whenPresent((input) => (NOT_PLAIN_PATTERN.test(String(input)) ? PLAIN_TEXT_MESSAGE : empty));

export const plainText = () =>
  z
    .string()
    .regex(PLAIN_TEXT_PATTERN, { error: plainTextError(NOT_EMPTY) })
    .meta({ patternMessage: `${NOT_EMPTY}, and ${PLAIN_TEXT_MESSAGE}` });

/** A plain-text label the author may leave empty (decorative alt text). */
export const optionalPlainText = () =>
  z
    .string()
    .regex(OPTIONAL_PLAIN_TEXT_PATTERN, { error: whenPresent(() => PLAIN_TEXT_MESSAGE) })
    .meta({ patternMessage: PLAIN_TEXT_MESSAGE });

/** What fillTemplate (src/lib/fill-template.ts) reads as a placeholder's name: the word in `{word}`. */
const PLACEHOLDER_NAME = /^\w+$/;

export const placeholdersMessage = (names: readonly string[]) =>
  `can use only these placeholders: ${names.map((name) => `{${name}}`).join(", ")}`;

/** The first brace in `value` that is not one of `names`' placeholders ("{nmae}", "{ name }", "{name", "}"). */
const wrongBrace = (value: string, names: readonly string[]) =>
  Array.from(value.matchAll(/\{[^{}]*\}?|\}/g), ([found]) => found).find(
    (found) => !names.some((name) => found === `{${name}}`),
  );

/** The rules a text follows besides its placeholders: those of plainText() or of text(). */
export type TemplateBase = "plainText" | "text";

/** A text fillTemplate fills: `{x}` for each of `names`, no other brace, and the base's rules, in one pattern. */
export function template(names: readonly [string, ...string[]], base: TemplateBase = "plainText") {
  const wrongName = names.find((name) => !PLACEHOLDER_NAME.test(name));
  if (wrongName !== undefined) throw new Error(`"${wrongName}" is not a placeholder name (letters, digits or _)`);
  const placeholder = `\\{(${names.join("|")})\\}`;
  const plain = base === "plainText";
  // Any other character the base allows (a brace never), and one that is not a space.
  const other = plain ? `[^{}${NOT_PLAIN}]` : "[^{}]";
  const visibleCharacter = plain ? `[^\\s{}${NOT_PLAIN}]` : "[^\\s{}]";
  const part = `(${other}|${placeholder})`;
  const pattern = new RegExp(`^${part}*(${visibleCharacter}|${placeholder})${part}*$`);
  const allowed = placeholdersMessage(names);
  const error = whenPresent((input) => {
    const value = String(input);
    if (plain && NOT_PLAIN_PATTERN.test(value)) return PLAIN_TEXT_MESSAGE;
    const wrong = wrongBrace(value, names);
    return wrong === undefined ? NOT_EMPTY : `${allowed}; ${quote(wrong)} is not one of them`;
  });
  return z
    .string()
    .regex(pattern, { error })
    .meta({
      patternMessage: plain ? `${NOT_EMPTY}, and ${PLAIN_TEXT_MESSAGE}; ${allowed}` : `${NOT_EMPTY}; ${allowed}`,
      placeholders: names,
    });
}

/** A field that follows `pattern`; `message` is shown to the author in the checker and the CMS. */
export function patterned(pattern: RegExp, message: string, kind?: FieldKind, got = false) {
  return z
    .string()
    .regex(pattern, { error: whenPresent((input) => (got ? `${message}, got ${quote(input)}` : message)) })
    .meta({ kind, patternMessage: message });
}

export const HTTPS_MESSAGE = "must be an https URL";
/**
 * "https://", a host with a dot and none of the characters a URL's host may not hold ("@" and the backslash would lead
 * elsewhere), a port up to 65535, then any path; no spaces. Whatever it accepts, `new URL` reads (fields.test.ts).
 */
const NOT_IN_HOST = `\\s/?#.@\\\\:<>\\[\\]^|%${CONTROL}`;
const HOST_PART = `[^${NOT_IN_HOST}]+`;
/** The last part starts with no digit: a host ending in a number is read as an IP address, and refused if it is not one. */
const TOP_LEVEL = `[^${NOT_IN_HOST}\\d][^${NOT_IN_HOST}]*`;
const PORT = "(6553[0-5]|655[0-2]\\d|65[0-4]\\d{2}|6[0-4]\\d{3}|[1-5]\\d{4}|[1-9]\\d{0,3}|0)";
export const HTTPS_PATTERN = new RegExp(
  `^https://${HOST_PART}(\\.${HOST_PART})*\\.${TOP_LEVEL}(:${PORT})?([/?#][^\\s${CONTROL}]*)?$`,
);
export const httpsUrl = () => patterned(HTTPS_PATTERN, HTTPS_MESSAGE, "url", true);

/** `pattern`, or "" (what the CMS saves for an emptied field; the GraphQL type stays String!). */
export const orEmpty = (pattern: RegExp) => new RegExp(`^(${pattern.source.slice(1, -1)})?$`);

export const optionalHttpsUrl = () => patterned(orEmpty(HTTPS_PATTERN), `${HTTPS_MESSAGE}, or empty`, "url", true);

/** A host name: letters, digits and dashes, in parts joined by dots; nothing else. */
export const HOST_NAME_PATTERN = /^[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+$/;

export const HOST_NAME_MESSAGE =
  'must be a host name only, such as "newsletter.example.com" (no https:// and no slash)';

export const hostName = () => patterned(HOST_NAME_PATTERN, HOST_NAME_MESSAGE);

export const email = () =>
  patterned(
    new RegExp(`^[^@\\s<>"${CONTROL}]+@[^@\\s<>"${CONTROL}]+\\.[^@\\s<>"${CONTROL}]+$`),
    'must be an e-mail address such as "hello@example.com"',
  );

export const SITE_PATH_MESSAGE = 'must be a path on this site, starting with a single "/" (e.g. "/home#about")';

/** "/" then no second "/" ("//evil.example" is another site), and no spaces or backslashes anywhere. */
export const SITE_PATH_PATTERN = new RegExp(`^/([^\\s/\\\\${CONTROL}][^\\s\\\\${CONTROL}]*)?$`);

export const sitePath = () => patterned(SITE_PATH_PATTERN, SITE_PATH_MESSAGE, undefined, true);

export const languageCode = () =>
  patterned(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language code such as "en" or "en-GB"');

export const readTime = () => patterned(/^\d+ min read$/, 'must read like "3 min read"');

const DATE_MESSAGE = 'must be a date written YYYY-MM-DD, such as "2025-07-11"';

/** A calendar date written "2025-07-11" (zod's ISO date: the day must exist). */
export const isoDate = () =>
  z.iso
    .date({ error: whenPresent((input) => `${DATE_MESSAGE}, got ${quote(input)}`) })
    .meta({ kind: "date", patternMessage: DATE_MESSAGE });

/** A local date and time without a zone, "2025-11-22T00:00:00". */
/** zod's own pattern for a day that exists (month lengths, leap years), so the JSON Schema keeps the rule too. */
const REAL_DAY = z.regexes.date.source.slice(1, -1);
export const LOCAL_DATE_TIME_PATTERN = new RegExp(`^${REAL_DAY}T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$`);
export const localDateTime = () =>
  patterned(
    LOCAL_DATE_TIME_PATTERN,
    'must be a date and time that exists, written YYYY-MM-DDTHH:MM:SS, such as "2025-11-22T00:00:00"',
    "datetime",
  );

const IMAGE_MESSAGE = "must be a .jpg, .png, .webp or .avif image";

/** Spelled out: JSON Schema patterns have no case-insensitive flag. */
const IMAGE_EXTENSION = "\\.([jJ][pP][eE]?[gG]|[pP][nN][gG]|[wW][eE][bB][pP]|[aA][vV][iI][fF])";

/** An image's path from its file; the CMS uploads to `folder` (under content/), written `publicFolder`. */
const imagePath = (pattern: RegExp, message: string, folder: string, publicFolder: string) =>
  z
    .string()
    .regex(pattern, { error: whenPresent(() => message) })
    .meta({ kind: "image", patternMessage: message, folder, publicFolder });

export const image = (folder: string, publicFolder: string) =>
  imagePath(new RegExp(`${IMAGE_EXTENSION}$`), IMAGE_MESSAGE, folder, publicFolder);

export const optionalImage = (folder: string, publicFolder: string) =>
  imagePath(new RegExp(`^(.*${IMAGE_EXTENSION})?$`), `${IMAGE_MESSAGE}, or empty`, folder, publicFolder);

/** An ISBN-13 (978 or 979, then ten digits; dashes or spaces between groups allowed), or empty. */
const ISBN_PATTERN = /^(97[89]([- ]?\d){10})?$/;
export const isbn = () =>
  patterned(ISBN_PATTERN, 'must be an ISBN-13 such as "978-1-23-456789-7", or empty', undefined, true);

/** A page address: small letters and digits in words joined by single dashes. */
export const ADDRESS_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ADDRESS_MESSAGE =
  'must be small letters, digits and single dashes, such as "my-secret-ingredient-is-love"';
export const bookAddress = () => patterned(ADDRESS_PATTERN, ADDRESS_MESSAGE, undefined, true);

const ALT_MISSING = "alt text is missing: describe the picture for readers who cannot see it";
const ALT_EMPTY = "alt text is empty: describe the picture for readers who cannot see it";

/** A picture's description: plain text on one line (it is an attribute, read aloud), not empty. */
export const altText = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? ALT_MISSING : undefined) })
    .regex(PLAIN_TEXT_PATTERN, { error: plainTextError(ALT_EMPTY) })
    .meta({
      patternMessage:
        "alt text must describe the picture for readers who cannot see it, in plain text on one line (no < or >)",
    });

export function oneOf<T extends readonly [string, ...string[]]>(values: T, separator = ", ") {
  const quoted = values.map((value) => `"${value}"`);
  const list = separator === ", " ? quoted.join(", ") : `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}`;
  return z.enum(values, { error: whenPresent(() => `must be one of ${list}`) });
}

export const wholeNumber = () =>
  z.number({ error: whenPresent(() => "must be a whole number, such as 9") }).int({ error: "must be a whole number" });

export const wholeNumberBetween = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .number({ error: whenPresent(() => message) })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
};

export const nonEmptyList = <T extends z.ZodType>(item: T, message: string) => z.array(item).min(1, { error: message });

/** A page's browser-tab title, heading and introduction, for a page of its own (/books/, /press/). */
export const pageHead = () => ({
  title: plainText().meta(describe("Browser tab")),
  heading: text(),
  intro: text().meta(describe("Introduction", "Under the heading, and in search results.", { multiline: true })),
});

import { DEFAULT_CONTENT_DIR } from "./content-dir";
import type { CmsConfig as SveltiaCmsConfig, GitHubBackend } from "@sveltia/cms";
import { NOT_EMPTY } from "./fields";
import { contentFolderJsonSchemas, contentJsonSchemas, interviewJsonSchema, type JsonSchema } from "./json-schema";
import { INTERVIEWS_IN_MENU } from "../constants";
import { BOOKS_FOLDER, INTERVIEWS_FOLDER } from "./schema";

/**
 * The configuration of the CMS at /admin/ (Sveltia CMS, Decap-compatible), made from the content's
 * JSON Schema: one form field per schema field, with the schema's label, hint, pattern and message,
 * so the CMS cannot save what the checker would refuse where a form can express the rule. What
 * only the build can check: that an image path leads to a file the CMS did not upload, unique
 * article ids (the CMS numbers new articles itself, see src/admin/article-ids.ts), and MDX that
 * does not compile.
 * @see https://sveltiacms.app/en/docs
 */

export type CmsField = Record<string, unknown> & { name: string; label: string; widget: string };

export interface CmsSettingsInput {
  repo: string;
  branch: string;
  authUrl: string;
  siteUrl: string;
  name: string;
  /** The author's logo, shown on the sign-in page and in the header. */
  logo: string;
}

/** The CMS's own names for its publish modes (typed from the installed CMS). */
export type PublishMode = Exclude<NonNullable<SveltiaCmsConfig["publish_mode"]>, "">;

/**
 * How a save reaches readers (docs/EDITING.md, "Putting a change live"). "simple": each save is
 * published a few minutes later. "editorial_workflow": each change is a draft, with its own preview,
 * until the author publishes it.
 */
export const PUBLISH_MODE: PublishMode = "simple";

/**
 * true: saves wait (the CMS marks their commits "[skip ci]", which starts no workflow run) until the
 * author clicks "Publish Changes", which publishes all of them at once (the publish workflow answers
 * the CMS's `sveltia-cms-publish` event). false: each save is published by itself.
 */
export const PUBLISH_SAVES_TOGETHER: boolean = false;

export interface Publishing {
  mode: PublishMode;
  /** The CMS's `skip_ci` backend option. */
  savesTogether: NonNullable<GitHubBackend["skip_ci"]>;
}

/** The author's content folder in her repository, which the CMS edits (the tests may build another, see content-dir.ts). */
export const CONTENT_ROOT = DEFAULT_CONTENT_DIR;

/** "skipToContent" → "Skip to content". */
export function labelFromName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function common(name: string, schema: JsonSchema, required: boolean) {
  return {
    name,
    label: schema.title ?? labelFromName(name),
    ...(schema.description ? { hint: schema.description } : {}),
    ...(required ? {} : { required: false }),
  };
}

function stringField(name: string, schema: JsonSchema, required: boolean): CmsField {
  // A text with no rule, or one whose rule accepts "", may be left empty ("excerpt": "", an
  // optional address): the form must not insist on it.
  const mayBeEmpty = !schema.enum && (!schema.pattern || new RegExp(schema.pattern, "u").test(""));
  const base = common(name, schema, required && !mayBeEmpty);
  if (schema.enum) return { ...base, widget: "select", options: schema.enum };
  if (schema.kind === "image") {
    return {
      ...base,
      widget: "image",
      // Uploads go into the folder the content uses, and the field stores the same relative path.
      media_folder: `/${CONTENT_ROOT}/${schema.folder}`,
      public_folder: schema.publicFolder,
      choose_url: false,
    };
  }
  if (schema.kind === "book") {
    // A book is picked from the Books collection by its title and stored by its address.
    return {
      ...base,
      widget: "relation",
      collection: "books",
      value_field: "address",
      search_fields: ["title"],
      display_fields: ["title"],
    };
  }
  if (schema.kind === "date") {
    // Stored exactly as the content writes it, "2025-07-11"; shown in the author's locale.
    return { ...base, widget: "datetime", format: "YYYY-MM-DD", time_format: false };
  }
  const pattern = schema.pattern
    ? { pattern: [schema.pattern, schema.patternMessage ?? (schema.pattern === "\\S" ? NOT_EMPTY : "")] }
    : {};
  return {
    ...base,
    widget: schema.multiline || schema.formatted ? "text" : "string",
    ...pattern,
    ...(schema.maxLength !== undefined ? { maxlength: schema.maxLength } : {}),
    ...(schema.kind === "url" ? { type: "url" } : {}),
  };
}

/** One form field for one schema field. */
export function cmsField(name: string, schema: JsonSchema, required = true): CmsField {
  switch (schema.type) {
    case "string":
      return stringField(name, schema, required);
    case "boolean":
      return { ...common(name, schema, required), widget: "boolean", ...(required ? {} : { default: false }) };
    case "integer":
    case "number": {
      const base = common(name, schema, required);
      // Filled in on save (see src/admin/article-ids.ts): the author never types an id.
      if (schema.generated) return { name: base.name, label: base.label, widget: "hidden" };
      return {
        ...base,
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
      };
    }
    case "object":
      return { ...common(name, schema, required), widget: "object", fields: cmsFields(schema) };
    case "array": {
      const items = schema.items;
      if (!items) throw new Error(`The list "${name}" has no item type`);
      // A list the schema lets be empty is not "required" in the CMS, which would ask for one entry.
      const list = {
        ...common(name, schema, required && (schema.minItems ?? 0) > 0),
        widget: "list",
        ...(schema.minItems ? { min: schema.minItems } : {}),
        ...(items.title ? { label_singular: items.title } : {}),
      };
      if (items.type === "object") {
        const first = Object.keys(items.properties ?? {}).find((key) => items.properties?.[key].type === "string");
        return { ...list, fields: cmsFields(items), ...(first ? { summary: `{{fields.${first}}}` } : {}) };
      }
      // A list of texts: each item is one text field.
      return { ...list, field: cmsField(name, { ...items, title: items.title ?? list.label_singular ?? list.label }) };
    }
    default:
      throw new Error(`The CMS has no field for ${JSON.stringify(schema)}`);
  }
}

/** The fields of an object, in the schema's order (which is the order they are saved in). */
export function cmsFields(schema: JsonSchema): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([key, field]) => cmsField(key, field, required.has(key)));
}

const FILE_NAMES: Record<string, string> = {
  "settings/site.json": "site",
  "settings/home.json": "home",
  "settings/press.json": "press",
  "articles.json": "articles",
  "carousel.json": "carousel",
};

/**
 * Where each file shows on the site, from its root: the CMS adds it to the address of a commit's
 * deployment (see scripts/publish/deployment.mjs) for its "View on Live Site" and, for a draft,
 * "View Preview" links; without one it shows neither. The interview's address is made from its
 * host, as the site makes it (src/lib/slugify.ts).
 */
/** Each interview's page, from its host as the site makes the address. */
export const INTERVIEW_PREVIEW_PATH = "interview-with-{{fields.host | slugify}}/";

export const PREVIEW_PATHS: Record<string, string> = {
  "settings/site.json": "home/",
  "settings/home.json": "home/",
  "settings/press.json": "press/",
  "articles.json": "home/#articles",
  "carousel.json": "home/#books",
};

function fileEntry(file: string, label: string, schema: JsonSchema) {
  const name = FILE_NAMES[file] ?? file.replace(/\W+/g, "-");
  // A file holding a list is edited as one list (Sveltia's root list); the others field by field.
  const fields = schema.type === "array" ? [{ ...cmsField(name, schema), root: true }] : cmsFields(schema);
  return { name, label, file: `${CONTENT_ROOT}/${file}`, format: "json", preview_path: PREVIEW_PATHS[file], fields };
}

/** Each book's page, from its address. */
export const BOOK_PREVIEW_PATH = `${BOOKS_FOLDER}/{{fields.address}}/`;

/** Hints are Markdown in the CMS, so the signs they explain are escaped. */
const INTERVIEW_BODY_HINT =
  "Markdown: a line starting with ## is a section heading, \\*\\*Name:\\*\\* makes a speaker's name bold, an empty line starts a new paragraph. In ordinary text write \\< as &amp;lt; and \\{ as \\\\{.";

export function cmsConfig(
  settings: CmsSettingsInput,
  publishing: Publishing = { mode: PUBLISH_MODE, savesTogether: PUBLISH_SAVES_TOGETHER },
) {
  const files = contentJsonSchemas();
  const entryOf = (file: string) => {
    const entry = files.find((candidate) => candidate.file === file);
    if (!entry) throw new Error(`${file} is not a content file`);
    return fileEntry(entry.file, entry.label, entry.jsonSchema);
  };
  const interview = interviewJsonSchema();
  return {
    // The whole configuration is here; there is no config.yml to fetch.
    load_config_file: false,
    backend: {
      name: "github",
      repo: settings.repo,
      branch: settings.branch,
      base_url: settings.authUrl,
      commit_messages: {
        create: "Create {{collection}} “{{slug}}” in the CMS",
        update: "Update {{collection}} “{{slug}}” in the CMS",
        delete: "Delete {{collection}} “{{slug}}” in the CMS",
      },
      skip_ci: publishing.savesTogether,
    },
    publish_mode: publishing.mode,
    app_title: `${settings.name}: edit the website`,
    logo: { src: settings.logo },
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    media_folder: `${CONTENT_ROOT}/images`,
    // File names made from a text (a new interview's, from its host) as the site makes addresses:
    // lower case, accents dropped, anything but letters and digits a dash.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    public_folder: "images",
    // Written as the content files are: two-space JSON, empty optional texts kept as "".
    output: {
      omit_empty_optional_fields: false,
      json: { indent_style: "space", indent_size: 2 },
      yaml: { quote: "double" },
    },
    collections: [
      {
        name: "articles",
        label: "Articles",
        description:
          "Your newsletter articles, in any order: the home page shows the newest first, as many as Settings → Home page → Articles section → Articles shown says.",
        files: [entryOf("articles.json")],
      },
      {
        name: "carousel",
        label: "Carousel",
        description: "The pictures that rotate beside the book, in this order.",
        files: [entryOf("carousel.json")],
      },
      {
        // A folder of interviews, one file each: the author adds, edits and deletes them here.
        name: "interviews",
        label: "Interviews",
        label_singular: "Interview",
        description: `One page each, at /interview-with-{host}/. With two or more, the menu lists them, newest first; with more than ${INTERVIEWS_IN_MENU}, the newest ${INTERVIEWS_IN_MENU} and a page with them all.`,
        folder: `${CONTENT_ROOT}/${INTERVIEWS_FOLDER}`,
        extension: "mdx",
        format: "frontmatter",
        // A new interview's file is named after its host (grace.mdx), as the page address is; the
        // author never types a file name, and renaming the host later keeps the file where it is.
        slug: { template: "{{host}}", editable: false },
        preview_path: INTERVIEW_PREVIEW_PATH,
        summary: "{{title}} ({{host}}, {{date}})",
        sortable_fields: { fields: ["date", "title", "host"], default: { field: "date", direction: "descending" } },
        fields: [
          ...cmsFields(interview),
          {
            name: "body",
            label: "Interview text",
            // Plain text in, the same text out: the file's MDX is never rewritten by an editor.
            hint: INTERVIEW_BODY_HINT,
            widget: "text",
          },
        ],
      },
      ...contentFolderJsonSchemas().map(({ folder, label, jsonSchema }) => ({
        // A folder of books, one file each, named after the book's address (its page is /books/{address}/).
        name: folder,
        label,
        label_singular: jsonSchema.title ?? "Book",
        description:
          "One page each, at /books/{address}/. The home page features the one Settings → Home page → Books section names; with two or more, /books/ lists them all, newest first.",
        folder: `${CONTENT_ROOT}/${folder}`,
        extension: "json",
        format: "json",
        slug: { template: "{{fields.address}}", editable: false },
        identifier_field: "title",
        preview_path: BOOK_PREVIEW_PATH,
        summary: "{{title}} ({{status}}, {{releaseDate}})",
        sortable_fields: {
          fields: ["releaseDate", "title"],
          default: { field: "releaseDate", direction: "descending" },
        },
        fields: cmsFields(jsonSchema),
      })),
      {
        name: "settings",
        label: "Settings",
        description: "Your name, links and the texts around the site.",
        files: [entryOf("settings/site.json"), entryOf("settings/home.json"), entryOf("settings/press.json")],
      },
    ],
  };
}

export type CmsConfig = ReturnType<typeof cmsConfig>;

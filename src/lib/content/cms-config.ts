import { DEFAULT_CONTENT_DIR } from "./content-dir";
import type { CmsConfig as SveltiaCmsConfig, GitHubBackend } from "@sveltia/cms";
import { contentFolderJsonSchemas, contentJsonSchemas, type JsonSchema } from "./json-schema";
import { collectionNamed, COLLECTIONS } from "./collections";
import type { FolderCollection } from "./collection-types";
import type { SiteSettingsContent } from "./schema";

/** The CMS at /admin/ (https://sveltiacms.app/en/docs), a form field per field of the content's JSON Schema. */

export type CmsField = Record<string, unknown> & { name: string; label: string; widget: string };

type CmsSettingsInput = SiteSettingsContent["cms"] &
  Pick<SiteSettingsContent, "siteUrl" | "name"> & {
    /** The author's logo, shown on the sign-in page and in the header. */
    logo: string;
  };

/** The CMS's own names for its publish modes (typed from the installed CMS). */
type PublishMode = Exclude<NonNullable<SveltiaCmsConfig["publish_mode"]>, "">;

/** How a save reaches readers (docs/EDITING.md, "Putting a change live"). */
const PUBLISH_MODE: PublishMode = "simple";

/** true: saves wait ("[skip ci]") until the author clicks "Publish Changes"; false: each is published. */
const PUBLISH_SAVES_TOGETHER: boolean = false;

interface Publishing {
  mode: PublishMode;
  /** The CMS's `skip_ci` backend option. */
  savesTogether: NonNullable<GitHubBackend["skip_ci"]>;
}

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
  // A text with no rule, or one whose rule accepts "", may be left empty.
  const mayBeEmpty = !schema.enum && (!schema.pattern || new RegExp(schema.pattern, "u").test(""));
  const base = common(name, schema, required && !mayBeEmpty);
  if (schema.enum) return { ...base, widget: "select", options: schema.enum };
  if (schema.kind === "image") {
    return {
      ...base,
      widget: "image",
      // Uploads go into the folder the content uses, and the field stores the same relative path.
      media_folder: `/${DEFAULT_CONTENT_DIR}/${schema.folder}`,
      public_folder: schema.publicFolder,
      choose_url: false,
    };
  }
  if (schema.references) {
    // An item of another collection (a book), picked by its title and stored by its address.
    const target = collectionNamed(schema.references);
    if (target?.kind !== "folder" || target.address.from !== "field")
      throw new Error(`"${name}" names items of ${schema.references}, which has no address field to store`);
    return {
      ...base,
      widget: "relation",
      collection: schema.references,
      value_field: target.address.field,
      search_fields: ["title"],
      display_fields: ["title"],
    };
  }
  if (schema.kind === "date") {
    // Stored exactly as the content writes it, "2025-07-11"; shown in the author's locale.
    return { ...base, widget: "datetime", format: "YYYY-MM-DD", time_format: false };
  }
  return {
    ...base,
    widget: schema.multiline || schema.formatted ? "text" : "string",
    ...(schema.pattern ? { pattern: [schema.pattern, schema.patternMessage ?? ""] } : {}),
    ...(schema.maxLength !== undefined ? { maxlength: schema.maxLength } : {}),
    ...(schema.kind === "url" ? { type: "url" } : {}),
  };
}

function cmsField(name: string, schema: JsonSchema, required = true): CmsField {
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
function cmsFields(schema: JsonSchema): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([key, field]) => cmsField(key, field, required.has(key)));
}

/** Groups of single files edited together, after every collection of its own. */
const FILE_GROUPS: Record<string, { label: string; description: string }> = {
  settings: { label: "Settings", description: "Your name, links and the texts around the site." },
};

/** Where an item shows on the site, from its root, for the CMS's "View on Live Site" and "View Preview". */
function itemPreviewPath(collection: FolderCollection): string {
  const { field, from } = collection.address;
  return collection.path(from === "slug" ? `{{fields.${field} | slugify}}` : `{{fields.${field}}}`).slice(1);
}

function fileEntry({ file, label, cms, jsonSchema }: ReturnType<typeof contentJsonSchemas>[number]) {
  // A file holding a list is edited as one list (Sveltia's root list); the others field by field.
  const fields =
    jsonSchema.type === "array" ? [{ ...cmsField(cms.name, jsonSchema), root: true }] : cmsFields(jsonSchema);
  return {
    name: cms.name,
    label,
    file: `${DEFAULT_CONTENT_DIR}/${file}`,
    format: "json",
    preview_path: cms.previewPath,
    fields,
  };
}

/** A folder collection: the author adds, edits and deletes its items, one file each. */
function folderEntry(collection: ReturnType<typeof contentFolderJsonSchemas>[number]) {
  const { name, label, folder, extension, item, address, order, cms, jsonSchema } = collection;
  const [first] = order;
  return {
    name,
    label,
    label_singular: jsonSchema.title ?? labelFromName(item),
    description: cms.description,
    folder: `${DEFAULT_CONTENT_DIR}/${folder}`,
    extension,
    format: extension === "mdx" ? "frontmatter" : "json",
    // A new item's file is named after its address (grace.mdx, my-book.json), as its page is.
    slug: {
      template: address.from === "slug" ? `{{${address.field}}}` : `{{fields.${address.field}}}`,
      editable: false,
    },
    ...(cms.identifier ? { identifier_field: cms.identifier } : {}),
    preview_path: itemPreviewPath(collection),
    summary: cms.summary,
    sortable_fields: {
      fields: cms.sortable,
      default: { field: first.field, direction: first.direction === "desc" ? "descending" : "ascending" },
    },
    fields: [
      ...cmsFields(jsonSchema),
      // Plain text in, the same text out: the file's MDX is never rewritten by an editor.
      ...(cms.body ? [{ name: "body", label: cms.body.label, hint: cms.body.hint, widget: "text" }] : []),
    ],
  };
}

/** The CMS's collections, in the declaration's order (files sharing a group in one), then the groups of single files. */
function cmsCollections() {
  const files = contentJsonSchemas();
  const folders = contentFolderJsonSchemas();
  type Entry =
    | ReturnType<typeof folderEntry>
    | { name: string; label: string; description?: string; files: ReturnType<typeof fileEntry>[] };
  const own = Object.keys(COLLECTIONS).flatMap((name): Entry[] => {
    const folder = folders.find((entry) => entry.name === name);
    if (folder) return [folderEntry(folder)];
    const file = files.find((entry) => entry.name === name && !Object.hasOwn(FILE_GROUPS, entry.cms.group));
    // A group of its own is named after its first file, and holds the files declared after it in the group.
    const group = files.filter((entry) => entry.cms.group === file?.cms.group);
    return file && group[0] === file
      ? [{ name: file.cms.group, label: file.label, description: file.cms.description, files: group.map(fileEntry) }]
      : [];
  });
  return [
    ...own,
    ...Object.entries(FILE_GROUPS).map(([group, { label, description }]) => ({
      name: group,
      label,
      description,
      files: files.filter((entry) => entry.cms.group === group).map(fileEntry),
    })),
  ];
}

export function cmsConfig(
  settings: CmsSettingsInput,
  publishing: Publishing = { mode: PUBLISH_MODE, savesTogether: PUBLISH_SAVES_TOGETHER },
) {
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
    media_folder: `${DEFAULT_CONTENT_DIR}/images`,
    // File names made from a text as the site makes addresses (slugify.ts).
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    public_folder: "images",
    // Written as the content files are: two-space JSON, empty optional texts kept as "".
    output: {
      omit_empty_optional_fields: false,
      json: { indent_style: "space", indent_size: 2 },
      yaml: { quote: "double" },
    },
    collections: cmsCollections(),
  };
}

export type CmsConfig = ReturnType<typeof cmsConfig>;

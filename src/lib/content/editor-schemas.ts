import { contentFolderJsonSchemas, contentJsonSchemas, type JsonSchema } from "./json-schema";

/** JSON Schema files for VS Code (`npm run write-schemas`), with the checker's own messages. */

export const EDITOR_SCHEMA_DIR = ".vscode/schemas";

/** VS Code shows `patternErrorMessage` instead of the raw pattern when a value does not match. */
function withEditorMessages(schema: JsonSchema): Record<string, unknown> {
  const { patternMessage, properties, items, ...rest } = schema;
  return {
    ...rest,
    ...(patternMessage && rest.pattern ? { patternErrorMessage: patternMessage } : {}),
    ...(properties
      ? {
          properties: Object.fromEntries(
            Object.entries(properties).map(([key, value]) => [key, withEditorMessages(value)]),
          ),
        }
      : {}),
    ...(items ? { items: withEditorMessages(items) } : {}),
  };
}

/** "settings/site.json" → "site.schema.json". */
const editorSchemaName = (file: string) => `${file.replace(/^.*\/|\.json$/g, "")}.schema.json`;

const schemaText = (jsonSchema: JsonSchema, label: string) =>
  `${JSON.stringify({ ...withEditorMessages(jsonSchema), title: jsonSchema.title ?? label }, null, 2)}\n`;

/** One schema per content file, and one per JSON folder collection ("books/*.json"). */
export function editorSchemas(): { file: string; name: string; text: string }[] {
  return [
    ...contentJsonSchemas().map(({ file, label, jsonSchema }) => ({
      file,
      name: editorSchemaName(file),
      text: schemaText(jsonSchema, label),
    })),
    ...contentFolderJsonSchemas()
      .filter(({ extension }) => extension === "json")
      .map(({ folder, type, label, jsonSchema }) => ({
        file: `${folder}/*.json`,
        name: `${type.toLowerCase()}.schema.json`,
        text: schemaText(jsonSchema, label),
      })),
  ];
}

/** The `json.schemas` setting that ties each content file to its schema. */
export function vscodeJsonSchemas() {
  return editorSchemas().map(({ file, name }) => ({
    fileMatch: [`/content/${file}`],
    url: `./${EDITOR_SCHEMA_DIR}/${name}`,
  }));
}

import { z, type GlobalMeta } from "zod";
import { FILE_COLLECTIONS, FOLDER_COLLECTIONS } from "./collections";

/** The content schema as JSON Schema (zod's `z.toJSONSchema()`), which every other consumer reads. */

/** The part of JSON Schema (draft 2020-12) zod writes for this content, with fields.ts's metadata. */
export interface JsonSchema extends GlobalMeta {
  $schema?: string;
  type?: "object" | "array" | "string" | "integer" | "number" | "boolean";
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  minItems?: number;
  enum?: string[];
  pattern?: string;
  format?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

const made = new WeakMap<z.ZodType, JsonSchema>();

/** A schema's JSON Schema, made once (every file of a collection is checked against it). */
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  const jsonSchema =
    made.get(schema) ?? (z.toJSONSchema(schema, { target: "draft-2020-12", unrepresentable: "throw" }) as JsonSchema);
  made.set(schema, jsonSchema);
  return jsonSchema;
}

export const jsonSchemaOf = (entry: { schema: z.ZodType }): JsonSchema => toJsonSchema(entry.schema);

/** The schema found by following a path of keys and list indexes from the root. */
export function jsonSchemaAt(schema: JsonSchema, segments: readonly (string | number)[]): JsonSchema | undefined {
  let current: JsonSchema | undefined = schema;
  for (const segment of segments) {
    const properties = current?.properties ?? {};
    // Own names only: a field named "constructor" in content is not a property of the schema.
    if (typeof segment === "number") current = current?.items;
    else current = Object.hasOwn(properties, segment) ? properties[segment] : undefined;
  }
  return current;
}

/** Every single content file (collections.ts) with its JSON Schema, in the declaration's order. */
export const contentJsonSchemas = () =>
  FILE_COLLECTIONS.map((collection) => ({ ...collection, jsonSchema: jsonSchemaOf(collection) }));

/** Every folder collection (content/books/) with the JSON Schema of one item (of its front matter, for MDX). */
export const contentFolderJsonSchemas = () =>
  FOLDER_COLLECTIONS.map((collection) => ({ ...collection, jsonSchema: jsonSchemaOf(collection) }));

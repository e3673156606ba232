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

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { target: "draft-2020-12", unrepresentable: "throw" }) as JsonSchema;
}

export const jsonSchemaOf = (entry: { schema: z.ZodType }): JsonSchema => toJsonSchema(entry.schema);

/** The schema found by following a path of keys and list indexes from the root. */
export function jsonSchemaAt(schema: JsonSchema, segments: readonly (string | number)[]): JsonSchema | undefined {
  let current: JsonSchema | undefined = schema;
  for (const segment of segments) {
    if (!current) return undefined;
    const properties: JsonSchema["properties"] = current.properties;
    // Own names only: a field named "constructor" in content is not a property of the schema.
    current =
      typeof segment === "number"
        ? current.items
        : properties && Object.hasOwn(properties, segment)
          ? properties[segment]
          : undefined;
  }
  return current;
}

/** Every single content file (collections.ts) with its JSON Schema, in the declaration's order. */
export const contentJsonSchemas = () =>
  FILE_COLLECTIONS.map((collection) => ({ ...collection, jsonSchema: jsonSchemaOf(collection) }));

/** Every folder collection (content/books/) with the JSON Schema of one item (of its front matter, for MDX). */
export const contentFolderJsonSchemas = () =>
  FOLDER_COLLECTIONS.map((collection) => ({ ...collection, jsonSchema: jsonSchemaOf(collection) }));

import { z } from "zod";
import { kindOf, typeNameOf } from "./fields";
import { CONTENT_FILES, interviewFrontmatterSchema } from "./schema";

/**
 * GraphQL type definitions derived from the content schema, so the validator and Gatsby's
 * types never disagree. Node types are @dontInfer with non-null required fields; images
 * are File links resolved relative to their JSON file.
 */

interface FieldType {
  type: string;
  directive?: string;
}

function unwrap(schema: z.ZodTypeAny): { inner: z.ZodTypeAny; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
      optional = true;
      inner = inner.unwrap();
    } else if (inner instanceof z.ZodEffects) {
      // Keep the kind recorded on the refined field itself.
      if (kindOf(inner)) return { inner, optional };
      inner = inner.innerType();
    } else {
      return { inner, optional };
    }
  }
}

function fieldType(schema: z.ZodTypeAny, pending: z.ZodObject<z.ZodRawShape>[]): FieldType & { optional: boolean } {
  const { inner, optional } = unwrap(schema);
  const kind = kindOf(inner);
  if (kind === "image") return { type: "File", directive: "@fileByRelativePath", optional };
  if (kind === "date") return { type: "Date", directive: "@dateformat", optional };
  if (inner instanceof z.ZodString || inner instanceof z.ZodEnum) return { type: "String", optional };
  if (inner instanceof z.ZodBoolean) return { type: "Boolean", optional };
  if (inner instanceof z.ZodNumber) return { type: inner.isInt ? "Int" : "Float", optional };
  if (inner instanceof z.ZodArray) {
    const element = fieldType(inner.element, pending);
    return { type: `[${element.type}!]`, directive: element.directive, optional };
  }
  if (inner instanceof z.ZodObject) {
    const name = typeNameOf(inner);
    if (!name) throw new Error("Every object in the content schema needs a type name (use object(name, shape))");
    pending.push(inner);
    return { type: name, optional };
  }
  throw new Error(`The content schema uses a type GraphQL cannot express: ${inner.constructor.name}`);
}

function typeDefinition(schema: z.ZodObject<z.ZodRawShape>, isNode: boolean, pending: z.ZodObject<z.ZodRawShape>[]) {
  const name = typeNameOf(schema);
  const lines = Object.entries(schema.shape).map(([key, field]) => {
    const { type, directive, optional } = fieldType(field, pending);
    // gatsby-transformer-json moves a JSON "id" to "jsonId"; Gatsby owns "id".
    const fieldName = isNode && key === "id" ? "jsonId" : key;
    return `  ${fieldName}: ${type}${optional ? "" : "!"}${directive ? ` ${directive}` : ""}`;
  });
  const head = isNode ? `type ${name} implements Node @dontInfer {` : `type ${name} {`;
  return [head, ...lines, "}"].join("\n");
}

/** The SDL for every content type, the interview's front matter and the fields gatsby-node adds to it. */
export function contentTypeDefs(): string {
  const pending: z.ZodObject<z.ZodRawShape>[] = [];
  const done = new Set<string>();
  const blocks = CONTENT_FILES.map(({ node }) => typeDefinition(node, true, pending));
  CONTENT_FILES.forEach(({ type }) => done.add(type));
  pending.push(interviewFrontmatterSchema);
  while (pending.length > 0) {
    const next = pending.shift() as z.ZodObject<z.ZodRawShape>;
    const name = typeNameOf(next) as string;
    if (done.has(name)) continue;
    done.add(name);
    blocks.push(typeDefinition(next, false, pending));
  }
  blocks.push(
    ["type Mdx implements Node {", "  frontmatter: MdxFrontmatter!", "  fields: MdxFields!", "}"].join("\n"),
    ["type MdxFields {", "  slug: String!", "  path: String!", "}"].join("\n"),
  );
  return blocks.join("\n\n") + "\n";
}

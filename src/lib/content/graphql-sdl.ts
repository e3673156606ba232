import { contentFolderJsonSchemas, contentJsonSchemas, type JsonSchema } from "./json-schema";

/** GraphQL type definitions made from the content's JSON Schema, so the checker and Gatsby never disagree. */

function fieldType(schema: JsonSchema, pending: JsonSchema[]): { type: string; directive?: string } {
  if (schema.kind === "image") return { type: "File", directive: "@fileByRelativePath" };
  if (schema.kind === "date") return { type: "Date", directive: "@dateformat" };
  switch (schema.type) {
    case "string":
      return { type: "String" };
    case "boolean":
      return { type: "Boolean" };
    case "integer":
      return { type: "Int" };
    case "number":
      return { type: "Float" };
    case "array": {
      if (!schema.items) throw new Error("A list in the content schema has no item type");
      const element = fieldType(schema.items, pending);
      return { type: `[${element.type}!]`, directive: element.directive };
    }
    case "object":
      if (!schema.typeName)
        throw new Error("Every object in the content schema needs a type name (use object(name, shape))");
      pending.push(schema);
      return { type: schema.typeName };
    default:
      throw new Error(`The content schema uses a type GraphQL cannot express: ${JSON.stringify(schema)}`);
  }
}

function typeDefinition(schema: JsonSchema, isNode: boolean, pending: JsonSchema[]) {
  const required = new Set(schema.required ?? []);
  const lines = Object.entries(schema.properties ?? {}).map(([key, field]) => {
    const { type, directive } = fieldType(field, pending);
    // gatsby-transformer-json moves a JSON "id" to "jsonId"; Gatsby owns "id".
    const fieldName = isNode && key === "id" ? "jsonId" : key;
    // An image the author may leave empty ("") has no file to link: the field is null then.
    const mayBeEmpty = field.kind === "image" && field.pattern !== undefined && new RegExp(field.pattern, "u").test("");
    return `  ${fieldName}: ${type}${required.has(key) && !mayBeEmpty ? "!" : ""}${directive ? ` ${directive}` : ""}`;
  });
  const head = isNode ? `type ${schema.typeName} implements Node @dontInfer {` : `type ${schema.typeName} {`;
  return [head, ...lines, "}"].join("\n");
}

/** The SDL of every collection's type: JSON items are nodes; the MDX collection's is the Mdx node's. */
export function contentTypeDefs(): string {
  const pending: JsonSchema[] = [];
  const folders = contentFolderJsonSchemas();
  const nodes = [
    ...contentJsonSchemas().map(({ jsonSchema }) =>
      jsonSchema.type === "array" && jsonSchema.items ? jsonSchema.items : jsonSchema,
    ),
    ...folders.filter(({ extension }) => extension === "json").map(({ jsonSchema }) => jsonSchema),
  ];
  const blocks = nodes.map((node) => typeDefinition(node, true, pending));
  const done = new Set(nodes.map((node) => node.typeName as string));
  // gatsby-plugin-mdx makes every MDX file an Mdx node: one MDX collection's front matter is its type.
  const mdx = folders.filter(({ extension }) => extension === "mdx");
  if (mdx.length > 1) throw new Error("Only one collection can be MDX: gatsby-plugin-mdx makes every file an Mdx node");
  pending.push(...mdx.map(({ jsonSchema }) => jsonSchema));
  while (pending.length > 0) {
    const next = pending.shift() as JsonSchema;
    const name = next.typeName as string;
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

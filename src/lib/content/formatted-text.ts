import { createElement, Fragment, type ReactNode } from "react";
import type { Content, Definition, ListItem, Parent, Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { mdxFromMarkdown } from "mdast-util-mdx";
import { mdxjs } from "micromark-extension-mdxjs";

/** An interview's formatted text: parsed by MDX's parser, never run, under one allowlist (docs/SECURITY.md). */

/** The HTML elements allowed, with their attributes; a Map, so "__proto__" finds nothing. */
const ALLOWED_ELEMENTS: ReadonlyMap<string, readonly string[]> = new Map([
  ["abbr", ["title"]],
  ["br", []],
  ["cite", []],
  ["mark", []],
  ["q", []],
  ["small", []],
  ["sub", []],
  ["sup", []],
]);

/** The allowed elements that HTML makes void: they hold nothing (React throws on children). */
const VOID_ELEMENTS: ReadonlySet<string> = new Set(["br"]);

/** How deep formatting may nest: far more than a text needs, and never out of stack. */
export const MAX_NESTING = 32;

/** Where a link in the text may go. */
export function isAllowedLink(url: string): boolean {
  // Browsers drop tabs and line breaks and read "\" as "/": "/\t/x" or "/\x" would leave the site.
  if (/[\s\p{Cc}\\]/u.test(url)) return false;
  if (url.startsWith("#")) return true;
  if (url.startsWith("/")) return !url.startsWith("//");
  return /^https:\/\/[^/]/i.test(url) || /^mailto:[^/]/i.test(url);
}

interface TextProblem {
  /** Line and column in the text given (1-based). */
  line?: number;
  column?: number;
  message: string;
}

/** Thrown by the renderer when the text holds anything the allowlist refuses. */
export class RefusedTextError extends Error {
  constructor(readonly problems: TextProblem[]) {
    super(problems.map((problem) => `line ${problem.line ?? "?"}: ${problem.message}`).join("\n"));
    this.name = "RefusedTextError";
  }
}

/** The text's syntax tree; throws (with `line` and `column`) when it is not valid MDX. */
export function parseFormattedText(source: string): Root {
  return fromMarkdown(source, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] });
}

const LINK_RULE = "links may go to https:// addresses, mailto: e-mail addresses, pages of this site (/…) or # places";
const ELEMENTS = [...ALLOWED_ELEMENTS.keys()].map((name) => `<${name}>`).join(", ");

/** The node types rendered as Markdown formatting; anything not here is refused. */
const MARKDOWN_TYPES = new Set([
  "paragraph",
  "heading",
  "text",
  "emphasis",
  "strong",
  "break",
  "thematicBreak",
  "blockquote",
  "list",
  "listItem",
  "link",
  "linkReference",
  "definition",
  "inlineCode",
  "code",
]);

type Node = Content | Root;
type JsxNode = Extract<Content, { type: "mdxJsxFlowElement" | "mdxJsxTextElement" }>;

const isJsx = (node: Node): node is JsxNode => node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement";

function refusal(node: Node): string | undefined {
  switch (node.type) {
    case "mdxjsEsm":
      return "import and export lines are code, and this text may hold only words and formatting: remove the line";
    case "mdxFlowExpression":
    case "mdxTextExpression":
      return "curly braces { } would run code here: remove them, or write \\{ and \\} to show a brace";
    case "image":
    case "imageReference":
      return "pictures cannot be placed in this text: remove the ![…](…)";
    case "link":
    case "definition":
      return isAllowedLink(node.url) ? undefined : `the link "${node.url}" is not allowed: ${LINK_RULE}`;
    default:
      break;
  }
  if (isJsx(node)) {
    const name = node.name ?? "";
    const allowed = ALLOWED_ELEMENTS.get(name);
    if (!allowed) {
      return `<${name || ">"}${name ? ">" : ""} is not formatting this text may use (allowed: ${ELEMENTS}; Markdown such as **bold** and [links](https://…) works too). To show a "<", write \\<`;
    }
    for (const attribute of node.attributes) {
      if (attribute.type === "mdxJsxExpressionAttribute") return `<${name}> cannot take { } here: remove it`;
      if (!allowed.includes(attribute.name)) {
        return `<${name}> cannot have the attribute "${attribute.name}"${allowed.length > 0 ? ` (only ${allowed.join(", ")})` : ""}`;
      }
      if (attribute.value !== null && typeof attribute.value !== "string") {
        return `<${name} ${attribute.name}=…> must be plain text in quotes, not { }`;
      }
    }
    if (VOID_ELEMENTS.has(name) && node.children.length > 0) {
      return `<${name}> stands alone and holds no text: write <${name} /> and put the text after it`;
    }
    return undefined;
  }
  return MARKDOWN_TYPES.has(node.type) ? undefined : `this kind of formatting (${node.type}) is not supported here`;
}

const TOO_DEEP = `formatting is nested more than ${MAX_NESTING} levels deep here (quotes in quotes, lists in lists, italics in bold…): nest it less`;

/** Everything the allowlist refuses, in order. Its own stack reads any depth; nothing below a refusal. */
function formattedTextProblems(tree: Root): TextProblem[] {
  const problems: TextProblem[] = [];
  const stack: { node: Node; depth: number }[] = [{ node: tree, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { node, depth } = next;
    const message = node.type === "root" ? undefined : (refusal(node) ?? (depth > MAX_NESTING ? TOO_DEEP : undefined));
    if (message) {
      problems.push({ line: node.position?.start.line, column: node.position?.start.column, message });
    } else if ("children" in node) {
      const children = (node as Parent).children as Content[];
      for (let index = children.length - 1; index >= 0; index -= 1)
        stack.push({ node: children[index], depth: depth + 1 });
    }
  }
  return problems;
}

/** A text read under the allowlist: its tree when it is allowed, or every problem it has. */
export function readFormattedText(
  source: string,
): { tree: Root; problems: [] } | { tree?: undefined; problems: TextProblem[] } {
  let tree: Root;
  try {
    tree = parseFormattedText(source);
  } catch (error) {
    // MDX's own reason, with how to write the usual culprits.
    const place = error as { line?: number; column?: number; reason?: string; message?: string };
    const message = `is not valid MDX: ${place.reason ?? place.message ?? String(error)} (write < as &lt; and { as \\{ in plain text)`;
    return { problems: [{ line: place.line, column: place.column, message }] };
  }
  const problems = formattedTextProblems(tree);
  return problems.length === 0 ? { tree, problems: [] } : { problems };
}

/** Every problem of a text: that it cannot be parsed, or what the allowlist refuses in it. */
export const checkFormattedText = (source: string): TextProblem[] => readFormattedText(source).problems;

/** The first definition of each name, as in CommonMark, of a tree the allowlist takes (else RefusedTextError). */
export function firstDefinitions(tree: Root): Map<string, Definition> {
  const problems = formattedTextProblems(tree);
  if (problems.length > 0) throw new RefusedTextError(problems);
  const definitions = new Map<string, Definition>();
  const collect = (node: Node) => {
    const name = node.type === "definition" ? node.identifier.toLowerCase() : undefined;
    if (node.type === "definition" && name !== undefined && !definitions.has(name)) definitions.set(name, node);
    if ("children" in node) (node as Parent).children.forEach((child) => collect(child as Content));
  };
  collect(tree);
  return definitions;
}

/** A loose list (blank lines between its items) keeps its items' paragraphs. */
const isLoose = (list: Extract<Content, { type: "list" }>) =>
  Boolean(list.spread) || list.children.some((item) => item.spread);

/** React elements for an allowed tree, evaluating nothing; throws RefusedTextError on a refused one. */
export function formattedTextElements(tree: Root): ReactNode {
  // The tree is at most MAX_NESTING deep (formattedTextProblems), so render() recurses only that far.
  const definitions = firstDefinitions(tree);

  const blocks = (children: readonly Content[]): ReactNode[] =>
    children
      .filter((child) => child.type !== "definition")
      .flatMap((child, index) => [...(index > 0 ? ["\n"] : []), render(child, index)]);
  const inline = (children: readonly Content[]): ReactNode[] => children.map((child, index) => render(child, index));

  // A tight list's paragraphs show as bare text, and line breaks sit where Markdown puts them.
  const listItem = (item: ListItem, loose: boolean): ReactNode[] => {
    const children = item.children.filter((child) => child.type !== "definition");
    const parts = children.flatMap((child, index) => [
      ...(loose || index > 0 || child.type !== "paragraph" ? ["\n"] : []),
      ...(child.type === "paragraph" && !loose ? inline(child.children) : [render(child, index)]),
    ]);
    const last = children.at(-1);
    return last && (loose || last.type !== "paragraph") ? [...parts, "\n"] : parts;
  };

  const render = (node: Content, key: number): ReactNode => {
    const element = (type: string, props: Record<string, unknown>, ...children: ReactNode[]) =>
      createElement(type, { key, ...props }, ...children);
    switch (node.type) {
      case "paragraph":
        return element("p", {}, ...inline(node.children));
      case "heading":
        return element(`h${node.depth}`, {}, ...inline(node.children));
      case "text":
        return createElement(Fragment, { key }, node.value);
      case "emphasis":
        return element("em", {}, ...inline(node.children));
      case "strong":
        return element("strong", {}, ...inline(node.children));
      case "break":
        return createElement(Fragment, { key }, createElement("br"), "\n");
      case "thematicBreak":
        return element("hr", {});
      case "blockquote":
        return element("blockquote", {}, "\n", ...blocks(node.children), "\n");
      case "list": {
        const items = node.children.map((item, index) =>
          createElement("li", { key: index }, ...listItem(item, isLoose(node))),
        );
        const start = node.ordered && node.start !== null && node.start !== 1 ? { start: node.start } : {};
        return element(node.ordered ? "ol" : "ul", start, "\n", ...items.flatMap((item) => [item, "\n"]));
      }
      case "link":
        return element("a", { href: node.url, title: node.title ?? undefined }, ...inline(node.children));
      case "linkReference": {
        const target = definitions.get(node.identifier.toLowerCase());
        if (!target) return createElement(Fragment, { key }, ...inline(node.children));
        return element("a", { href: target.url, title: target.title ?? undefined }, ...inline(node.children));
      }
      case "inlineCode":
        return element("code", {}, node.value);
      case "code":
        return element("pre", {}, createElement("code", {}, `${node.value}\n`));
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement": {
        const attributes = Object.fromEntries(
          node.attributes.map((attribute) =>
            attribute.type === "mdxJsxAttribute" ? [attribute.name, attribute.value ?? ""] : [],
          ),
        );
        const name = node.name ?? "";
        if (node.type === "mdxJsxTextElement") return element(name, attributes, ...inline(node.children));
        // Every allowed element is inline: on a line of its own it makes a paragraph, as text would.
        const lines = (node.children as Content[]).flatMap((child, index) => [
          ...(index > 0 ? ["\n"] : []),
          ...(child.type === "paragraph" ? inline(child.children) : [render(child, index)]),
        ]);
        return element("p", {}, createElement(name, attributes, ...lines));
      }
      default:
        // Unreachable: formattedTextProblems refused every other type above.
        throw new RefusedTextError([{ line: node.position?.start.line, message: `unexpected ${node.type}` }]);
    }
  };
  return createElement(Fragment, null, ...blocks(tree.children));
}

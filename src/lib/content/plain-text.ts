import type { Content, Parent, Root } from "mdast";
import { firstDefinitions, parseFormattedText } from "./formatted-text";

/** Formatted text as plain text, for an event's calendar file: words, "- " items, links' addresses in brackets. */
export function formattedTextAsPlain(source: string, siteUrl: string): string {
  const tree: Root = parseFormattedText(source);
  // Throws RefusedTextError for a text the allowlist refuses, as the HTML renderer does.
  const definitions = firstDefinitions(tree);

  const address = (url: string): string | undefined => {
    if (url.startsWith("#")) return undefined;
    if (url.startsWith("/")) return `${siteUrl.replace(/\/+$/, "")}${url}`;
    return url;
  };
  const withAddress = (words: string, url: string | undefined): string => {
    const target = url === undefined ? undefined : address(url);
    if (target === undefined) return words;
    const shown = target.replace(/^mailto:/i, "");
    return words.trim() === "" || words.trim() === shown ? shown : `${words} (${shown})`;
  };

  const blocks = (children: readonly Content[], separator = "\n\n"): string =>
    children
      .filter((child) => child.type !== "definition")
      .map(block)
      .filter((text) => text !== "")
      .join(separator);
  const inline = (children: readonly Content[]): string => children.map(phrase).join("");

  const phrase = (node: Content): string => {
    switch (node.type) {
      case "text":
        // A line the Markdown wraps is one line on the page.
        return node.value.replace(/[ \t]*\r?\n[ \t]*/g, " ");
      case "inlineCode":
        return node.value;
      case "break":
        return "\n";
      case "link":
        return withAddress(inline(node.children), node.url);
      case "linkReference":
        return withAddress(inline(node.children), definitions.get(node.identifier.toLowerCase())?.url);
      case "mdxJsxTextElement":
        return node.name === "br" ? "\n" : inline(node.children as Content[]);
      default:
        return "children" in node ? inline((node as Parent).children as Content[]) : "";
    }
  };

  const block = (node: Content): string => {
    switch (node.type) {
      case "paragraph":
      case "heading":
        return inline(node.children).trim();
      case "code":
        return node.value;
      case "thematicBreak":
        return "";
      case "blockquote":
        return blocks(node.children);
      case "list": {
        const start = node.start ?? 1;
        return node.children
          .map((item, index) => {
            const marker = node.ordered ? `${start + index}. ` : "- ";
            return `${marker}${blocks(item.children as Content[], "\n")}`;
          })
          .join("\n");
      }
      case "mdxJsxFlowElement":
        return node.name === "br" ? "" : blocks(node.children as Content[], "\n");
      default:
        return phrase(node).trim();
    }
  };

  return blocks(tree.children);
}

import { createHash } from "node:crypto";
import { parse, type DefaultTreeAdapterMap } from "parse5";

/**
 * Each built page's own policy, a <meta> first in its <head> with the hashes of the inline scripts the site and
 * Gatsby write (docs/SECURITY.md); written over the finished HTML, as Gatsby adds its scripts last.
 */

/** Any <meta> policy, whatever its attributes' order or case. */
const META_POLICY = /<meta\b[^>]*\bhttp-equiv\s*=\s*["']?content-security-policy\b[^>]*>/gi;

/** The <head> start tag and the character-set declaration if it comes straight after it. */
const HEAD_START = /<head\b[^>]*>(?:\s*<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>)?/i;

const DATA_TYPES = /^application\/(ld\+)?json$/i;

/** Gatsby's own inline scripts (gatsby/cache-dir/static-entry.js), by their exact form. */
const JSON_STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const GATSBY_SCRIPTS: readonly { id?: string; body: RegExp }[] = [
  {
    id: "gatsby-script-loader",
    body: new RegExp(
      String.raw`^/\*<!\[CDATA\[\*/(?:window\.pagePath=${JSON_STRING};)?(?:window\.___webpackCompilationHash="[0-9a-f]+";)?/\*\]\]>\*/$`,
    ),
  },
  { id: "gatsby-chunk-mapping", body: new RegExp(String.raw`^\s*window\.___chunkMapping=${JSON_STRING};\s*$`) },
  { body: /^window\.___webpackCompilationHash="[0-9a-f]+";$/ },
];

export interface InlineScript {
  /** The script's text, as a browser hashes it. */
  body: string;
  id?: string;
  /** Whether it sits in the page's <head>. */
  inHead: boolean;
  line?: number;
}

/** Every executable inline script of a page, from an HTML parser. */
export function pageScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  const visit = (node: DefaultTreeAdapterMap["node"], inHead: boolean) => {
    const attribute = (name: string) =>
      "attrs" in node ? node.attrs.find((item) => item.name === name)?.value : undefined;
    const children = "childNodes" in node ? node.childNodes : [];
    if (node.nodeName === "script" && attribute("src") === undefined && !DATA_TYPES.test(attribute("type") ?? "")) {
      const body = children.map((child) => ("value" in child ? child.value : "")).join("");
      scripts.push({ body, id: attribute("id"), inHead, line: node.sourceCodeLocation?.startLine });
    }
    const inside = inHead || node.nodeName === "head";
    for (const child of children) visit(child, inside);
    if ("content" in node) visit(node.content, inside);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }), false);
  return scripts;
}

/** Whether an inline script is one the site's code or Gatsby writes. */
export function isTrustedScript(script: InlineScript): boolean {
  return GATSBY_SCRIPTS.some((known) => known.id === script.id && known.body.test(script.body));
}

/** Whether an inline script carries one of Gatsby's ids, or sets one of its window.___ globals. */
const looksLikeGatsbys = (script: InlineScript): boolean =>
  GATSBY_SCRIPTS.some((known) => known.id !== undefined && known.id === script.id) ||
  /^\s*(?:\/\*<!\[CDATA\[\*\/)?\s*window\.___/.test(script.body);

const excerpt = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** Each inline script of a page that neither the site's code nor Gatsby wrote as it knows them, with its line and how it begins. */
export function untrustedMarkup(html: string) {
  return pageScripts(html)
    .filter((script) => !isTrustedScript(script))
    .map((script) => ({
      line: script.line,
      what: `an inline <script> in its <${script.inHead ? "head" : "body"}>`,
      text: script.body.trim(),
      // Gatsby's id or globals in a form GATSBY_SCRIPTS does not know: Gatsby's markup changed.
      gatsby: looksLikeGatsbys(script),
    }));
}

/** "line 12: an inline <script> in its <body>: \"alert(1)\"" */
export const describeUntrusted = (item: { line?: number; what: string; text: string }): string =>
  `${item.line !== undefined ? `line ${item.line}: ` : ""}${item.what}: ${excerpt(item.text)}`;

/** The hash sources of a page's trusted inline scripts (isTrustedScript), each once, sorted. */
export function scriptHashes(html: string): string[] {
  const trusted = pageScripts(html).filter(isTrustedScript);
  const sha256 = (script: string) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
  return [...new Set(trusted.map((script) => sha256(script.body)))].sort();
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const policyMeta = (policy: string): string =>
  `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;

/** Makes the page's policy from the hashes of its inline scripts. */
export type PolicyForHashes = (hashes: readonly string[]) => string;

/**
 * The page with its own policy first in its <head> (after the character set, which loads nothing):
 * a <meta> policy covers only what follows it. Any policy the page already has is replaced.
 */
export function withPagePolicy(html: string, policyFor: PolicyForHashes): string {
  const page = html.replace(META_POLICY, "");
  const head = HEAD_START.exec(page);
  if (!head) throw new Error("The page has no <head> to put its Content-Security-Policy in.");
  const at = head.index + head[0].length;
  return page.slice(0, at) + policyMeta(policyFor(scriptHashes(page))) + page.slice(at);
}

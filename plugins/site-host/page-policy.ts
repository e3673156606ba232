import { createHash } from "node:crypto";
import { parse } from "parse5";

/**
 * Each built page's own Content-Security-Policy, as a <meta> at the top of its <head> holding the
 * hashes of the inline scripts the site's code and Gatsby write into it (the policy itself:
 * plugins/site-host/content-security-policy.ts). Any other inline script, event handler or script: address
 * in a page is named by untrustedMarkup, and the build stops on it (plugins/site-host's onPostBuild).
 *
 * Written after the build over the finished HTML, because Gatsby adds inline scripts of its own
 * (window.pagePath, the chunk mapping, the compilation hash) after every head component has
 * rendered. The rewrite is idempotent: Gatsby rewrites only the pages that changed, and stitches
 * new scripts into kept pages, so a page may already carry a policy from an earlier build. That
 * policy is replaced, never added to, and the hashes are always those of the page as it is now.
 */

/** Any <meta> policy, whatever its attributes' order or case. */
const META_POLICY = /<meta\b[^>]*\bhttp-equiv\s*=\s*["']?content-security-policy\b[^>]*>/gi;

/** The <head> start tag and the character-set declaration if it comes straight after it. */
const HEAD_START = /<head\b[^>]*>(?:\s*<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>)?/i;

const DATA_TYPES = /^application\/(ld\+)?json$/i;

/**
 * Gatsby's own inline scripts (gatsby/cache-dir/static-entry.js), by their exact form: the page's
 * path, the code map and the build's hash, each a JSON string or a hex digest and nothing else.
 */
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

/**
 * What in a page could run code that is not one of its inline scripts: event handlers, script:
 * links (and SVG animations that would set a link to one), srcdoc, frames showing a data:
 * document, and a refresh to anywhere but a path on this site.
 */
export interface RunningMarkup {
  element: string;
  attribute: string;
  value: string;
  line?: number;
}

interface Parse5Node {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Parse5Node[];
  content?: Parse5Node;
  value?: string;
  sourceCodeLocation?: { startLine: number } | null;
}

const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "data", "poster"]);
/** An address as a browser reads it: without whitespace and control characters. */
const bareUrl = (value: string) => value.replace(/[\s\p{Cc}]/gu, "");
/** A script: address. */
const isScriptUrl = (value: string) => /^(?:javascript|vbscript):/i.test(bareUrl(value));

/** The elements that show another document in the page, and the attribute that names it. */
const FRAME_SOURCES: ReadonlyMap<string, string> = new Map([
  ["iframe", "src"],
  ["frame", "src"],
  ["embed", "src"],
  ["object", "data"],
]);
/** A data: address: in a frame it is a document of its own, with script the page's policy does not see. */
const isDataUrl = (value: string) => /^data:/i.test(bareUrl(value));

/** SVG's animation elements, which can set another attribute of their target (href among them) to their values. */
const ANIMATIONS = new Set(["animate", "set"]);
/** The attributes holding the values an animation sets, `values` a list separated by ";". */
const ANIMATION_VALUES = ["to", "from", "by", "values"];
/** Whether an animation sets a link: `href` or any prefixed `…:href`. */
const animatesLink = (attributeName: string | undefined) => /^(?:[\w-]+:)?href$/i.test((attributeName ?? "").trim());

/**
 * The address a <meta http-equiv="refresh"> goes to (its content: a delay, then "url=" and the
 * address), or undefined for a refresh without one.
 * @see https://html.spec.whatwg.org/multipage/semantics.html#shared-declarative-refresh-steps
 */
export function refreshUrl(content: string): string | undefined {
  const match = /^\s*[\d.]*\s*[;,]?\s*(?:url\s*=\s*)?(.*)$/is.exec(content);
  const url = (match?.[1] ?? "").trim().replace(/^(["'])(.*?)(?:\1.*)?$/s, "$2");
  return url === "" ? undefined : url;
}

/** A path on this site ("/home/"), not one that leaves it ("//elsewhere", "/\\elsewhere") or holds a line break. */
const isSitePath = (url: string) => /^\/(?![/\\])/.test(url) && !/[\s\p{Cc}]/u.test(url);

/** Every executable inline script of a page, and every attribute that would run code, from an HTML parser. */
export function pageMarkup(html: string): { scripts: InlineScript[]; running: RunningMarkup[] } {
  const document = parse(html, { sourceCodeLocationInfo: true }) as unknown as Parse5Node;
  const scripts: InlineScript[] = [];
  const running: RunningMarkup[] = [];
  const visit = (node: Parse5Node, inHead: boolean) => {
    const line = node.sourceCodeLocation?.startLine;
    const attributes = node.attrs ?? [];
    const attribute = (name: string) => attributes.find((item) => item.name === name)?.value;
    const element = node.nodeName.toLowerCase();
    for (const { name, value } of attributes) {
      const lowerName = name.toLowerCase();
      if (
        /^on/i.test(name) ||
        name === "srcdoc" ||
        (URL_ATTRIBUTES.has(name) && isScriptUrl(value)) ||
        // A frame showing a data: document.
        (FRAME_SOURCES.get(element) === lowerName && isDataUrl(value)) ||
        // An SVG animation that would set a link to a script: address.
        (ANIMATIONS.has(element) &&
          ANIMATION_VALUES.includes(lowerName) &&
          animatesLink(attributes.find((item) => item.name.toLowerCase() === "attributename")?.value) &&
          value.split(";").some(isScriptUrl)) ||
        // A refresh to anywhere but a path on this site (a script: or data: address, another site).
        (element === "meta" &&
          lowerName === "content" &&
          /^\s*refresh\s*$/i.test(attributes.find((item) => item.name.toLowerCase() === "http-equiv")?.value ?? "") &&
          !isSitePath(refreshUrl(value) ?? "/"))
      ) {
        running.push({ element: node.nodeName, attribute: name, value, line });
      }
    }
    if (node.nodeName === "script" && attribute("src") === undefined && !DATA_TYPES.test(attribute("type") ?? "")) {
      const body = (node.childNodes ?? []).map((child) => child.value ?? "").join("");
      scripts.push({ body, id: attribute("id"), inHead, line });
    }
    const inside = inHead || node.nodeName === "head";
    for (const child of node.childNodes ?? []) visit(child, inside);
    if (node.content) visit(node.content, inside);
  };
  visit(document, false);
  return { scripts, running };
}

/** Whether an inline script is one the site's code or Gatsby writes. */
export function isTrustedScript(script: InlineScript): boolean {
  return GATSBY_SCRIPTS.some((known) => known.id === script.id && known.body.test(script.body));
}

/** Something in a page that could run and that neither the site's code nor Gatsby wrote as it knows them. */
export interface UntrustedMarkup {
  line?: number;
  what: string;
  text: string;
  /** An inline script with Gatsby's id or globals, in a form GATSBY_SCRIPTS does not know: Gatsby's markup changed. */
  gatsby?: true;
}

/** Whether an inline script carries one of Gatsby's ids, or sets one of its window.___ globals. */
const looksLikeGatsbys = (script: InlineScript): boolean =>
  GATSBY_SCRIPTS.some((known) => known.id !== undefined && known.id === script.id) ||
  /^\s*(?:\/\*<!\[CDATA\[\*\/)?\s*window\.___/.test(script.body);

/** Contents of every executable inline <script> (not external, not JSON data blocks). */
export const inlineScripts = (html: string): string[] => pageMarkup(html).scripts.map((script) => script.body);

const excerpt = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}…` : text);

/**
 * What in a page neither the site's code nor Gatsby wrote and could run: each inline script that is
 * not theirs, each event handler, each script: address. Each names its line and how it begins.
 */
export function untrustedMarkup(html: string): UntrustedMarkup[] {
  const { scripts, running } = pageMarkup(html);
  return [
    ...scripts
      .filter((script) => !isTrustedScript(script))
      .map((script) => ({
        line: script.line,
        what: `an inline <script> in its <${script.inHead ? "head" : "body"}>`,
        text: script.body.trim(),
        ...(looksLikeGatsbys(script) ? { gatsby: true } : {}),
      })),
    ...running.map((item) => ({
      line: item.line,
      what: `the attribute ${item.attribute} on <${item.element}>`,
      text: item.value.trim(),
    })),
  ];
}

/** "line 12: an inline <script> in its <body>: \"alert(1)\"" */
export const describeUntrusted = (item: { line?: number; what: string; text: string }): string =>
  `${item.line !== undefined ? `line ${item.line}: ` : ""}${item.what}: ${excerpt(item.text)}`;

/** The CSP source that allows exactly this inline script. */
export function sha256Source(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/** The hash sources of a page's trusted inline scripts (isTrustedScript), each once, sorted. */
export const scriptHashes = (html: string): string[] =>
  [
    ...new Set(
      pageMarkup(html)
        .scripts.filter(isTrustedScript)
        .map((script) => sha256Source(script.body)),
    ),
  ].sort();

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

export const policyMeta = (policy: string): string =>
  `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;

/** Makes the page's policy from the hashes of its inline scripts. */
export type PolicyForHashes = (hashes: readonly string[]) => string;

/**
 * The page with its own policy as the first element of its <head> (after the character-set
 * declaration, which must come within the first 1,024 bytes and loads nothing). A policy in a
 * <meta> covers only what comes after it, so nothing that runs or loads may come before it.
 * Any policy the page already has is replaced.
 */
export function withPagePolicy(html: string, policyFor: PolicyForHashes): string {
  const page = html.replace(META_POLICY, "");
  const head = HEAD_START.exec(page);
  if (!head) throw new Error("The page has no <head> to put its Content-Security-Policy in.");
  const at = head.index + head[0].length;
  return page.slice(0, at) + policyMeta(policyFor(scriptHashes(page))) + page.slice(at);
}

/** The policies in a page's <meta> elements, in order, with where each element starts. */
function metaPolicies(html: string): { policy: string; index: number }[] {
  return [...html.matchAll(META_POLICY)].map(({ 0: tag, index }) => ({
    policy: unescapeAttribute(/\bcontent\s*=\s*"([^"]*)"/i.exec(tag)?.[1] ?? ""),
    index,
  }));
}

/** The policy in a page's <meta>, or undefined if it has none (or more than one). */
export function pageMetaPolicy(html: string): string | undefined {
  const policies = metaPolicies(html);
  return policies.length === 1 ? policies[0].policy : undefined;
}

/**
 * Why a built page does not carry exactly its own policy, once, first in its <head>; undefined
 * when it does.
 */
export function pagePolicyProblem(html: string, policyFor: PolicyForHashes): string | undefined {
  const policies = metaPolicies(html);
  if (policies.length === 0) return "has no Content-Security-Policy <meta>";
  if (policies.length > 1) return `has ${policies.length} Content-Security-Policy <meta> elements`;
  const head = HEAD_START.exec(html);
  if (!head || policies[0].index !== head.index + head[0].length)
    return "does not have its Content-Security-Policy <meta> first in its <head>";
  const expected = policyFor(scriptHashes(html));
  if (policies[0].policy !== expected)
    return `has a Content-Security-Policy that is not the one for its inline scripts:\n  has:      ${policies[0].policy}\n  expected: ${expected}`;
  return undefined;
}

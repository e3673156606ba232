import { createHash } from "node:crypto";

/**
 * Each built page's own Content-Security-Policy, as a <meta> at the top of its <head> holding the
 * hashes of that page's inline scripts (the policy itself: src/lib/content-security-policy.ts).
 *
 * Written after the build over the finished HTML, because Gatsby adds inline scripts of its own
 * (window.pagePath, the chunk mapping, the compilation hash) after every head component has
 * rendered. The rewrite is idempotent: Gatsby rewrites only the pages that changed, and stitches
 * new scripts into kept pages, so a page may already carry a policy from an earlier build. That
 * policy is replaced, never added to, and the hashes are always those of the page as it is now.
 */

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_TYPES = /type\s*=\s*["']?application\/(ld\+)?json/i;

/** Any <meta> policy, whatever its attributes' order or case. */
const META_POLICY = /<meta\b[^>]*\bhttp-equiv\s*=\s*["']?content-security-policy\b[^>]*>/gi;

/** The <head> start tag and the character-set declaration if it comes straight after it. */
const HEAD_START = /<head\b[^>]*>(?:\s*<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>)?/i;

/** Contents of every executable inline <script> (not external, not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPES.test(attributes)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** The CSP source that allows exactly this inline script. */
export function sha256Source(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/** The hash sources of a page's inline scripts, each once, sorted. */
export const scriptHashes = (html: string): string[] => [...new Set(inlineScripts(html).map(sha256Source))].sort();

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

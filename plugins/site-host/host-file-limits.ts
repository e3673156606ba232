/**
 * Cloudflare Pages' limits on the host files: past them it drops rules in silence, and keeps one
 * _headers block per path.
 * @see https://developers.cloudflare.com/pages/configuration/headers/
 * @see https://developers.cloudflare.com/pages/configuration/redirects/
 */
export const CLOUDFLARE_LIMITS = {
  headerRules: 100,
  /** Characters per line of _headers, the indentation included. */
  headerLineLength: 2000,
  staticRedirects: 2000,
  dynamicRedirects: 100,
  redirects: 2100,
  /** Characters per line of _redirects. */
  redirectLineLength: 1000,
} as const;

const meaningful = (text: string) =>
  text.split(/\r?\n/).filter((line) => line.trim() !== "" && !line.trim().startsWith("#"));

/** The URL patterns that open each rule of a _headers file (unindented lines). */
export function headerRulePaths(headers: string): string[] {
  return meaningful(headers).filter((line) => !/^\s/.test(line));
}

/** A redirect is dynamic when its source has a splat or a placeholder. */
const isDynamic = (line: string) => /[*]|:[A-Za-z]/.test(line.trim().split(/\s+/)[0] ?? "");

/** A sentence for each line of the file `name` longer than `limit`. */
const longLines = (name: string, text: string, limit: number) =>
  text
    .split(/\r?\n/)
    .flatMap((line, index) =>
      line.length > limit
        ? [`${name} line ${index + 1} has ${line.length} characters; Cloudflare Pages ignores lines over ${limit}.`]
        : [],
    );

/** Every limit the two files cross, as sentences; empty when they are within all of them. */
export function hostLimitProblems({ headers, redirects }: { headers: string; redirects: string }): string[] {
  const problems: string[] = [];
  const limits = CLOUDFLARE_LIMITS;
  const rules = headerRulePaths(headers);
  if (rules.length > limits.headerRules)
    problems.push(`_headers has ${rules.length} rules; Cloudflare Pages reads ${limits.headerRules}.`);
  for (const path of new Set(rules.filter((path, index) => rules.indexOf(path) !== index)))
    problems.push(`_headers has more than one block for ${path}; Cloudflare Pages keeps only the last.`);
  problems.push(...longLines("_headers", headers, limits.headerLineLength));
  const redirectLines = meaningful(redirects);
  const dynamic = redirectLines.filter(isDynamic).length;
  const fixed = redirectLines.length - dynamic;
  if (redirectLines.length > limits.redirects)
    problems.push(`_redirects has ${redirectLines.length} redirects; Cloudflare Pages reads ${limits.redirects}.`);
  if (fixed > limits.staticRedirects)
    problems.push(`_redirects has ${fixed} static redirects; Cloudflare Pages reads ${limits.staticRedirects}.`);
  if (dynamic > limits.dynamicRedirects)
    problems.push(`_redirects has ${dynamic} dynamic redirects; Cloudflare Pages reads ${limits.dynamicRedirects}.`);
  problems.push(...longLines("_redirects", redirects, limits.redirectLineLength));
  return problems;
}

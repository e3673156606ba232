/**
 * Cloudflare Pages' limits on _headers: past them it drops rules in silence, and keeps one block per
 * path. (_redirects is static/_redirects as written: one line, which nothing in the build adds to.)
 * @see https://developers.cloudflare.com/pages/configuration/headers/
 */
export const CLOUDFLARE_LIMITS = {
  headerRules: 100,
  /** Characters per line, the indentation included. */
  headerLineLength: 2000,
} as const;

/** The URL patterns that open each rule of a _headers file (unindented lines). */
export function headerRulePaths(headers: string): string[] {
  return headers.split(/\r?\n/).filter((line) => line.trim() !== "" && !line.startsWith("#") && !/^\s/.test(line));
}

/** Every limit the file crosses, as sentences; empty when it is within all of them. */
export function hostLimitProblems(headers: string): string[] {
  const { headerRules, headerLineLength } = CLOUDFLARE_LIMITS;
  const rules = headerRulePaths(headers);
  const problems =
    rules.length > headerRules ? [`_headers has ${rules.length} rules; Cloudflare Pages reads ${headerRules}.`] : [];
  for (const path of new Set(rules.filter((path, index) => rules.indexOf(path) !== index)))
    problems.push(`_headers has more than one block for ${path}; Cloudflare Pages keeps only the last.`);
  headers.split(/\r?\n/).forEach((line, index) => {
    if (line.length > headerLineLength)
      problems.push(
        `_headers line ${index + 1} has ${line.length} characters; Cloudflare Pages ignores lines over ${headerLineLength}.`,
      );
  });
  return problems;
}

/**
 * The public pages' Content-Security-Policy, two policies browsers enforce together (CSP3, multiple policies): each
 * page's <meta> (page-policy.ts) allows its inline scripts by hash; every response's header adds what a <meta> cannot
 * carry and lets inline scripts through for the <meta> to decide.
 */

/** A policy as its directives, in order: each a name and its source list. */
type Directives = readonly (readonly [name: string, values: readonly string[]])[];

/** Directives a policy in a <meta> element does not carry: browsers ignore them there (and say so in the console). */
export const HEADER_ONLY_DIRECTIVES: readonly string[] = ["frame-ancestors", "report-uri", "report-to", "sandbox"];

/** "name a b; name2 c" */
const renderPolicy = (directives: Directives): string =>
  directives.map(([name, values]) => [name, ...values].join(" ")).join("; ");

/** The directives every public page gets, given what the page's scripts may be. */
function publicDirectives(scriptSources: readonly string[], newsletterHost: string): Directives {
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptSources]],
    // Emotion injects its styles at run time and images carry inline sizes.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // data: is the images' inline size placeholder.
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["frame-src", [`https://${newsletterHost}`]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
  ];
}

/** A page's own policy, for its <meta>: this site's scripts and the page's inline scripts by hash. */
export function pagePolicy(scriptHashes: readonly string[], newsletterHost: string): string {
  return renderPolicy(
    publicDirectives(scriptHashes, newsletterHost).filter(([name]) => !HEADER_ONLY_DIRECTIVES.includes(name)),
  );
}

/** The header's policy: 'unsafe-inline' and no hash (a hash would make browsers ignore 'unsafe-inline'). */
export function headerPolicy(newsletterHost: string): string {
  return renderPolicy(publicDirectives(["'unsafe-inline'"], newsletterHost));
}

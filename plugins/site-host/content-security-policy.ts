/**
 * The public pages' Content-Security-Policy, delivered in two parts that browsers enforce together
 * (a response's policies all apply: a script runs only if every one of them allows it).
 *
 * - Each page's own policy, in a <meta> at the top of its <head> (plugins/site-host/page-policy.ts writes
 *   it after the build): scripts from this site, and inline scripts only by the hashes of that
 *   page's own inline scripts. It grows with the page, not with the site.
 * - The site's policy, in the Content-Security-Policy header of every response (_headers): the
 *   same directives, plus those a <meta> policy cannot carry (frame-ancestors), with a script-src
 *   that lets the pages' hashed inline scripts through: 'self' 'unsafe-inline'. It is the same for
 *   any number of pages, so _headers stays within the host's line limit.
 *
 * On a page, the effective policy for inline scripts is the meta's hash list: an inline script
 * with another hash is refused by the meta policy whatever the header allows. A response without
 * the meta policy would get the header's alone, which lets any inline script run, so none is
 * left without one: the build refuses to ship a page without its meta policy, and every other
 * file a browser may show as a document (SVG, XML, JSON, text...; Gatsby's HTML fragments) gets
 * a policy that runs nothing (plugins/site-host/host-files.ts, NO_SCRIPT_POLICY).
 * @see https://www.w3.org/TR/CSP3/#multiple-policies
 * @see https://www.w3.org/TR/CSP3/#meta-element
 */

/** A policy as its directives, in order: each a name and its source list. */
export type Directives = readonly (readonly [name: string, values: readonly string[]])[];

/** Directives a policy in a <meta> element does not carry: browsers ignore them there (and say so in the console). */
export const HEADER_ONLY_DIRECTIVES: readonly string[] = ["frame-ancestors", "report-uri", "report-to", "sandbox"];

/** "name a b; name2 c" */
export const renderPolicy = (directives: Directives): string =>
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

/**
 * A page's own policy, for its <meta>: this site's scripts and the page's inline scripts by hash
 * (`'sha256-…'` sources), without the directives a <meta> cannot carry.
 */
export function pagePolicy(scriptHashes: readonly string[], newsletterHost: string): string {
  return renderPolicy(
    publicDirectives(scriptHashes, newsletterHost).filter(([name]) => !HEADER_ONLY_DIRECTIVES.includes(name)),
  );
}

/**
 * The header's policy for every public response. 'unsafe-inline' lets through the inline scripts
 * each page's meta policy allows by hash; it must not hold a hash itself, or browsers would ignore
 * 'unsafe-inline' and refuse the pages' scripts. See the module comment for what a response
 * without a meta policy gets.
 */
export function headerPolicy(newsletterHost: string): string {
  return renderPolicy(publicDirectives(["'unsafe-inline'"], newsletterHost));
}

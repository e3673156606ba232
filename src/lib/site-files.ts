import { createHash } from "node:crypto";

/**
 * Files written next to the build for static hosts: _headers and _redirects (the format
 * Netlify and Cloudflare Pages read) and robots.txt. Pure functions; gatsby-node writes them.
 */

export interface BuiltPage {
  /** URL path, e.g. "/home". */
  path: string;
  html: string;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_TYPES = /type\s*=\s*["']?application\/(ld\+)?json/i;

/** Contents of every executable inline <script> (not external, not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPES.test(attributes)) continue;
    scripts.push(body);
  }
  return scripts;
}

export function sha256Source(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/** One policy for the whole site, holding the hashes of every page's inline scripts. */
export function contentSecurityPolicy(pages: readonly BuiltPage[], newsletterHost: string): string {
  const hashes = [...new Set(pages.flatMap((page) => inlineScripts(page.html).map(sha256Source)))].sort();
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...hashes]],
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
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

export const PERMISSIONS_POLICY =
  "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()";

export function securityHeaders(csp: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

export const CACHE_REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * The CMS at /admin/ needs more than the public pages allow: its Git host's API, WebAssembly for
 * its image tools, blob: URLs for pictures being edited, and a sign-in popup that can report back
 * to it. Hosts apply every rule that matches a path, so the /admin/* rule first detaches the
 * site-wide policy and opener policy (Cloudflare Pages' `! Header` lines) and then sets its own.
 * The public pages' policy is not touched.
 * @see https://developers.cloudflare.com/pages/configuration/headers/#detach-a-header
 */
export const ADMIN_PATH = "/admin/";

export function adminContentSecurityPolicy(gitHost = { api: "https://api.github.com" }): string {
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'wasm-unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"]],
    ["media-src", ["'self'", "blob:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", "blob:", "data:", gitHost.api, "https://www.githubstatus.com"]],
    ["frame-src", ["'self'", "blob:"]],
    ["worker-src", ["'self'", "blob:"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

export function adminHeaders(): [string, string | null][] {
  return [
    ["Content-Security-Policy", null],
    ["Cross-Origin-Opener-Policy", null],
    ["Content-Security-Policy", adminContentSecurityPolicy()],
    // The GitHub sign-in window reports back to the page that opened it.
    ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
    ["X-Robots-Tag", "noindex, nofollow"],
    ["Cache-Control", CACHE_REVALIDATE],
  ];
}

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";

export interface HeadersInput {
  pages: readonly BuiltPage[];
  /** Root-level files whose names carry a content hash (app-1a2b….js, styles.….css, favicon-….png). */
  hashedAssets: readonly string[];
  newsletterHost: string;
}

/**
 * The _headers file. Security headers apply to every path (/*); Cache-Control is set on
 * disjoint rules only, so no path gets two values from two rules.
 */
export function headersFile({ pages, hashedAssets, newsletterHost }: HeadersInput): string {
  const block = (path: string, headers: Record<string, string> | [string, string | null][]) =>
    [
      path,
      ...(Array.isArray(headers) ? headers : Object.entries(headers)).map(([name, value]) =>
        // null detaches a header that another matching rule set.
        value === null ? `  ! ${name}` : `  ${name}: ${value}`,
      ),
    ].join("\n");
  const revalidate = { "Cache-Control": CACHE_REVALIDATE };
  const immutable = { "Cache-Control": CACHE_IMMUTABLE };
  const pagePaths = [...new Set(pages.flatMap((page) => htmlPaths(page.path)))];
  return [
    block("/*", securityHeaders(contentSecurityPolicy(pages, newsletterHost))),
    ...pagePaths.map((path) => block(path, revalidate)),
    block("/page-data/*", revalidate),
    // Files that keep their name when they change: browsers ask again every time.
    ...["/manifest.webmanifest", "/robots.txt", "/sitemap-*"].map((path) => block(path, revalidate)),
    block("/static/*", immutable),
    // gatsby-plugin-manifest names the icons after a hash of the logo.
    block("/icons/*", immutable),
    ...hashedAssets.map((asset) => block(`/${asset}`, immutable)),
    block(`${ADMIN_PATH}*`, adminHeaders()),
  ]
    .join("\n\n")
    .concat("\n");
}

/** The paths a page answers on: "/home" is also "/home/" and "/home/index.html". */
function htmlPaths(path: string): string[] {
  if (path === "/") return ["/", "/index.html"];
  if (path.endsWith(".html")) return [path];
  return [path, `${path}/`, `${path}/index.html`];
}

export function redirectsFile(redirects: readonly { fromPath: string; toPath: string; isPermanent?: boolean }[]) {
  return redirects.map((r) => `${r.fromPath} ${r.toPath} ${r.isPermanent ? 301 : 302}`).join("\n") + "\n";
}

export function robotsFile(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n");
}

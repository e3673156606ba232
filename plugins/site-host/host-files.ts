import { headerPolicy } from "./content-security-policy";
import { HOST_NAME_PATTERN } from "../../src/lib/content/fields";
import { HOME_PATH } from "../../src/lib/site-path";
import { FOLDER_COLLECTIONS } from "../../src/lib/content/collections";

/**
 * Files written next to the build for static hosts: _headers and _redirects (the format
 * Netlify and Cloudflare Pages read) and robots.txt. Pure functions; plugins/site-host writes them.
 *
 * Each of them is lines of text with no way to escape a line break, so every value written into
 * them, the content's above all (the newsletter host in the policy, the site's address in
 * robots.txt), is refused when it holds one or anything else that would change the file's
 * structure: the build stops with the value named rather than write a line nobody meant. The
 * content schema refuses such values first (src/lib/content/fields.ts); this is the last guard.
 */

/** Control characters and the Unicode line separators: any of them could end a line or hide in one. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f\u2028\u2029]/;

/** `value`, unless it would not stay on its line of `file` (or, with `noSpaces`, in its field). */
function onOneLine(file: string, what: string, value: string, noSpaces = false): string {
  if (CONTROL_CHARACTER.test(value) || (noSpaces && /\s/.test(value))) {
    throw new Error(
      `${file}: ${what} ${JSON.stringify(value)} holds a line break, ${noSpaces ? "a space " : ""}or another character that would change the file`,
    );
  }
  return value;
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
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";

/** Where the CMS is served (plugins/site-content/admin.ts builds it there); its headers apply below it. */
export const ADMIN_PATH = "/admin/";

/**
 * The CMS at /admin/ needs more than the public pages allow: its Git host's API, WebAssembly for
 * its image tools, blob: URLs for pictures being edited, and a sign-in popup that can report back
 * to it. Hosts apply every rule that matches a path, so the /admin/* rule first detaches the
 * site-wide policy and opener policy (Cloudflare Pages' `! Header` lines) and then sets its own.
 * The public pages' policy is not touched.
 * @see https://developers.cloudflare.com/pages/configuration/headers/#detach-a-header
 */
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

/** The CMS's rule: the public policy and opener policy detached, its own set in their place. */
export function adminRule(): HeaderRule {
  return {
    comment: "The CMS: its own policy in place of the public pages' one, and never indexed.",
    path: `${ADMIN_PATH}*`,
    detach: ["Content-Security-Policy", "Cross-Origin-Opener-Policy"],
    headers: {
      "Content-Security-Policy": adminContentSecurityPolicy(),
      // The GitHub sign-in window reports back to the page that opened it.
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
      "X-Robots-Tag": "noindex, nofollow",
    },
  };
}

/**
 * The policy of a document that is not one of the site's pages: nothing in it loads or runs, and
 * `sandbox` (without allow-scripts) both turns script off and gives the document an origin of its
 * own, so even a script that got past the rest could not reach the site's storage (where the CMS
 * keeps its sign-in).
 * @see https://www.w3.org/TR/CSP3/#directive-sandbox
 */
export const NO_SCRIPT_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

/**
 * Where Gatsby keeps the fragments of HTML it stitches into the pages (its scripts, in
 * _gatsby/slices/). They are served like any file but are no page and carry no policy of their
 * own, so nothing in them may run: the pages' policy, which lets inline scripts through for the
 * pages' own <meta> policies to sort, is replaced by one that allows nothing.
 */
export const FRAGMENTS_PATH = "/_gatsby/";

export function fragmentsRule(): HeaderRule {
  return {
    comment: "Gatsby's fragments of the pages' HTML, not pages themselves: nothing in them runs.",
    path: `${FRAGMENTS_PATH}*`,
    detach: ["Content-Security-Policy"],
    headers: { "Content-Security-Policy": NO_SCRIPT_POLICY },
  };
}

/**
 * The types of file a browser may show as a document of their own (SVG and the XML family can hold
 * script; the others are listed so that nothing they become runs) and that are no page of the
 * site. Served under these names, they get NO_SCRIPT_POLICY as a second policy: the host joins two
 * values of one header with a comma, which browsers read as two policies and enforce both, so
 * nothing runs whatever the site-wide one allows. (HTML files are served without their extension:
 * every one of them is a page with its own <meta> policy, the CMS's page or a fragment, which the
 * build checks; .html is listed for the addresses that still name it.)
 * @see https://developers.cloudflare.com/pages/configuration/headers/
 */
export const SCRIPTLESS_TYPES = [
  "svg",
  "svgz",
  "xml",
  "xsl",
  "xslt",
  "xhtml",
  "xht",
  "html",
  "htm",
  "json",
  "txt",
  "webmanifest",
  "pdf",
] as const;

/**
 * The files the collections write beside their pages (their declaration's `files`: an event's
 * calendar file): no page either, so under the same policy, and served with their declared type
 * (text/calendar, so the browser hands the file to the reader's calendar app). In the same block:
 * Cloudflare's runtime keeps one block per path (a second "/*.ics" block would replace the first,
 * policy and all). They keep their names, so they get the host's default caching.
 */
export const ITEM_FILE_TYPES: Readonly<Record<string, string>> = Object.fromEntries(
  FOLDER_COLLECTIONS.flatMap(({ files }) => (files ? [[files.extension, files.contentType]] : [])),
);

export function scriptlessRules(): HeaderRule[] {
  const types = [...SCRIPTLESS_TYPES, ...Object.keys(ITEM_FILE_TYPES)];
  return types.map((type, index) => ({
    ...(index === 0
      ? {
          comment:
            "Files a browser may show as a document but no page: a second policy under which nothing runs (and the type of the collections' own files).",
        }
      : {}),
    path: `/*.${type}`,
    headers: {
      "Content-Security-Policy": NO_SCRIPT_POLICY,
      ...(Object.hasOwn(ITEM_FILE_TYPES, type) ? { "Content-Type": ITEM_FILE_TYPES[type] } : {}),
    },
  }));
}

export interface HeadersInput {
  newsletterHost: string;
}

/** One block of _headers: a URL pattern and the headers every response it matches gets. */
export interface HeaderRule {
  /** Written above the block, to say why it is there. */
  comment?: string;
  /**
   * URL pattern, as Cloudflare Pages reads it: "*" matches anything (slashes included),
   * ":name" anything but a slash, and an https:// prefix limits the rule to one host.
   */
  path: string;
  headers: Readonly<Record<string, string>>;
  /** Headers that other matching rules set and this path must not get (Cloudflare's "! Name" lines). */
  detach?: readonly string[];
}

/**
 * Patterns of files named after a hash of their content, so they never change under one name.
 * Placeholders, not "*", for the hash-named scripts, styles and favicon at the top of public/:
 * ":file" stops at a slash, so files of the same type in folders (~partytown/, which keeps its
 * names) are not caught. A browser test checks every built file against these on the real host.
 */
export const IMMUTABLE_PATHS = ["/static/*", "/fonts/*", "/icons/*", "/:file.js", "/:file.css", "/:file.png"] as const;

/** Paths whose files keep their names when they change: revalidated on every visit. */
export const REVALIDATE_PATHS = [
  // Every page is served at a path ending in "/" (trailingSlash "always" in gatsby-config).
  "/*/",
  "/page-data/*",
  "/manifest.webmanifest",
  "/robots.txt",
  "/sitemap-*",
] as const;

/**
 * The rules of _headers, in order. Each block is one entry: a new per-path rule set (say for an
 * /admin/* page) is one more entry here. Cloudflare Pages sends every header of every matching
 * rule, joining repeated names with a comma, so Cache-Control is only ever set by disjoint rules.
 * The number of rules does not depend on the number of pages or assets.
 */
export function headerRules({ newsletterHost }: HeadersInput): HeaderRule[] {
  // The host goes into a policy (a ";" would start a directive of its own) inside a header line.
  if (!HOST_NAME_PATTERN.test(newsletterHost)) {
    throw new Error(`_headers: the newsletter host ${JSON.stringify(newsletterHost)} is not a host name`);
  }
  const revalidate = { "Cache-Control": CACHE_REVALIDATE };
  const immutable = { "Cache-Control": CACHE_IMMUTABLE };
  return [
    {
      comment:
        "Security headers on every response. Each page's <meta> policy allows its inline scripts by hash; this one cannot, so it lets them through (files that are no page get a second policy below).",
      path: "/*",
      headers: securityHeaders(headerPolicy(newsletterHost)),
    },
    {
      comment:
        "The host's own addresses (project.pages.dev, and each deployment's and branch's under it) never compete with the site's in search results.",
      path: "https://:project.pages.dev/*",
      headers: { "X-Robots-Tag": "noindex" },
    },
    // A host placeholder stops at a dot, so the deployments' addresses need a rule of their own.
    { path: "https://:deployment.:project.pages.dev/*", headers: { "X-Robots-Tag": "noindex" } },
    ...REVALIDATE_PATHS.map((path, index) => ({
      ...(index === 0
        ? { comment: "Files that keep their name when they change: browsers ask again every time." }
        : {}),
      path,
      headers: revalidate,
    })),
    ...IMMUTABLE_PATHS.map((path, index) => ({
      ...(index === 0 ? { comment: "Files named after a hash of their content: cached for a year." } : {}),
      path,
      headers: immutable,
    })),
    fragmentsRule(),
    adminRule(),
    // Last, so that the CMS's files of these types get the second policy too.
    ...scriptlessRules(),
  ];
}

/** A header's name: a token, as HTTP defines it. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function headerName(name: string): string {
  if (!HEADER_NAME.test(name)) throw new Error(`_headers: ${JSON.stringify(name)} is not a header name`);
  return name;
}

/**
 * Writes rules in the _headers format that Cloudflare Pages and Netlify read: a rule's lines are
 * its path, then its headers, indented. Every value must stay on its line (see the module comment).
 */
export function renderHeaders(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ comment, path, headers, detach = [] }) =>
      [
        ...(comment ? [`# ${onOneLine("_headers", "the comment", comment)}`] : []),
        onOneLine("_headers", "the path", path, true),
        ...detach.map((name) => `  ! ${headerName(name)}`),
        ...Object.entries(headers).map(
          ([name, value]) => `  ${headerName(name)}: ${onOneLine("_headers", `the value of ${name}`, value)}`,
        ),
      ].join("\n"),
    )
    .join("\n\n")
    .concat("\n");
}

/** The _headers file. */
export function headersFile(input: HeadersInput): string {
  return renderHeaders(headerRules(input));
}

/** The site's one redirect: "/" to the landing page (a page at "/" covers hosts that do not read _redirects). */
export const REDIRECTS: readonly { fromPath: string; toPath: string; isPermanent: boolean }[] = [
  { fromPath: "/", toPath: HOME_PATH, isPermanent: true },
];

/** _redirects: one line per redirect, its fields separated by spaces, so neither path may hold one. */
export function redirectsFile(redirects: readonly { fromPath: string; toPath: string; isPermanent?: boolean }[]) {
  return (
    redirects
      .map(
        (r) =>
          `${onOneLine("_redirects", "the path", r.fromPath, true)} ${onOneLine("_redirects", "the target", r.toPath, true)} ${r.isPermanent ? 301 : 302}`,
      )
      .join("\n") + "\n"
  );
}

export function robotsFile(siteUrl: string): string {
  const sitemap = `${onOneLine("robots.txt", "the site's address", siteUrl, true)}/sitemap-index.xml`;
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${sitemap}`, ""].join("\n");
}

import { readFileSync } from "node:fs";
import path from "node:path";
import { FOLDER_COLLECTIONS } from "../../src/lib/content/collections";
import { HOST_NAME_PATTERN } from "../../src/lib/content/fields";
import { headerPolicy } from "./content-security-policy";

/**
 * The files static hosts read beside the build that depend on the content: _headers and
 * robots.txt (plugins/site-host's onPostBuild writes them). Every rule that does not is written
 * out in static/_headers and static/_redirects, which Gatsby copies into public/.
 *
 * Cloudflare Pages reads one _headers file, so the build's is static/_headers with a block before
 * it and blocks after it: first the security headers of every path, whose policy names the
 * newsletter host (first, so that the blocks of static/_headers that detach that policy, /admin/*
 * and /_gatsby/*, come after it); last the type of each file the collections write (their
 * declaration's `files`), after the CMS's block like the other files that are no page.
 */

/** Where the CMS is served (plugins/site-content/admin.ts builds it there); static/_headers gives it its own policy. */
export const ADMIN_PATH = "/admin/";

/**
 * Where Gatsby keeps the fragments of HTML it stitches into the pages (its scripts, in
 * _gatsby/slices/): served like any file but no page, so static/_headers lets nothing in them run.
 */
export const FRAGMENTS_PATH = "/_gatsby/";

/**
 * The policy of a document that is no page, which static/_headers gives every such type and
 * Gatsby's fragments: nothing in it loads or runs, and `sandbox` (without allow-scripts) gives the
 * document an origin of its own, away from the site's storage (where the CMS keeps its sign-in).
 * @see https://www.w3.org/TR/CSP3/#directive-sandbox
 */
export const NO_SCRIPT_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

const PERMISSIONS_POLICY =
  "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()";

/** One block of _headers: its comment, its URL pattern and the headers every response it matches gets. */
interface HeaderRule {
  comment: string;
  path: string;
  headers: Readonly<Record<string, string>>;
}

const renderRule = ({ comment, path, headers }: HeaderRule): string =>
  [`# ${comment}`, path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");

/** The security headers of every response, with the site's policy (src/lib/content-security-policy.ts). */
function everyPathRule(newsletterHost: string): HeaderRule {
  // The host goes into a policy (a ";" would start a directive of its own) inside a header line.
  if (!HOST_NAME_PATTERN.test(newsletterHost)) {
    throw new Error(`_headers: the newsletter host ${JSON.stringify(newsletterHost)} is not a host name`);
  }
  return {
    comment:
      "Security headers on every response. Each page's <meta> policy allows its inline scripts by hash; this one cannot, so it lets them through (files that are no page get a second policy below).",
    path: "/*",
    headers: {
      "Content-Security-Policy": headerPolicy(newsletterHost),
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": PERMISSIONS_POLICY,
      "Cross-Origin-Opener-Policy": "same-origin",
    },
  };
}

/**
 * The files the collections write beside their pages (an event's calendar file): no page either,
 * so under the same policy, and served with their declared type (text/calendar, so the browser
 * hands the file to the reader's calendar app). They keep their names: the host's default caching.
 */
const itemFileRules = (): HeaderRule[] =>
  FOLDER_COLLECTIONS.flatMap(({ files }) =>
    files
      ? [
          {
            comment: "A file a collection writes beside its pages: no page, and of its own type.",
            path: `/*.${files.extension}`,
            headers: { "Content-Security-Policy": NO_SCRIPT_POLICY, "Content-Type": files.contentType },
          },
        ]
      : [],
  );

export interface HeadersInput {
  newsletterHost: string;
  /** The text of static/_headers; read from the project's static/ when not given. */
  staticHeaders?: string;
}

/** The _headers file: the same for any number of pages and files. */
export function headersFile({
  newsletterHost,
  staticHeaders = readFileSync(path.resolve("static", "_headers"), "utf8"),
}: HeadersInput): string {
  const rules = [renderRule(everyPathRule(newsletterHost)), staticHeaders.trim(), ...itemFileRules().map(renderRule)];
  return `${rules.join("\n\n")}\n`;
}

/** robots.txt, naming the sitemap at the site's address, which may not hold a space or a line break. */
export function robotsFile(siteUrl: string): string {
  if (/[\s\p{Cc}]/u.test(siteUrl)) {
    throw new Error(
      `robots.txt: the site's address ${JSON.stringify(siteUrl)} holds a line break, a space or another character that would change the file`,
    );
  }
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n");
}

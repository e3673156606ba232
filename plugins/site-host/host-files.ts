import { readFileSync } from "node:fs";
import path from "node:path";
import { FOLDER_COLLECTIONS } from "../../src/lib/content/collections";
import { HOST_NAME_PATTERN } from "../../src/lib/content/fields";
import { headerPolicy } from "./content-security-policy";

/** Where the CMS is served (plugins/site-content/admin.ts builds it there); static/_headers gives it its own policy. */
export const ADMIN_PATH = "/admin/";

/** Where Gatsby keeps the HTML fragments it stitches into pages: static/_headers lets nothing there run. */
export const FRAGMENTS_PATH = "/_gatsby/";

/** A document that is no page: nothing loads or runs, and `sandbox` gives it an origin away from the CMS's sign-in. */
export const NO_SCRIPT_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

const PERMISSIONS_POLICY =
  "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()";

/** One block of _headers: its comment, its URL pattern and the headers every response it matches gets. */
const block = (comment: string, path: string, headers: Readonly<Record<string, string>>): string =>
  [`# ${comment}`, path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");

/** The security headers of every response, with the site's policy (content-security-policy.ts). */
function everyPathBlock(newsletterHost: string): string {
  // The host goes into a policy (a ";" would start a directive of its own) inside a header line.
  if (!HOST_NAME_PATTERN.test(newsletterHost)) {
    throw new Error(`_headers: the newsletter host ${JSON.stringify(newsletterHost)} is not a host name`);
  }
  return block(
    "Security headers on every response. Each page's <meta> policy allows its inline scripts by hash; this one cannot, so it lets them through (files that are no page get a second policy below).",
    "/*",
    {
      "Content-Security-Policy": headerPolicy(newsletterHost),
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": PERMISSIONS_POLICY,
      "Cross-Origin-Opener-Policy": "same-origin",
    },
  );
}

/** The collections' own files (an event's calendar file): no page, served with their declared type. */
const itemFileBlocks = (): string[] =>
  FOLDER_COLLECTIONS.flatMap(({ files }) =>
    files
      ? [
          block("A file a collection writes beside its pages: no page, and of its own type.", `/*.${files.extension}`, {
            "Content-Security-Policy": NO_SCRIPT_POLICY,
            "Content-Type": files.contentType,
          }),
        ]
      : [],
  );

/** The _headers file, the same for any number of pages and files; `staticHeaders` is static/_headers' text. */
export function headersFile({
  newsletterHost,
  staticHeaders = readFileSync(path.resolve("static", "_headers"), "utf8"),
}: {
  newsletterHost: string;
  staticHeaders?: string;
}): string {
  // The every-path block first, so static/_headers' blocks can detach its policy.
  return `${[everyPathBlock(newsletterHost), staticHeaders.trim(), ...itemFileBlocks()].join("\n\n")}\n`;
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

/** @jest-environment node */
/** What the build writes for the host; how Cloudflare applies it is the browser tests' (host.spec.ts, csp.spec.ts). */
import { readFileSync } from "node:fs";
import path from "node:path";
import { headerPolicy } from "../../../plugins/site-host/content-security-policy";
import { headerRulePaths } from "../../../plugins/site-host/host-file-limits";
import { headersFile, NO_SCRIPT_POLICY, robotsFile } from "../../../plugins/site-host/host-files";

const STATIC_HEADERS = readFileSync(path.join(__dirname, "..", "..", "..", "static", "_headers"), "utf8");

describe("headersFile", () => {
  const file = headersFile({ newsletterHost: "news.example.com" });

  it("is static/_headers, after every path's security headers with the site's policy, before the collections' files", () => {
    expect(headerRulePaths(file)).toEqual(["/*", ...headerRulePaths(STATIC_HEADERS), "/*.ics"]);
    expect(file).toContain(`\n/*\n  Content-Security-Policy: ${headerPolicy("news.example.com")}\n`);
    expect(file).toContain(STATIC_HEADERS.trim());
  });

  it("gives every file a browser may show as a document but that is no page a second policy that runs nothing", () => {
    const rules = headerRulePaths(file);
    for (const type of ["svg", "xml", "xsl", "xhtml", "html", "json", "txt", "webmanifest", "pdf", "ics"]) {
      // After the CMS's block, which detaches the site-wide policy: its files of these types get it too.
      expect(rules.indexOf(`/*.${type}`)).toBeGreaterThan(rules.indexOf("/admin/*"));
      // Added to the site-wide policy, not in its place (no "! Content-Security-Policy"): both are enforced.
      expect(file).toContain(`\n/*.${type}\n  Content-Security-Policy: ${NO_SCRIPT_POLICY}\n`);
    }
    // Gatsby's fragments get it in place of the site-wide one.
    expect(file).toContain(
      `\n/_gatsby/*\n  ! Content-Security-Policy\n  Content-Security-Policy: ${NO_SCRIPT_POLICY}\n`,
    );
  });

  it("serves an event's calendar file as a calendar in UTF-8, in one block, with the host's default caching", () => {
    const calendar = `\n/*.ics\n  Content-Security-Policy: ${NO_SCRIPT_POLICY}\n  Content-Type: text/calendar; charset=utf-8\n`;
    expect(file.endsWith(calendar)).toBe(true);
  });

  it("writes the newsletter host it is given into the policy, and nowhere else", () => {
    const other = headersFile({ newsletterHost: "letters.example-news.co.uk" });
    expect(other).toContain("frame-src https://letters.example-news.co.uk;");
    expect(other.split("\n").filter((line) => line.includes("letters.example-news.co.uk"))).toHaveLength(1);
  });
});

/** A value that could end a line would add a rule; refused by the check first (fields.test.ts), and here again. */
describe("no content value can add a line", () => {
  const BREAKS = ["\n", "\r", "\r\n", "\u2028", "\u0000"];

  it.each([
    ...BREAKS.map((breakWith) => [
      `a break (${JSON.stringify(breakWith)}) and a header`,
      `news.example.com${breakWith}X-Injected: yes`,
    ]),
    ["a directive of its own", "news.example.com; script-src *"],
    ["a second source", "news.example.com https://evil.example"],
    ["markup", "news.example.com</title>"],
    ["quotes", `news.example.com"'`],
    ["nothing", ""],
  ])("_headers refuses a newsletter host with %s", (_name, newsletterHost) => {
    expect(() => headersFile({ newsletterHost, staticHeaders: "" })).toThrow(
      /^_headers: the newsletter host [\s\S]* is not a host name$/,
    );
  });

  it.each([...BREAKS, " "].map((breakWith) => [JSON.stringify(breakWith), breakWith]))(
    "robots.txt refuses a site address with %s",
    (_name, breakWith) => {
      expect(() => robotsFile(`https://author.example.com${breakWith}Disallow: /`)).toThrow(/^robots\.txt: /);
    },
  );
});

it("robots.txt names the sitemap at the site's address", () => {
  expect(robotsFile("https://author.example.com")).toContain("Sitemap: https://author.example.com/sitemap-index.xml");
});

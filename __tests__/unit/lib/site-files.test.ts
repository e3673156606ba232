import {
  CACHE_IMMUTABLE,
  FRAGMENTS_PATH,
  headerRules,
  headersFile,
  redirectsFile,
  renderHeaders,
  robotsFile,
} from "../../../src/lib/site-files";
import { headerPolicy } from "../../../src/lib/content-security-policy";
import { CLOUDFLARE_LIMITS, hostLimitProblems } from "../../../src/lib/host-limits";

describe("headersFile", () => {
  const input = { newsletterHost: "news.example.com" };
  const file = headersFile(input);

  it("sends the security headers on every path", () => {
    expect(file).toMatch(/^# .*\n\/\*\n {2}Content-Security-Policy: default-src 'self';/);
    expect(file).toContain(`/*\n  Content-Security-Policy: ${headerPolicy("news.example.com")}\n`);
    for (const header of [
      "Strict-Transport-Security: max-age=63072000",
      "X-Content-Type-Options: nosniff",
      "Referrer-Policy: strict-origin-when-cross-origin",
      "Permissions-Policy: accelerometer=()",
    ]) {
      expect(file).toContain(header);
    }
  });

  it("keeps the host's preview addresses out of search results", () => {
    expect(file).toContain("https://:project.pages.dev/*\n  X-Robots-Tag: noindex");
    expect(file).toContain("https://:deployment.:project.pages.dev/*\n  X-Robots-Tag: noindex");
  });

  it("caches hash-named files for a year and revalidates pages, page data and files that keep their names", () => {
    for (const path of ["/static/*", "/icons/*", "/:file.js", "/:file.css", "/:file.png"])
      expect(file).toContain(`${path}\n  Cache-Control: ${CACHE_IMMUTABLE}`);
    for (const path of ["/*/", "/page-data/*", "/manifest.webmanifest", "/robots.txt", "/sitemap-*"])
      expect(file).toContain(`${path}\n  Cache-Control: public, max-age=0, must-revalidate`);
  });

  it("holds no per-page policy: its script policy lets the pages' <meta> policies decide", () => {
    expect(file).not.toContain("sha256-");
    expect(file).toContain("script-src 'self' 'unsafe-inline';");
  });

  it("runs nothing in Gatsby's fragments of the pages' HTML", () => {
    const fragments = headerRules(input).find((rule) => rule.path === `${FRAGMENTS_PATH}*`);
    expect(fragments?.detach).toEqual(["Content-Security-Policy"]);
    expect(fragments?.headers["Content-Security-Policy"]).toMatch(/^default-src 'none';/);
    expect(fragments?.headers["Content-Security-Policy"]).not.toMatch(/script-src/);
  });

  it("stays within Cloudflare Pages' limits, with room to spare on every line", () => {
    const longest = Math.max(...file.split("\n").map((line) => line.length));
    expect(longest).toBeLessThan(CLOUDFLARE_LIMITS.headerLineLength / 2);
    expect(
      hostLimitProblems({
        headers: file,
        redirects: redirectsFile([{ fromPath: "/", toPath: "/home/", isPermanent: true }]),
      }),
    ).toEqual([]);
  });

  it("gives each rule its own block, so a rule set for one path is one more entry", () => {
    const rules = [...headerRules(input), { path: "/admin/*", headers: { "X-Robots-Tag": "noindex" } }];
    expect(renderHeaders(rules)).toMatch(/\n\n\/admin\/\*\n {2}X-Robots-Tag: noindex\n$/);
  });
});

describe("redirects and robots", () => {
  it("writes a permanent redirect from / to /home/", () => {
    expect(redirectsFile([{ fromPath: "/", toPath: "/home/", isPermanent: true }])).toBe("/ /home/ 301\n");
  });

  it("names the sitemap", () => {
    expect(robotsFile("https://author.example.com")).toContain("Sitemap: https://author.example.com/sitemap-index.xml");
  });
});

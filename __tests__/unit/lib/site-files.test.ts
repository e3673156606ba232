import { createHash } from "node:crypto";
import {
  CACHE_IMMUTABLE,
  contentSecurityPolicy,
  headerRules,
  headersFile,
  inlineScripts,
  redirectsFile,
  renderHeaders,
  robotsFile,
} from "../../../src/lib/site-files";
import { headerRulePaths, hostLimitProblems } from "../../../src/lib/host-limits";

const html = `<!doctype html><html><head>
<script>window.a=1</script>
<script type="module">import("x")</script>
<script src="/app-0123456789abcdef0123.js"></script>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
</head><body><script id="gatsby-chunk-mapping">window.b=2</script></body></html>`;

const hash = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

describe("inlineScripts", () => {
  it("returns executable inline scripts only", () => {
    expect(inlineScripts(html)).toEqual(["window.a=1", 'import("x")', "window.b=2"]);
  });
});

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy([{ path: "/home/", html }], "news.example.com");

  it("allows each inline script by hash and never unsafe-inline or unsafe-eval for scripts", () => {
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src ")) ?? "";
    expect(scriptSrc).toContain(hash("window.a=1"));
    expect(scriptSrc).toContain(hash('import("x")'));
    expect(scriptSrc).toContain(hash("window.b=2"));
    expect(scriptSrc).not.toMatch(/unsafe-(inline|eval)/);
  });

  it("limits frames to the newsletter host and forbids being framed", () => {
    expect(csp).toContain("frame-src https://news.example.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});

describe("headersFile", () => {
  const input = {
    pages: [
      { path: "/home/", html },
      { path: "/", html: "<html></html>" },
    ],
    newsletterHost: "news.example.com",
  };
  const file = headersFile(input);

  it("sends the security headers on every path", () => {
    expect(file).toMatch(/^# .*\n\/\*\n {2}Content-Security-Policy: default-src 'self';/);
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

  it("has as many rules for a site of a hundred pages as for one of two", () => {
    const page = (index: number) => ({
      path: `/page-${index}/`,
      html: `<script>window.pagePath="/page-${index}/"</script>`,
    });
    const large = headersFile({ ...input, pages: Array.from({ length: 100 }, (_, index) => page(index)) });
    expect(headerRulePaths(large)).toEqual(headerRulePaths(file));
  });

  it("stays within Cloudflare Pages' limits for this site's shape", () => {
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

import { createHash } from "node:crypto";
import {
  CACHE_IMMUTABLE,
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  redirectsFile,
  robotsFile,
} from "../../../src/lib/site-files";

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
  const csp = contentSecurityPolicy([{ path: "/home", html }], "news.example.com");

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
  const file = headersFile({
    pages: [
      { path: "/home", html },
      { path: "/", html: "<html></html>" },
    ],
    hashedAssets: ["app-0123456789abcdef0123.js"],
    newsletterHost: "news.example.com",
  });

  it("sends the security headers on every path", () => {
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self';/);
    for (const header of [
      "Strict-Transport-Security: max-age=63072000",
      "X-Content-Type-Options: nosniff",
      "Referrer-Policy: strict-origin-when-cross-origin",
      "Permissions-Policy: accelerometer=()",
    ]) {
      expect(file).toContain(header);
    }
  });

  it("caches hashed assets for a year and revalidates pages", () => {
    expect(file).toContain(`/static/*\n  Cache-Control: ${CACHE_IMMUTABLE}`);
    expect(file).toContain(`/app-0123456789abcdef0123.js\n  Cache-Control: ${CACHE_IMMUTABLE}`);
    expect(file).toContain("/home\n  Cache-Control: public, max-age=0, must-revalidate");
    expect(file).toContain("/home/index.html\n  Cache-Control: public, max-age=0, must-revalidate");
    expect(file).toContain("/page-data/*\n  Cache-Control: public, max-age=0, must-revalidate");
  });

  it("caches the manifest's hash-named icons for a year and revalidates files that keep their names", () => {
    expect(file).toContain(`/icons/*\n  Cache-Control: ${CACHE_IMMUTABLE}`);
    for (const path of ["/manifest.webmanifest", "/robots.txt", "/sitemap-*"])
      expect(file).toContain(`${path}\n  Cache-Control: public, max-age=0, must-revalidate`);
  });
});

describe("redirects and robots", () => {
  it("writes a permanent redirect from / to /home", () => {
    expect(redirectsFile([{ fromPath: "/", toPath: "/home", isPermanent: true }])).toBe("/ /home 301\n");
  });

  it("names the sitemap", () => {
    expect(robotsFile("https://author.example.com")).toContain("Sitemap: https://author.example.com/sitemap-index.xml");
  });
});

import { HEADER_ONLY_DIRECTIVES, headerPolicy, pagePolicy } from "../../../plugins/site-host/content-security-policy";

const directives = (policy: string) => new Map(policy.split("; ").map((part) => [part.split(" ")[0], part]));

const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];

describe("pagePolicy (a page's <meta>)", () => {
  const policy = directives(pagePolicy(hashes, "news.example.com"));

  it("allows this site's scripts and the page's inline scripts by hash, nothing unsafe", () => {
    expect(policy.get("script-src")).toBe("script-src 'self' 'sha256-AAAA' 'sha256-BBBB'");
    expect(policy.get("default-src")).not.toMatch(/unsafe/);
  });

  it("carries the site's other directives", () => {
    expect(policy.get("default-src")).toBe("default-src 'self'");
    expect(policy.get("frame-src")).toBe("frame-src https://news.example.com");
    expect(policy.get("object-src")).toBe("object-src 'none'");
    expect(policy.get("base-uri")).toBe("base-uri 'self'");
  });

  it("leaves out what a <meta> policy cannot carry", () => {
    for (const name of HEADER_ONLY_DIRECTIVES) expect(policy.has(name)).toBe(false);
  });

  it("grows only with the page's own scripts", () => {
    const one = pagePolicy(["'sha256-AAAA'"], "news.example.com");
    expect(pagePolicy(hashes, "news.example.com").length - one.length).toBe(" 'sha256-BBBB'".length);
  });
});

describe("headerPolicy (every response's header)", () => {
  const header = headerPolicy("news.example.com");
  const policy = directives(header);

  it("lets inline scripts through for the pages' <meta> policies to allow by hash, and holds no hash", () => {
    // With a hash in the list, browsers would ignore 'unsafe-inline' and refuse the pages' scripts.
    expect(policy.get("script-src")).toBe("script-src 'self' 'unsafe-inline'");
    expect(header).not.toContain("sha256-");
  });

  it("is the page policy's directives plus the header-only ones, but for scripts", () => {
    const page = directives(pagePolicy([], "news.example.com"));
    for (const [name, directive] of page) if (name !== "script-src") expect(policy.get(name)).toBe(directive);
    expect(policy.get("frame-ancestors")).toBe("frame-ancestors 'none'");
  });
});

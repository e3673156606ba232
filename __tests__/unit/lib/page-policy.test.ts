import { createHash } from "node:crypto";
import {
  inlineScripts,
  pageMetaPolicy,
  pagePolicyProblem,
  policyMeta,
  scriptHashes,
  withPagePolicy,
} from "../../../src/lib/page-policy";

const page = (scripts: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>
<script>window.a=1</script>
<script type="module">import("x")</script>
<script src="/app-0123456789abcdef0123.js"></script>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
</head><body><div id="___gatsby"></div>${scripts}</body></html>`;

const html = page(`<script id="gatsby-chunk-mapping">window.b=2</script><script>window.pagePath="/home/"</script>`);

const hash = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

/** A stand-in for the site's policy: the hashes, so a test can read back which ones it was given. */
const policyFor = (hashes: readonly string[]) => `script-src 'self' ${hashes.join(" ")}`.trim();

const metaCount = (text: string) => text.split('http-equiv="Content-Security-Policy"').length - 1;

describe("inlineScripts and scriptHashes", () => {
  it("returns executable inline scripts only: not external ones, not JSON data blocks", () => {
    expect(inlineScripts(html)).toEqual(["window.a=1", 'import("x")', "window.b=2", 'window.pagePath="/home/"']);
  });

  it("hashes each inline script once, as CSP computes it over the exact text", () => {
    const twice = page("<script>window.a=1</script>");
    expect(scriptHashes(twice)).toEqual([hash("window.a=1"), hash('import("x")')].sort());
    expect(scriptHashes("<script>\n  window.a=1\n</script>")).toEqual([hash("\n  window.a=1\n")]);
  });
});

describe("withPagePolicy", () => {
  const built = withPagePolicy(html, policyFor);

  it("puts the page's policy first in its <head>, after the character set", () => {
    expect(built).toContain(
      `<head><meta charSet="utf-8"/>${policyMeta(policyFor(scriptHashes(html)))}<meta name="viewport"`,
    );
    expect(pageMetaPolicy(built)).toBe(policyFor(scriptHashes(html)));
  });

  it("puts it straight after <head> when the page declares no character set there", () => {
    const bare = "<html><head><title>t</title><script>window.c=3</script></head><body></body></html>";
    expect(withPagePolicy(bare, policyFor)).toMatch(
      /^<html><head><meta http-equiv="Content-Security-Policy"[^>]*><title>/,
    );
  });

  it("lists exactly the page's own inline scripts", () => {
    expect(pageMetaPolicy(built)).toBe(
      `script-src 'self' ${[hash("window.a=1"), hash('import("x")'), hash("window.b=2"), hash('window.pagePath="/home/"')].sort().join(" ")}`,
    );
  });

  it("gives the same page when run again: the policy is replaced, not added", () => {
    expect(withPagePolicy(built, policyFor)).toBe(built);
    expect(metaCount(withPagePolicy(withPagePolicy(built, policyFor), policyFor))).toBe(1);
  });

  it("replaces a stale policy with the one for the scripts the page has now", () => {
    // Gatsby stitched new scripts into a page kept from an earlier build, policy and all.
    const restitched = built.replace("window.b=2", "window.b=3");
    const rebuilt = withPagePolicy(restitched, policyFor);
    expect(metaCount(rebuilt)).toBe(1);
    expect(pageMetaPolicy(rebuilt)).toContain(hash("window.b=3"));
    expect(pageMetaPolicy(rebuilt)).not.toContain(hash("window.b=2"));
    expect(rebuilt).toBe(withPagePolicy(html.replace("window.b=2", "window.b=3"), policyFor));
  });

  it("removes any other policy <meta>, wherever it is and however it is written", () => {
    const extra = html.replace("</head>", `<META content="script-src *" HTTP-EQUIV='content-security-policy'></head>`);
    const rebuilt = withPagePolicy(extra, policyFor);
    expect(rebuilt).toBe(built);
  });

  it("escapes the policy for its attribute and reads it back", () => {
    const odd = withPagePolicy(html, () => `frame-src https://a.example?x="1"&y=<2>`);
    expect(odd).toContain('content="frame-src https://a.example?x=&quot;1&quot;&amp;y=&lt;2&gt;"');
    expect(pageMetaPolicy(odd)).toBe(`frame-src https://a.example?x="1"&y=<2>`);
  });

  it("refuses a page without a <head>", () => {
    expect(() => withPagePolicy("<p>fragment</p>", policyFor)).toThrow(/no <head>/);
  });
});

describe("pagePolicyProblem", () => {
  const built = withPagePolicy(html, policyFor);

  it("passes a page as withPagePolicy leaves it", () => {
    expect(pagePolicyProblem(built, policyFor)).toBeUndefined();
  });

  it("names a page without a policy", () => {
    expect(pagePolicyProblem(html, policyFor)).toBe("has no Content-Security-Policy <meta>");
  });

  it("names a page with two", () => {
    const doubled = built.replace("</head>", `${policyMeta(policyFor(scriptHashes(html)))}</head>`);
    expect(pagePolicyProblem(doubled, policyFor)).toBe("has 2 Content-Security-Policy <meta> elements");
  });

  it("names a page whose policy comes after other elements of its <head>", () => {
    const late = html.replace("</head>", `${policyMeta(policyFor(scriptHashes(html)))}</head>`);
    expect(pagePolicyProblem(late, policyFor)).toBe(
      "does not have its Content-Security-Policy <meta> first in its <head>",
    );
  });

  it("names a page whose policy does not list exactly its inline scripts", () => {
    const added = built.replace("</body>", "<script>window.injected=1</script></body>");
    expect(pagePolicyProblem(added, policyFor)).toMatch(/not the one for its inline scripts/);
    const removed = built.replace("<script>window.a=1</script>", "");
    expect(pagePolicyProblem(removed, policyFor)).toMatch(/not the one for its inline scripts/);
  });
});

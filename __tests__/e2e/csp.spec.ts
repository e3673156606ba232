/**
 * Every built page's script policy as the browser enforces it on Cloudflare's runtime (the page's
 * <meta> policy with the header's): the page runs its own scripts and refuses an injected one. That
 * each page's policy lists exactly its own inline scripts, first in its <head>, the build checks
 * (page-policy.test.ts, page-policy-files.test.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { headerPolicy } from "../../plugins/site-host/content-security-policy";
import { FRAGMENTS_PATH, NO_SCRIPT_POLICY } from "../../plugins/site-host/host-files";
import { builtPages, PROBE_MARK, publicDir, servedPath, type BuiltPage } from "./built-pages";
import { site, sitePages, unknownPath } from "./content";
import { expect, test } from "./fixtures";
import { SHAPE } from "./helpers";

type Violation = Record<"directive" | "blockedURI" | "policy" | "disposition" | "document", string>;

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/g;

/** The policy in the page's <meta> elements (the test fails unless there is exactly one). */
function metaPolicy(html: string): string {
  const policies = [...html.matchAll(POLICY_META)].map((match) =>
    match[1].replace(/&quot;/g, '"').replace(/&amp;/g, "&"),
  );
  expect(policies, "the page's Content-Security-Policy <meta> elements").toHaveLength(1);
  return policies[0];
}

/** Reports every securitypolicyviolation, in every document the page opens, to the test. */
async function recordViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction("__reportViolation", (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportViolation(violation: Violation): void }).__reportViolation;
      report({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        policy: event.originalPolicy,
        disposition: event.disposition,
        document: event.documentURI,
      });
    });
  });
  return violations;
}

/**
 * Answers the page's own address through the test, so its HTML can be changed on the way. A page
 * the host redirects away from (the page at /) is served as built, with the headers the host sends
 * at that address, as a host that does not read _redirects would.
 */
async function serveThroughTest(page: Page, target: BuiltPage, change: (html: string) => string): Promise<void> {
  await page.route(
    (url) => url.pathname === target.path,
    async (route) => {
      // Gatsby's runtime also asks for a missing page's address itself (a HEAD request): only the document is changed.
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch({ maxRedirects: 0 });
      const headers = { ...response.headers() };
      for (const name of ["location", "content-length", "content-encoding"]) delete headers[name];
      headers["content-type"] = "text/html; charset=utf-8";
      const html = target.redirected ? target.html : await response.text();
      await route.fulfill({ status: target.redirected ? 200 : response.status(), headers, body: change(html) });
    },
  );
}

const INJECTED = "<script>window.__injected=(window.__injected||0)+1;window.__injectedScriptRan()</script>";

/** The page with an inline script right after its policy, at the end of its <head>, and at both ends of its <body>. */
function injectScripts(html: string): string {
  const injected = html
    .replace(POLICY_META, (meta) => meta + INJECTED)
    .replace("</head>", `${INJECTED}</head>`)
    .replace(/<body\b[^>]*>/, (body) => body + INJECTED)
    .replace("</body>", `${INJECTED}</body>`);
  expect(injected.split(INJECTED)).toHaveLength(5);
  return injected;
}

test.describe("each page's script policy, as Cloudflare's runtime serves the build", SHAPE, () => {
  test.use({ notFoundPaths: [unknownPath], provokedConsoleErrors: [/inline script.*Content Security Policy/i] });

  const pages = builtPages();

  test("the build has every page the content makes", () => {
    expect(pages.map((target) => target.path)).toEqual(expect.arrayContaining(["/", ...sitePages, unknownPath]));
  });

  // Any violation of the page's own scripts is one more than the injected four.
  for (const target of pages) {
    test(`${target.file} at ${target.path} runs its own scripts and refuses an injected one`, async ({ page }) => {
      const violations = await recordViolations(page);
      let injectedRuns = 0;
      await page.exposeFunction("__injectedScriptRan", () => (injectedRuns += 1));
      await serveThroughTest(page, target, injectScripts);
      const response = await page.goto(target.path);
      expect(response?.status(), `HTTP status of ${target.path}`).toBe(target.status);
      expect(response?.headers()["content-security-policy"], "the header's policy").toBeTruthy();
      // Its scripts have run once the network is quiet.
      await page.waitForLoadState("networkidle");
      // Gatsby's own inline scripts ran: they are allowed by their hashes.
      expect(await page.evaluate(() => typeof (window as { ___chunkMapping?: unknown }).___chunkMapping)).toBe(
        "string",
      );
      const policy = metaPolicy(target.html);
      await expect.poll(() => violations.length, { message: "violations reported" }).toBe(4);
      for (const violation of violations) {
        expect(violation).toMatchObject({
          directive: "script-src-elem",
          blockedURI: "inline",
          disposition: "enforce",
        });
        // The page's own policy refused it: the header's alone would have let it run.
        expect(violation.policy).toBe(policy);
        expect(new URL(violation.document).pathname).toBe(target.path);
      }
      expect(injectedRuns, "times an injected script ran").toBe(0);
      expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
    });
  }
});

/** What a probe's script does if it runs: tells the test. */
const PROBE_SCRIPT = "window.__probeScriptRan()";

/**
 * Files that are no page but that a browser shows as a document, each with a script: written into
 * the served folder, served by Cloudflare's runtime under the headers _headers gives their address.
 */
const PROBES = [
  {
    what: "an SVG image",
    file: `${PROBE_MARK}.svg`,
    body: `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>${PROBE_SCRIPT}</script></svg>`,
    // The site-wide policy and the one that runs nothing, joined by the host into one header.
    policy: `${headerPolicy(site.newsletterHost)}, ${NO_SCRIPT_POLICY}`,
  },
  {
    what: "an XML file (XHTML, which runs script)",
    file: `${PROBE_MARK}.xml`,
    body: `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><script>${PROBE_SCRIPT}</script></body></html>`,
    policy: `${headerPolicy(site.newsletterHost)}, ${NO_SCRIPT_POLICY}`,
  },
  {
    what: "an HTML fragment among Gatsby's",
    file: `${FRAGMENTS_PATH.slice(1)}slices/${PROBE_MARK}.html`,
    body: `<script>${PROBE_SCRIPT}</script><p>fragment</p>`,
    policy: NO_SCRIPT_POLICY,
  },
];

test.describe("files that are no page run no script, as Cloudflare's runtime serves them", () => {
  test.use({
    // The probes are no pages, and the sandboxed ones have no storage to seed (the browser refuses it).
    seedNewsletterFlag: false,
    // Chromium's words for a script it does not run in a sandboxed document, or under a policy. One
    // pattern: Playwright would read an array of two as a fixture's value and its options.
    provokedConsoleErrors: [/Blocked script execution .* sandboxed|Content Security Policy/i],
  });

  for (const probe of PROBES.map((entry) => ({ ...entry, address: servedPath(entry.file) }))) {
    test(`${probe.what} with a <script>, placed in the served folder, is served with a policy that stops it`, async ({
      page,
      request,
    }) => {
      const file = path.join(publicDir, probe.file);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, probe.body);
      try {
        let ran = 0;
        await page.exposeFunction("__probeScriptRan", () => (ran += 1));
        // The runtime notices a new file in its folder after a moment.
        await expect
          .poll(async () => (await request.get(probe.address, { maxRedirects: 0 })).status(), { timeout: 20_000 })
          .toBe(200);

        const console: string[] = [];
        page.on("console", (message) => console.push(message.text()));
        const response = await page.goto(probe.address);
        expect(response?.status()).toBe(200);
        // The host sends the policy that runs nothing; for a file of its type, after the site-wide one.
        expect(response?.headers()["content-security-policy"]).toBe(probe.policy);
        await page.waitForLoadState("load");
        expect(ran, "times the probe's script ran under the host's headers").toBe(0);
        // Stopped by the policy's sandbox, which Chromium applies before it looks at script-src.
        expect(console).toEqual([expect.stringMatching(/^Blocked script execution in .* sandboxed/)]);

        // The probe is live: the same file without the policy runs its script.
        await page.route(
          (url) => url.pathname === probe.address,
          async (route) => {
            const original = await route.fetch({ maxRedirects: 0 });
            const headers = { ...original.headers() };
            delete headers["content-security-policy"];
            await route.fulfill({ response: original, headers });
          },
        );
        await page.goto(probe.address);
        await expect.poll(() => ran, { message: "times the probe's script ran without the policy" }).toBe(1);
      } finally {
        rmSync(file, { force: true });
      }
    });
  }
});

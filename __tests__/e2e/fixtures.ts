/**
 * The shared `test`: every browser context is cut off from the internet, watches for console
 * errors and uncaught page errors, and (unless a test opts out) starts as a returning visitor.
 * @see https://playwright.dev/docs/test-fixtures#overriding-fixtures
 */
import { test as base, expect, type ConsoleMessage } from "@playwright/test";
import { pageDataUrl } from "../../plugins/site-render/page-preloads";
import { spec } from "./content";

export interface E2EOptions {
  /** Seed hasOpenedNewsletter = "true" before any page script runs, so the first-visit dialog stays shut. */
  seedNewsletterFlag: boolean;
  /** Paths without a page this test asks for: their document's 404 and their page data's are not failures. */
  notFoundPaths: string[];
  /** Console errors this test provokes on purpose and checks for itself: not failures. */
  provokedConsoleErrors: RegExp[];
}

const RESOURCE_404 = "Failed to load resource: the server responded with a status of 404";

function describe(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `console.error: ${message.text()}${url ? ` (at ${url}:${lineNumber})` : ""}`;
}

export const test = base.extend<E2EOptions>({
  seedNewsletterFlag: [true, { option: true }],
  notFoundPaths: [[], { option: true }],
  provokedConsoleErrors: [[], { option: true }],

  context: async ({ context, baseURL, seedNewsletterFlag, notFoundPaths, provokedConsoleErrors }, use) => {
    if (!baseURL) throw new Error("The e2e tests need `use.baseURL` (see playwright.config.ts).");
    const origin = new URL(baseURL).origin;

    // Nothing may leave the machine: anything not served by the local server is aborted here, so
    // third-party embeds fail the way they do offline (docs/PRODUCT.md: no errors without network).
    await context.route("**/*", (route) =>
      new URL(route.request().url()).origin === origin ? route.continue() : route.abort("blockedbyclient"),
    );

    if (seedNewsletterFlag) {
      await context.addInitScript(
        ({ key, value, siteOrigin }) => {
          // Init scripts also run in about:blank and in the (blocked) third-party iframes, whose
          // storage is off limits; only the site's own top-level document is seeded.
          if (window.top === window && window.location.origin === siteOrigin) {
            window.localStorage.setItem(key, value);
          }
        },
        { key: spec.newsletterFlagKey, value: spec.newsletterFlagValue, siteOrigin: origin },
      );
    }

    const tolerated404s = new Set(notFoundPaths.flatMap((p) => [`${origin}${p}`, `${origin}${pageDataUrl(p)}`]));
    const problems: string[] = [];
    context.on("console", (message) => {
      if (message.type() !== "error") return;
      if (message.text().startsWith(RESOURCE_404) && tolerated404s.has(message.location().url)) return;
      if (provokedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
      problems.push(describe(message));
    });
    context.on("weberror", (webError) => {
      const error = webError.error();
      problems.push(`uncaught ${error.name}: ${error.message} (on ${webError.page()?.url() ?? "unknown page"})`);
    });

    await use(context);

    expect(problems, "The page logged console errors or threw uncaught errors").toEqual([]);
  },
});

export { expect };

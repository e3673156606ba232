import {
  CACHE_IMMUTABLE,
  FRAGMENTS_PATH,
  headerRules,
  headersFile,
  NO_SCRIPT_POLICY,
  redirectsFile,
  renderHeaders,
  robotsFile,
  ITEM_FILE_TYPES,
  SCRIPTLESS_TYPES,
} from "../../../plugins/site-host/host-files";
import { headerPolicy } from "../../../plugins/site-host/content-security-policy";
import { CLOUDFLARE_LIMITS, hostLimitProblems } from "../../../plugins/site-host/host-file-limits";
import { siteSettingsSchema } from "../../../src/lib/content/schema";
import fs, { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

type PluginApi = (api: object, options: Record<string, unknown>) => unknown;
/** The plugin's build step (the file Gatsby runs; it has no types). */
const MANIFEST_PLUGIN: string = "gatsby-plugin-manifest/gatsby-node";

const root = path.join(__dirname, "..", "..", "..");

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
    for (const path of ["/static/*", "/fonts/*", "/icons/*", "/:file.js", "/:file.css", "/:file.png"])
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

  it("has a policy under which nothing loads or runs, in an origin of its own", () => {
    const directives = NO_SCRIPT_POLICY.split("; ");
    expect(directives[0]).toBe("default-src 'none'");
    expect(directives).toContain("sandbox");
    expect(NO_SCRIPT_POLICY).not.toMatch(/script-src|allow-|'self'|'unsafe-/);
  });

  it("gives every file a browser may show as a document but that is no page a second policy that runs nothing", () => {
    const rules = headerRules(input);
    const admin = rules.findIndex((rule) => rule.path === "/admin/*");
    for (const type of ["svg", "xml", "json", "txt", "webmanifest", "html", "xhtml", "xsl", "ics"]) {
      expect([...SCRIPTLESS_TYPES, ...Object.keys(ITEM_FILE_TYPES)]).toContain(type);
      const index = rules.findIndex((rule) => rule.path === `/*.${type}`);
      // After the CMS's rule, which detaches the site-wide policy: its files of these types get it too.
      expect(index).toBeGreaterThan(admin);
      // Added to the site-wide policy, not in its place: the host sends both, and both are enforced.
      expect(rules[index].detach).toBeUndefined();
      expect(rules[index].headers["Content-Security-Policy"]).toBe(NO_SCRIPT_POLICY);
      expect(file).toContain(`/*.${type}\n  Content-Security-Policy: ${NO_SCRIPT_POLICY}\n`);
    }
  });

  it("serves the events' calendar files as calendars in UTF-8, with the policy that runs nothing, in one block", () => {
    const rules = headerRules(input).filter((rule) => rule.path === "/*.ics");
    expect(rules.map((rule) => rule.headers)).toEqual([
      { "Content-Security-Policy": NO_SCRIPT_POLICY, "Content-Type": "text/calendar; charset=utf-8" },
    ]);
    expect(file).toContain(
      `/*.ics\n  Content-Security-Policy: ${NO_SCRIPT_POLICY}\n  Content-Type: text/calendar; charset=utf-8\n`,
    );
    // No caching of its own (the host's default revalidates), so never a year's.
    expect(rules.some((rule) => "Cache-Control" in rule.headers)).toBe(false);
  });

  it("gives every path one block: Cloudflare's runtime keeps only the last block of a path", () => {
    const paths = headerRules(input).map((rule) => rule.path);
    expect(new Set(paths).size).toBe(paths.length);
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

/**
 * Content reaches these files as text, in a format with no escapes: a value that could end a line
 * (or, in _redirects, a field) would add a rule of its own. The content schema refuses such values;
 * these functions refuse them again, so the build stops rather than write the file.
 */
describe("no content value can add a line", () => {
  const BREAKS = ["\n", "\r", "\r\n", "\u2028", "\u0000"];
  const injected = (breakWith: string) => `${breakWith}X-Injected: yes`;

  it.each(BREAKS.map((breakWith) => [JSON.stringify(breakWith), breakWith]))(
    "_headers refuses a newsletter host with %s and a header after it",
    (_name, breakWith) => {
      expect(() => headersFile({ newsletterHost: `news.example.com${injected(breakWith)}` })).toThrow(
        /^_headers: the newsletter host [\s\S]* is not a host name$/,
      );
    },
  );

  it.each([
    ["a directive of its own", "news.example.com; script-src *"],
    ["a second source", "news.example.com https://evil.example"],
    ["markup", "news.example.com</title>"],
    ["quotes", `news.example.com"'`],
    ["nothing", ""],
  ])("_headers refuses a newsletter host with %s", (_name, newsletterHost) => {
    expect(() => headersFile({ newsletterHost })).toThrow(/is not a host name/);
  });

  it.each(BREAKS.map((breakWith) => [JSON.stringify(breakWith), breakWith]))(
    "_headers refuses any rule whose path, comment, header name or value holds %s",
    (_name, breakWith) => {
      const rule = { path: "/x/*", headers: { "X-Robots-Tag": "noindex" } };
      for (const broken of [
        { ...rule, path: `/x/*${injected(breakWith)}` },
        { ...rule, comment: `A comment${injected(breakWith)}` },
        { ...rule, headers: { "X-Robots-Tag": `noindex${injected(breakWith)}` } },
        { ...rule, headers: { [`X-Robots-Tag${injected(breakWith)}`]: "noindex" } },
        { ...rule, detach: [`Content-Security-Policy${injected(breakWith)}`] },
      ]) {
        expect(() => renderHeaders([broken])).toThrow(/^_headers: /);
      }
    },
  );

  it("writes the newsletter host it is given into the policy, and nothing else", () => {
    const file = headersFile({ newsletterHost: "letters.example-news.co.uk" });
    expect(file).toContain("frame-src https://letters.example-news.co.uk;");
    expect(file.split("\n").filter((line) => line.includes("letters.example-news.co.uk"))).toHaveLength(1);
  });

  it.each([...BREAKS, " ", "\t"].map((breakWith) => [JSON.stringify(breakWith), breakWith]))(
    "_redirects refuses a path with %s",
    (_name, breakWith) => {
      for (const redirect of [
        { fromPath: `/old${breakWith}/evil /evil 200`, toPath: "/home/" },
        { fromPath: "/", toPath: `/home/${breakWith}/evil /evil 200` },
      ]) {
        expect(() => redirectsFile([redirect])).toThrow(/^_redirects: /);
      }
    },
  );

  it.each([...BREAKS, " "].map((breakWith) => [JSON.stringify(breakWith), breakWith]))(
    "robots.txt refuses a site address with %s",
    (_name, breakWith) => {
      expect(() => robotsFile(`https://author.example.com${breakWith}Disallow: /`)).toThrow(/^robots\.txt: /);
    },
  );

  it("the content schema refuses the same values first, with the author's message", () => {
    const site = (overrides: Record<string, string>) =>
      siteSettingsSchema.shape.newsletterHost.safeParse(overrides.newsletterHost).success &&
      siteSettingsSchema.shape.siteUrl.safeParse(overrides.siteUrl).success;
    for (const breakWith of BREAKS) {
      expect(site({ newsletterHost: `news.example.com${injected(breakWith)}`, siteUrl: "https://a.example" })).toBe(
        false,
      );
      expect(site({ newsletterHost: "news.example.com", siteUrl: `https://a.example${breakWith}Disallow: /` })).toBe(
        false,
      );
    }
    expect(site({ newsletterHost: "news.example.com", siteUrl: "https://a.example" })).toBe(true);
  });
});

/**
 * gatsby-config hands the author's name, description and language to gatsby-plugin-manifest, which
 * writes manifest.webmanifest. Run here as the build runs it, on a site.json full of hostile text
 * (the settings are read before any check), the file stays JSON and holds each value as written.
 */
describe("the web manifest", () => {
  const HOSTILE = {
    name: 'Ada "Ikemba"\n</title><script>alert(1)</script>',
    description: "One line,\r\nthen another, with \\ and \u2028 and a \u0000 and '}",
    lang: 'en", "start_url": "https://evil.example/',
  };

  it("stays valid JSON, with the author's values intact, whatever they hold", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "manifest-"));
    const real = JSON.parse(readFileSync(path.join(root, "content", "settings", "site.json"), "utf8"));
    mkdirSync(path.join(dir, "settings"));
    writeFileSync(path.join(dir, "settings", "site.json"), JSON.stringify({ ...real, ...HOSTILE }));

    const previous = process.env.CONTENT_DIR;
    process.env.CONTENT_DIR = dir;
    // The plugin writes public/manifest.webmanifest: kept here instead of on disk.
    const written: string[] = [];
    const write = jest.spyOn(fs, "writeFileSync").mockImplementation((file, data) => {
      if (String(file).endsWith(".webmanifest")) written.push(String(data));
    });
    try {
      let options: Record<string, unknown> = {};
      let plugin: { onPreInit: PluginApi; onPostBootstrap: PluginApi } | undefined;
      await jest.isolateModulesAsync(async () => {
        const config = (await import("../../../gatsby-config")).default;
        const manifest = config.plugins?.find(
          (entry) => typeof entry === "object" && entry.resolve === "gatsby-plugin-manifest",
        ) as { options: Record<string, unknown> };
        // No icon: the pictures are not what is tested, and the plugin would draw them into public/.
        const { icon: _icon, ...rest } = manifest.options;
        options = { ...rest, icons: [] };
        plugin = await import(MANIFEST_PLUGIN);
      });
      const reporter = { activityTimer: () => ({ start() {}, end() {} }), warn() {} };
      await plugin?.onPreInit({}, options);
      await plugin?.onPostBootstrap({ reporter, basePath: "" }, options);
    } finally {
      write.mockRestore();
      if (previous === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = previous;
      rmSync(dir, { recursive: true, force: true });
    }

    expect(written).toHaveLength(1);
    const [text] = written;
    expect(text.split(/\r|\n/)).toHaveLength(1);
    const manifest = JSON.parse(text);
    expect(manifest).toMatchObject({ ...HOSTILE, short_name: HOSTILE.name, start_url: "/home/" });
  });
});

import fs, { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

type PluginApi = (api: object, options: Record<string, unknown>) => unknown;
/** The plugin's build step (the file Gatsby runs; it has no types). */
const MANIFEST_PLUGIN: string = "gatsby-plugin-manifest/gatsby-node";

const root = path.join(__dirname, "..", "..");

/**
 * gatsby-plugin-manifest, run as the build runs it on a site.json full of hostile text (read before any check):
 * manifest.webmanifest stays JSON and holds the author's name, description and language as written.
 */
describe("the web manifest", () => {
  const HOSTILE = {
    name: 'Ada "Ikemba"\n</title><script>alert(1)</script>',
    description: "One line,\r\nthen another, with \\ and \u2028 and a \u0000 and '}",
    lang: 'en", "start_url": "https://evil.example/',
  };

  it("stays valid JSON, with the author's values intact, whatever they hold", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "manifest-"));
    const fixture = path.join(root, "__tests__", "fixtures", "content", "settings", "site.json");
    const base = JSON.parse(readFileSync(fixture, "utf8"));
    mkdirSync(path.join(dir, "settings"));
    writeFileSync(path.join(dir, "settings", "site.json"), JSON.stringify({ ...base, ...HOSTILE }));

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
        const config = (await import("../../gatsby-config")).default;
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

/** Builds the CMS (Sveltia's npm build, bundled by esbuild) into static/admin/, served from this site alone. */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { cmsConfig } from "../../src/lib/content/cms-config";
import { contentDir, contentFilePath } from "../../src/lib/content/content-dir";
import type { SiteSettingsContent } from "../../src/lib/content/schema";
// The path the CMS is served from (and its headers apply to); asset URLs in the bundle start with it.
import { ADMIN_PATH } from "../site-host/host-files";

// Gatsby and npm run every step from the project's root.
const ROOT = process.cwd();
export const ADMIN_DIR = path.join(ROOT, "static", "admin");

/** Sveltia's font files in its npm build, by the name of their CDN copy ("source-sans-3:vf" + subset). */
const SVELTIA_ASSETS = path.join(ROOT, "node_modules", "@sveltia", "cms", "npm", "assets");
function localFont(cdnId: string, subset: string): string {
  const prefix = `${cdnId.replace(/:vf$/, "")}-${subset}-`;
  const file = readdirSync(SVELTIA_ASSETS).find((name) => name.startsWith(prefix) && name.endsWith(".woff2"));
  if (!file) throw new Error(`Sveltia CMS's npm build has no font file for ${cdnId} ${subset}`);
  return `./assets/${file}`;
}

/** Sveltia's asset URLs and CDN fonts become this bundle's own files: nothing is fetched elsewhere. */
const sveltiaAssets: Plugin = {
  name: "sveltia-assets",
  setup(context) {
    // The HEIC decoder's worker is a file to start, not code to bundle.
    context.onLoad({ filter: /[\\/]@sveltia[\\/]cms[\\/]npm[\\/]assets[\\/].*\.js$/ }, (args) => ({
      contents: readFileSync(args.path),
      loader: "file",
    }));
    context.onLoad({ filter: /[\\/]@sveltia[\\/]cms[\\/]npm[\\/].*\.js$/ }, (args) => {
      const assets: string[] = [];
      const source = readFileSync(args.path, "utf8").replace(
        /new URL\(`((?:\.\.\/)?assets\/[^`]+)`,\s*import\.meta\.url\)/g,
        (_match, file: string) => {
          assets.push(file.startsWith("../") ? file : `./${file}`);
          return `new URL(__sveltiaAsset${assets.length - 1},import.meta.url)`;
        },
      );
      const withLocalFonts = source.replace(
        /url\(https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([^@)]+)@[^/)]+\/([^)]+)\.woff2\)/g,
        (_match, cdnId: string, subset: string) => {
          assets.push(localFont(cdnId, subset));
          return `url(\${__sveltiaAsset${assets.length - 1}})`;
        },
      );
      const imports = assets.map((file, index) => `import __sveltiaAsset${index} from ${JSON.stringify(file)};`);
      return {
        contents: `${imports.join("\n")}\n${withLocalFonts}`,
        loader: "js",
        resolveDir: path.dirname(args.path),
      };
    });
  },
};

/** Text as it may stand in HTML, between tags or in a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (sign) => `&#${sign.charCodeAt(0)};`);
}

/** The CMS's page; its title is content (the author's name), so it is escaped. */
export function adminPage(title: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${escapeHtml(title)}</title>
    <script type="module" src="${ADMIN_PATH}cms.js"></script>
  </head>
  <body></body>
</html>
`;
}

/** Builds the CMS; says what it wrote. */
export async function buildAdmin(): Promise<string> {
  const content = contentDir(ROOT);
  const site = JSON.parse(readFileSync(path.join(content, "settings", "site.json"), "utf8")) as SiteSettingsContent;
  const logo = `logo${path.extname(site.logo)}`;
  const config = cmsConfig({ ...site.cms, siteUrl: site.siteUrl, name: site.name, logo: `${ADMIN_PATH}${logo}` });

  rmSync(ADMIN_DIR, { recursive: true, force: true });
  mkdirSync(ADMIN_DIR, { recursive: true });
  // The content check has refused a logo outside the content folder already; this copies nothing else.
  const logoFile = contentFilePath(content, "settings/site.json", site.logo);
  if (logoFile === undefined) throw new Error(`the logo ${site.logo} is not a file in the content folder`);
  copyFileSync(logoFile, path.join(ADMIN_DIR, logo));
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: {
      cms: "src/admin/index.ts",
      // The site's web fonts, for the preview frame (src/admin/previews.tsx).
      preview: "src/fonts/generated/fonts.css",
    },
    outdir: ADMIN_DIR,
    bundle: true,
    splitting: true,
    format: "esm",
    target: "es2022",
    minify: true,
    legalComments: "external",
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    publicPath: ADMIN_PATH,
    assetNames: "assets/[name]-[hash]",
    chunkNames: "chunks/[name]-[hash]",
    loader: { ".woff2": "file", ".wasm": "file", ".png": "file" },
    // The web fonts' files are the site's own (/fonts/, plugins/site-content/fonts.ts), not copied here.
    external: ["/fonts/*"],
    define: { __CMS_CONFIG__: JSON.stringify(config), "process.env.NODE_ENV": JSON.stringify("production") },
    // The previews' Gatsby Links become plain links: the CMS has no Gatsby.
    alias: { gatsby: "./src/admin/gatsby-link.tsx" },
    plugins: [sveltiaAssets],
    metafile: true,
    logLevel: "warning",
  });
  writeFileSync(path.join(ADMIN_DIR, "index.html"), adminPage(config.app_title));
  const outputs = Object.values(result.metafile.outputs);
  const megabytes = outputs.reduce((sum, output) => sum + output.bytes, 0) / 1024 / 1024;
  return `CMS built into static/admin/: ${outputs.length + 1} files, ${megabytes.toFixed(1)} MB.`;
}

/**
 * Build-time APIs: content types, interview page, redirects.
 * @see https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import { readdirSync, readFileSync, watch, writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import webpack from "webpack";
import { loadScriptsAfterFirstPaint } from "./src/lib/after-first-paint";
import { hostLimitProblems } from "./src/lib/host-limits";
import { headersFile, redirectsFile, robotsFile, type BuiltPage } from "./src/lib/site-files";
import { spawnSync } from "node:child_process";
import { contentTypeDefs } from "./src/lib/content/graphql-sdl";
import { interviewPath, slugify } from "./src/lib/slugify";
import { HOME_PATH } from "./src/lib/site-path";

const REDIRECTS = [{ fromPath: "/", toPath: HOME_PATH, isPermanent: true }];

// Before anything else, check content/ with the same checker as `npm run check-content`, so a
// slip in a content file stops the build with the author's own file, line and field. Then
// subset the fonts to the content's characters.
const checkContent = () =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/check-content.ts"], { encoding: "utf8" });

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const check = checkContent();
  if (check.status !== 0) {
    reporter.panic(`The content in content/ has problems:\n\n${check.stdout}${check.stderr}`);
  }
  const warnings = check.stdout.split("\n").filter((line) => line.startsWith("warning: "));
  warnings.forEach((line) => reporter.warn(line.slice("warning: ".length)));

  // Then cut the web fonts down to the characters the content uses (src/fonts/generated/).
  const fonts = spawnSync(process.execPath, ["--import", "tsx", "scripts/subset-fonts.ts"], { encoding: "utf8" });
  if (fonts.status !== 0) reporter.panic(`Could not subset the web fonts:\n\n${fonts.stdout}${fonts.stderr}`);
  reporter.info(fonts.stdout.trim());
};

// `npm run develop` only: every save under content/ is checked again, and a problem is printed
// with the same message a build gives. The preview keeps running (it may show the slip as it is
// until the file is fixed); a build would stop.
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ reporter }) => {
  let pending: NodeJS.Timeout | undefined;
  watch(path.resolve("content"), { recursive: true }, () => {
    clearTimeout(pending);
    pending = setTimeout(() => {
      const check = checkContent();
      if (check.status !== 0)
        reporter.error(`Fix this in content/ (a build would stop here):\n\n${check.stdout}${check.stderr}`);
      else reporter.info(check.stdout.trim());
    }, 300);
  });
};

// Explicit types derived from the content schema rather than inference: a typo in content/
// must fail the build, not drift.
/**
 * Every script the site ships is code its pages run as they start, so each file opens with V8's
 * compile hint (Chrome 136 and later): the browser compiles its functions eagerly, on a background
 * thread while the file streams in, instead of one by one on the main thread as they are first
 * called. Added after minification, which would strip the comment, and before the source maps.
 * @see https://v8.dev/blog/explicit-compile-hints
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    plugins: [
      new webpack.BannerPlugin({
        banner: "//# allFunctionsCalledOnLoad",
        raw: true,
        test: /\.js$/,
        stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
    ],
  });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, reporter }) => {
  if (node.internal.type !== "Mdx") return;
  const frontmatter = node.frontmatter as { host?: unknown } | undefined;
  const host = frontmatter?.host;
  const file = (node.internal as { contentFilePath?: string }).contentFilePath ?? "an MDX file";
  if (typeof host !== "string" || slugify(host) === "") {
    reporter.panicOnBuild(`${file}, front matter "host": the interview host's name is required.`);
    return;
  }
  actions.createNodeField({ node, name: "slug", value: slugify(host) });
  actions.createNodeField({ node, name: "path", value: interviewPath(host) });
};

interface InterviewPagesQuery {
  allMdx: { nodes: { id: string; fields: { path: string }; internal: { contentFilePath: string } }[] };
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  // A real redirect for hosts that read redirects (see _redirects below); src/pages/index.tsx covers the rest.
  REDIRECTS.forEach((redirect) => actions.createRedirect({ ...redirect, redirectInBrowser: false }));

  const result = await graphql<InterviewPagesQuery>(`
    query InterviewPages {
      allMdx {
        nodes {
          id
          fields {
            path
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the interview from content/interview.", result.errors);
    return;
  }
  const template = path.resolve("src/templates/interview.tsx");
  for (const node of result.data.allMdx.nodes) {
    actions.createPage({
      path: node.fields.path,
      component: `${template}?__contentFilePath=${node.internal.contentFilePath}`,
      context: { id: node.id },
    });
  }
};

interface PostBuildQuery {
  siteSettings: { siteUrl: string; newsletterHost: string } | null;
}

type PageFile = BuiltPage & { file: string };

/** Every built HTML page with its file and URL path (public/home/index.html → /home). */
function builtPages(publicDir: string): PageFile[] {
  const pages: PageFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && !["static", "page-data", "_gatsby", "~partytown"].includes(entry.name)) walk(full);
      else if (entry.isFile() && entry.name.endsWith(".html")) {
        const relative = "/" + path.relative(publicDir, full).split(path.sep).join("/");
        const urlPath = relative.endsWith("/index.html") ? relative.slice(0, -"/index.html".length) || "/" : relative;
        pages.push({ path: urlPath, html: readFileSync(full, "utf8"), file: full });
      }
    }
  };
  walk(publicDir);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

// Host files: _headers (CSP with the hashes of every inline script, caching), _redirects, robots.txt.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const publicDir = path.resolve("public");
  const result = await graphql<PostBuildQuery>(`
    query PostBuild {
      siteSettings {
        siteUrl
        newsletterHost
      }
    }
  `);
  const settings = result.data?.siteSettings;
  if (!settings) {
    reporter.panicOnBuild("content/settings/site.json could not be read after the build.");
    return;
  }
  // Each page's scripts load after its first paint (src/lib/after-first-paint.ts); rewritten
  // before the CSP below hashes the inline scripts, the loader among them.
  const pages = builtPages(publicDir).map((page) => ({ ...page, html: loadScriptsAfterFirstPaint(page.html) }));
  pages.forEach((page) => writeFileSync(page.file, page.html));
  const headers = headersFile({ pages, newsletterHost: settings.newsletterHost });
  const redirects = redirectsFile(REDIRECTS);
  // Cloudflare would deploy a file over its limits and quietly drop the rules past them.
  const problems = hostLimitProblems({ headers, redirects });
  if (problems.length > 0) {
    reporter.panicOnBuild(`The host files are over Cloudflare Pages' limits:\n${problems.join("\n")}`);
    return;
  }
  writeFileSync(path.join(publicDir, "_headers"), headers);
  writeFileSync(path.join(publicDir, "_redirects"), redirects);
  writeFileSync(path.join(publicDir, "robots.txt"), robotsFile(settings.siteUrl.replace(/\/+$/, "")));
};

/**
 * Build-time APIs: content types, the home page's context, the interview pages and the page listing
 * them, the book pages and the page listing them, redirects.
 * @see https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import { readFileSync, watch, writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { Compilation } from "webpack";
import { BUILD_RECORDS_DIR, ChunkModulesReport, removeBuildOnlyFiles } from "./src/lib/build-artifacts";
import { COMPILE_HINT, COMPILE_HINT_FILES } from "./src/lib/compile-hints";
import { interviewHtml } from "./src/lib/content/interview-html";
import { formatProblem, interviewBodyProblems } from "./src/lib/content/validate";
import { hostLimitProblems } from "./src/lib/host-limits";
import { pagePolicy } from "./src/lib/content-security-policy";
import { writePagePolicies } from "./src/lib/page-policy-files";
import { buildRecord, prunePublic, WebpackAssetsRecord } from "./src/lib/prune-public";
import { headersFile, redirectsFile, robotsFile } from "./src/lib/site-files";
import { spawnSync } from "node:child_process";
import { contentTypeDefs } from "./src/lib/content/graphql-sdl";
import { interviewPath, slugify } from "./src/lib/slugify";
import { BOOKS_PATH, bookPath, HOME_PATH, hasBooksPage, hasInterviewsPage, INTERVIEWS_PATH } from "./src/lib/site-path";
import { contentDir } from "./src/lib/content/content-dir";

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

  // And build the CMS at /admin/ (static/admin/) with its configuration made from the content schema.
  const admin = spawnSync(process.execPath, ["--import", "tsx", "scripts/build-admin.ts"], { encoding: "utf8" });
  if (admin.status !== 0) reporter.panic(`Could not build the CMS at /admin/:\n\n${admin.stdout}${admin.stderr}`);
  reporter.info(admin.stdout.trim());
};

// `npm run develop` only: every save under content/ is checked again, and a problem is printed
// with the same message a build gives. The preview keeps running (it may show the slip as it is
// until the file is fixed); a build would stop.
// The development server does not serve HTML files from static/ (gatsbyjs/gatsby#13072), so the
// CMS's page is routed to it here; its scripts and files are served from static/admin/ as usual.
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ reporter, app }) => {
  const admin = (
    request: { path: string },
    response: { redirect(status: number, url: string): void; sendFile(file: string): void },
  ) => {
    if (request.path === "/admin") response.redirect(301, "/admin/");
    else response.sendFile(path.resolve("static/admin/index.html"));
  };
  app.get(["/admin", "/admin/", "/admin/index.html"], admin);

  let pending: NodeJS.Timeout | undefined;
  watch(contentDir(), { recursive: true }, () => {
    clearTimeout(pending);
    pending = setTimeout(() => {
      const check = checkContent();
      if (check.status !== 0)
        reporter.error(`Fix this in content/ (a build would stop here):\n\n${check.stdout}${check.stderr}`);
      else reporter.info(check.stdout.trim());
    }, 300);
  });
};

/**
 * Every script of the production build opens with V8's compile hint (src/lib/compile-hints.ts):
 * without it, the main thread is blocked for longer while /home starts (docs/PERFORMANCE.md).
 * BannerPlugin's documented `stage` puts it after the minifier, which would strip the comment,
 * and before any source map would be written (PROCESS_ASSETS_STAGE_DEV_TOOLING).
 * @see https://webpack.js.org/plugins/banner-plugin/
 *
 * And no script gets a source map (`devtool: false`): Gatsby's default would publish the site's
 * code as written, with the build machine's paths, next to every script (src/lib/build-artifacts.ts).
 * @see https://webpack.js.org/configuration/devtool/
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage === "build-javascript") {
    actions.setWebpackConfig({
      devtool: false,
      plugins: [
        new ChunkModulesReport(),
        // What this build's scripts are, for pruning those of earlier builds (src/lib/prune-public.ts).
        new WebpackAssetsRecord(),
        plugins.banner({
          banner: COMPILE_HINT,
          raw: true,
          test: COMPILE_HINT_FILES,
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        }),
      ],
    });
  }
};

// Explicit types derived from the content schema rather than inference: a typo in content/
// must fail the build, not drift.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
  // site.siteMetadata.siteUrl is the one normalised site URL (gatsby-config): never null.
  actions.createTypes(`
    type SiteSiteMetadata {
      siteUrl: String!
    }
    type Site implements Node {
      siteMetadata: SiteSiteMetadata!
    }
  `);
};

/**
 * Each interview: its body is checked by the allowlist (src/lib/content/formatted-text.ts), so a
 * file that reached the build without the content check still stops it with its file and line.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, reporter }) => {
  if (node.internal.type !== "Mdx") return;
  const frontmatter = node.frontmatter as { host?: unknown } | undefined;
  const host = frontmatter?.host;
  const contentFile = (node.internal as { contentFilePath?: string }).contentFilePath;
  const file = contentFile ? path.relative(process.cwd(), contentFile) : "an MDX file";
  if (contentFile) {
    const problems = interviewBodyProblems(file, readFileSync(contentFile, "utf8"), String(node.body ?? ""));
    if (problems.length > 0) {
      reporter.panicOnBuild(
        `This interview holds what the site does not allow:\n${problems.map(formatProblem).join("\n")}`,
      );
      return;
    }
  }
  if (typeof host !== "string" || slugify(host) === "") {
    reporter.panicOnBuild(`${file}, front matter "host": the interview host's name is required.`);
    return;
  }
  actions.createNodeField({ node, name: "slug", value: slugify(host) });
  actions.createNodeField({ node, name: "path", value: interviewPath(host) });
};

/**
 * The home page's query lists the newest `articles.limit` articles (content/settings/home.json),
 * so its page data stays the same size however many articles the author writes. A page query's
 * variables come from the page's context, so /home/ is made from a template here, with the limit
 * (createPages runs again whenever the content changes while `npm run develop` runs).
 * @see https://www.gatsbyjs.com/docs/creating-and-modifying-pages/#pass-context-to-pages
 */
const HOME_TEMPLATE = path.resolve("src/templates/home.tsx");

function articleLimit(getNodesByType: (type: string) => Record<string, unknown>[]): number {
  const articles = getNodesByType("HomeSettings")[0]?.articles as { limit?: unknown } | undefined;
  // The content check has already refused a missing or out-of-range limit before any page is made.
  if (typeof articles?.limit !== "number") throw new Error("content/settings/home.json, articles.limit is missing");
  return articles.limit;
}

/** The address of the book /home features (content/settings/home.json, books.featured). */
function featuredBook(getNodesByType: (type: string) => Record<string, unknown>[]): string {
  const books = getNodesByType("HomeSettings")[0]?.books as { featured?: unknown } | undefined;
  // The content check has already refused an address that names no book.
  if (typeof books?.featured !== "string") throw new Error("content/settings/home.json, books.featured is missing");
  return books.featured;
}

interface InterviewPagesQuery {
  allMdx: {
    totalCount: number;
    nodes: { id: string; fields: { path: string }; internal: { contentFilePath: string } }[];
  };
}

interface BookPagesQuery {
  allBook: {
    totalCount: number;
    nodes: { id: string; address: string; series: string }[];
  };
}

/**
 * Each interview's body as HTML (src/lib/content/interview-html.ts), so all of them share one
 * template chunk. It renders only what the allowlist accepts, and throws on anything else. A book's
 * sample is formatted text under the same allowlist, and rendered the same way ("" for none).
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Book: {
      sampleHtml: {
        type: "String!",
        resolve: (source: { sample: string; address: string }) => {
          if (source.sample.trim() === "") return "";
          try {
            return interviewHtml(source.sample);
          } catch (error) {
            throw new Error(`content/books/${source.address}.json, sample: ${(error as Error).message}`);
          }
        },
      },
    },
    Mdx: {
      html: {
        type: "String!",
        resolve: (source: { body: string; internal: { contentFilePath?: string } }) => {
          try {
            return interviewHtml(source.body);
          } catch (error) {
            throw new Error(`${source.internal.contentFilePath ?? "An interview"}: ${(error as Error).message}`);
          }
        },
      },
    },
  });
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, getNodesByType }) => {
  // A real redirect for hosts that read redirects (see _redirects below); src/pages/index.tsx covers the rest.
  REDIRECTS.forEach((redirect) => actions.createRedirect({ ...redirect, redirectInBrowser: false }));
  const featured = featuredBook(getNodesByType);
  // The home page with the current article limit (see HOME_TEMPLATE above).
  actions.createPage({
    path: HOME_PATH,
    component: HOME_TEMPLATE,
    context: { articleLimit: articleLimit(getNodesByType), featuredBook: featured },
  });

  const result = await graphql<InterviewPagesQuery>(`
    query InterviewPages {
      allMdx {
        totalCount
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
    reporter.panicOnBuild("Could not load the interviews from content/interviews/.", result.errors);
    return;
  }
  const template = path.resolve("src/templates/interview.tsx");
  for (const node of result.data.allMdx.nodes) {
    actions.createPage({
      path: node.fields.path,
      component: template,
      context: { id: node.id, featuredBook: featured },
    });
  }
  // The page listing them all, for when the menu shows only the newest (src/lib/build-navigation.ts).
  if (hasInterviewsPage(result.data.allMdx.totalCount)) {
    actions.createPage({ path: INTERVIEWS_PATH, component: path.resolve("src/templates/interviews.tsx"), context: {} });
  }

  // A page for every book, with its series for the other books of it (src/templates/book.tsx).
  const books = await graphql<BookPagesQuery>(`
    query BookPages {
      allBook {
        totalCount
        nodes {
          id
          address
          series
        }
      }
    }
  `);
  if (books.errors || !books.data) {
    reporter.panicOnBuild("Could not load the books from content/books/.", books.errors);
    return;
  }
  const bookTemplate = path.resolve("src/templates/book.tsx");
  for (const node of books.data.allBook.nodes) {
    actions.createPage({
      path: bookPath(node.address),
      component: bookTemplate,
      context: { id: node.id, series: node.series },
    });
  }
  // The page listing them all, once there are two (src/lib/site-path.ts).
  if (hasBooksPage(books.data.allBook.totalCount)) {
    actions.createPage({ path: BOOKS_PATH, component: path.resolve("src/templates/books.tsx"), context: {} });
  }
};

interface PostBuildQuery {
  siteSettings: { newsletterHost: string } | null;
  site: { siteMetadata: { siteUrl: string } } | null;
}

/**
 * Each page's own Content-Security-Policy, then the host files: _headers (security headers and
 * caching, the same for any number of pages), _redirects, robots.txt.
 *
 * The header's policy lets inline scripts through for the pages' <meta> policies to allow by hash
 * (src/lib/content-security-policy.ts): a page without its <meta> policy would run any inline
 * script. So the build stops, naming the page, if any HTML page ends up without exactly its own.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, getNodesByType }) => {
  const publicDir = path.resolve("public");
  // What the author deleted or replaced leaves nothing online: Gatsby clears only pages (src/lib/prune-public.ts).
  const pruned = prunePublic(publicDir, buildRecord(path.resolve("."), getNodesByType("File")));
  if (pruned.length > 0) reporter.info(`Removed what is left of deleted content: public/${pruned.join(", public/")}`);
  // Gatsby is done with its own files in public/ (webpack.stats.json...): only the site is published.
  const buildOnly = removeBuildOnlyFiles(publicDir, path.resolve(BUILD_RECORDS_DIR));
  if (buildOnly.length > 0) reporter.info(`Removed the build's own files from public/: ${buildOnly.length}`);
  const result = await graphql<PostBuildQuery>(`
    query PostBuild {
      siteSettings {
        newsletterHost
      }
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const settings = result.data?.siteSettings;
  const siteUrl = result.data?.site?.siteMetadata.siteUrl;
  if (!settings || !siteUrl) {
    reporter.panicOnBuild("content/settings/site.json could not be read after the build.");
    return;
  }
  const { newsletterHost } = settings;
  const pageProblems = writePagePolicies(publicDir, (hashes) => pagePolicy(hashes, newsletterHost), contentDir());
  if (pageProblems.length > 0) {
    reporter.panicOnBuild(
      `These pages hold code the site does not trust, or would be served without their own script policy:\n${pageProblems.join("\n")}`,
    );
    return;
  }
  const headers = headersFile({ newsletterHost });
  const redirects = redirectsFile(REDIRECTS);
  // Cloudflare would deploy a file over its limits and quietly drop the rules past them.
  const problems = hostLimitProblems({ headers, redirects });
  if (problems.length > 0) {
    reporter.panicOnBuild(`The host files are over Cloudflare Pages' limits:\n${problems.join("\n")}`);
    return;
  }
  writeFileSync(path.join(publicDir, "_headers"), headers);
  writeFileSync(path.join(publicDir, "_redirects"), redirects);
  writeFileSync(path.join(publicDir, "robots.txt"), robotsFile(siteUrl));
};

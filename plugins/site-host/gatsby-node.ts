/** The host's part of the build: only the site published, deleted content pruned, policies, host files. */
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import { BUILD_RECORDS_DIR, ChunkModulesReport, removeBuildOnlyFiles } from "./build-artifacts";
import { contentDir } from "../../src/lib/content/content-dir";
import { pagePolicy } from "./content-security-policy";
import { hostLimitProblems } from "./host-file-limits";
import { writePagePolicies } from "./page-policy-files";
import { buildRecord, prunePublic, WebpackAssetsRecord } from "./prune-public";
import { headersFile, robotsFile } from "./host-files";

/** No source maps (they would publish the code as written); the compilation records what it made. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") {
    actions.setWebpackConfig({ devtool: false, plugins: [new ChunkModulesReport(), new WebpackAssetsRecord()] });
  }
};

/** Prunes public/, gives each page its own policy (or stops the build), then writes _headers and robots.txt. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter, getNodesByType }) => {
  const publicDir = path.resolve("public");
  // What the author deleted or replaced leaves nothing online: Gatsby clears only pages (plugins/site-host/prune-public.ts).
  const pruned = prunePublic(publicDir, buildRecord(path.resolve("."), getNodesByType("File")));
  if (pruned.length > 0) reporter.info(`Removed what is left of deleted content: public/${pruned.join(", public/")}`);
  // Gatsby is done with its own files in public/ (webpack.stats.json...): only the site is published.
  const buildOnly = removeBuildOnlyFiles(publicDir, path.resolve(BUILD_RECORDS_DIR));
  if (buildOnly.length > 0) reporter.info(`Removed the build's own files from public/: ${buildOnly.length}`);
  const settings = getNodesByType("SiteSettings")[0] as (Node & { newsletterHost: string }) | undefined;
  const site = getNodesByType("Site")[0] as (Node & { siteMetadata: { siteUrl?: string } }) | undefined;
  const siteUrl = site?.siteMetadata.siteUrl;
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
  // Cloudflare would deploy a file over its limits and quietly drop the rules past them.
  const problems = hostLimitProblems(headers);
  if (problems.length > 0) {
    reporter.panicOnBuild(`The host files are over Cloudflare Pages' limits:\n${problems.join("\n")}`);
    return;
  }
  writeFileSync(path.join(publicDir, "_headers"), headers);
  writeFileSync(path.join(publicDir, "robots.txt"), robotsFile(siteUrl));
};

/**
 * Build-time APIs: content types, interview page, redirects.
 * @see https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { contentTypeDefs } from "./src/lib/schema";
import { interviewPath, slugify } from "./src/lib/slugify";

// Explicit types rather than inference: a typo in content/ must fail the build, not drift.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs);
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
  // A real redirect for hosts that read Gatsby's redirects; src/pages/index.tsx covers the rest.
  actions.createRedirect({ fromPath: "/", toPath: "/home", isPermanent: true, redirectInBrowser: false });

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

/** The content's part of the build: the check, fonts and CMS first; types, fields, HTML and pages. */
import { readFileSync, watch } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { contentReport, formatProblem } from "../../src/lib/content/report";
import { buildAdmin } from "./admin";
import { subsetFonts } from "./fonts";
import { interviewHtml } from "../../src/lib/content/interview-html";
import { interviewBodyProblems } from "../../src/lib/content/check/mdx-file";
import { contentTypeDefs } from "../../src/lib/content/graphql-sdl";
import { contentDir } from "../../src/lib/content/content-dir";
import { COLLECTIONS, FOLDER_COLLECTIONS, itemAddress, itemFile } from "../../src/lib/content/collections";
import { jsonSchemaOf } from "../../src/lib/content/json-schema";
import { HOME_PATH } from "../../src/lib/site-path";
import { recordItemFiles } from "../site-host/prune-public";
import type { PageItem } from "./collection-build";
import { COLLECTION_BUILDS } from "./collection-builds";
import { writeFeed } from "./feed";
import { shareCardOf, type CardNodes } from "./share-card-pages";
import { cardStats, shareCardImage, writeShareCards } from "./share-cards";
import type { ShareImage } from "../../src/types/seo";

/** The content check first: a problem stops the build with its file, line and field; warnings are shown. */
export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  const { ok, lines } = await contentReport(contentDir());
  if (!ok) reporter.panic(`The content in content/ has problems:\n\n${lines.join("\n")}`);
  lines.filter((line) => line.startsWith("warning: ")).forEach((line) => reporter.warn(line.slice("warning: ".length)));
  reporter.info(lines.at(-1) ?? "");

  const steps = [
    [subsetFonts, "subset the web fonts"],
    [buildAdmin, "build the CMS at /admin/"],
  ] as const;
  for (const [step, what] of steps) {
    try {
      reporter.info(await step());
    } catch (error) {
      reporter.panic(`Could not ${what}:\n\n${String(error)}`, error as Error);
    }
  }
};

// `npm run develop` only: every save under content/ is checked again. The development server does
// not serve HTML from static/ (gatsbyjs/gatsby#13072), so the CMS's page is routed here.
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
      contentReport(contentDir()).then(
        ({ ok, lines }) =>
          ok
            ? reporter.info(lines.join("\n"))
            : reporter.error(`Fix this in content/ (a build would stop here):\n\n${lines.join("\n")}`),
        (error: unknown) => reporter.error("The content check failed", error as Error),
      );
    }, 300);
  });
};

// Types made from the content schema, not inferred: a typo in content/ fails the build.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
  // A page listing a collection, for the footer (FOOTER_LISTINGS below); and site.siteMetadata.siteUrl,
  // the one normalised site URL (gatsby-config), is never null.
  actions.createTypes(`
    type SiteListing implements Node @dontInfer {
      name: String!
      path: String!
      order: Int!
    }
    type SiteSiteMetadata {
      siteUrl: String!
    }
    type Site implements Node {
      siteMetadata: SiteSiteMetadata!
    }
  `);
};

/** The listings the footer links while they exist: one SiteListing node each, resolved when queried. */
const FOOTER_LISTINGS = FOLDER_COLLECTIONS.flatMap((collection) =>
  collection.listing?.footer ? [{ collection, listing: collection.listing, footer: collection.listing.footer }] : [],
);

export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  FOOTER_LISTINGS.forEach(({ collection, listing }, order) => {
    const fields = { name: collection.name, path: listing.path, order };
    actions.createNode({
      ...fields,
      id: createNodeId(`site-listing-${collection.name}`),
      internal: { type: "SiteListing", contentDigest: createContentDigest(fields) },
    });
  });
};

/** The collection whose items are MDX files (collections.ts): gatsby-plugin-mdx makes each an Mdx node. */
const MDX_COLLECTION = FOLDER_COLLECTIONS.find((collection) => collection.extension === "mdx");

/** Each MDX item: its text is checked by the allowlist again, then its address and path become fields. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, reporter }) => {
  if (node.internal.type !== "Mdx" || !MDX_COLLECTION) return;
  const frontmatter = (node.frontmatter ?? {}) as object;
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
  const address = itemAddress(MDX_COLLECTION, frontmatter);
  if (address === "") {
    const { field } = MDX_COLLECTION.address;
    reporter.panicOnBuild(`${file}, front matter "${field}": it makes the page address, and is required.`);
    return;
  }
  actions.createNodeField({ node, name: "slug", value: address });
  actions.createNodeField({ node, name: "path", value: MDX_COLLECTION.path(address) });
};

/** /home/ is made here so its query gets `articles.limit` (and the featured book) in its context. */
const HOME_TEMPLATE = path.resolve("src/templates/home.tsx");

/** A value of content/settings/home.json, which the content check has already vouched for. */
function homeSetting<T extends number | string>(
  getNodesByType: (type: string) => Record<string, unknown>[],
  [section, key]: [string, string],
  type: "number" | "string",
): T {
  const value = (getNodesByType("HomeSettings")[0]?.[section] as Record<string, unknown> | undefined)?.[key];
  if (typeof value !== type) throw new Error(`content/settings/home.json, ${section}.${key} is missing`);
  return value as T;
}

/** A folder collection's items as its pages need them: the address, and what the page's context takes. */
interface ItemPagesQuery {
  [connection: string]: { totalCount: number; nodes: (Record<string, unknown> & { id: string })[] };
}

/** Each interview's body as HTML, every formatted field `x` as `xHtml`, and the collections' computed fields. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const htmlOf = (text: string, where: () => string) => {
    try {
      return interviewHtml(text);
    } catch (error) {
      throw new Error(`${where()}: ${(error as Error).message}`);
    }
  };
  const resolvers: Record<string, Record<string, unknown>> = {
    Mdx: {
      html: {
        type: "String!",
        resolve: (source: { body: string; internal: { contentFilePath?: string } }) =>
          htmlOf(source.body, () => source.internal.contentFilePath ?? "An interview"),
      },
    },
  };
  for (const collection of FOLDER_COLLECTIONS.filter(({ extension }) => extension === "json")) {
    const fields: Record<string, unknown> = {};
    const formatted = Object.entries(jsonSchemaOf(collection).properties ?? {}).filter(([, field]) => field.formatted);
    for (const [key] of formatted) {
      fields[`${key}Html`] = {
        type: "String!",
        resolve: (source: Record<string, unknown>) => {
          const text = String(source[key] ?? "");
          const where = () => `content/${itemFile(collection, String(source[collection.address.field]))}, ${key}`;
          return text.trim() === "" ? "" : htmlOf(text, where);
        },
      };
    }
    for (const [name, { type, resolve }] of Object.entries(collection.computed ?? {})) fields[name] = { type, resolve };
    if (Object.keys(fields).length > 0) resolvers[collection.type] = fields;
  }
  const listingOf = (name: string) => FOOTER_LISTINGS.find(({ collection }) => collection.name === name);
  resolvers.SiteListing = {
    exists: {
      type: "Boolean!",
      resolve: async (source: { name: string }, _args: unknown, context: ResolverContext) => {
        const entry = listingOf(source.name);
        if (!entry) return false;
        // Every node of its type: the one MDX collection (interviews) is all of the Mdx nodes.
        const { totalCount } = await context.nodeModel.findAll({ type: entry.collection.type });
        return entry.listing.exists(await totalCount());
      },
    },
    label: {
      type: "String!",
      resolve: async (source: { name: string }, _args: unknown, context: ResolverContext) => {
        const footer = listingOf(source.name)?.footer;
        const settings = (await context.nodeModel.findOne({ type: "SiteSettings", query: {} })) as Record<
          string,
          Record<string, unknown>
        > | null;
        const label = footer && settings?.[footer.section]?.[footer.field];
        if (typeof label !== "string")
          throw new Error(`content/settings/site.json has no text for the link to ${source.name}`);
        return label;
      },
    },
  };
  createResolvers(resolvers);
};

/** What Gatsby gives a resolver: its node model, to read nodes (and follow them in \`develop\`). */
interface ResolverContext {
  nodeModel: {
    findAll(args: { type: string }): Promise<{ totalCount: () => Promise<number> }>;
    findOne(args: { type: string; query: object }): Promise<unknown>;
  };
}

/** Each page's share card, by its path: what plugins/site-render writes into its <head> (SHARE_CARDS_FILE). */
const shareCards = new Map<string, ShareImage>();

/** How many cards are drawn at once: enough for every core, few enough that their pixels stay small. */
const CARDS_AT_ONCE = 4;

type NewPage = { path: string; component: string; context?: Record<string, unknown> };

/** Draws a page's share card before the pages are rendered (none for a page with nothing to show). */
async function drawShareCard(nodes: CardNodes, page: NewPage): Promise<void> {
  const card = shareCardOf(nodes, page);
  if (card) shareCards.set(page.path, await shareCardImage(path.resolve("public"), card, `The page ${page.path}`));
}

/** The pages of src/pages (press, 404, the redirect at /) get theirs here: Gatsby creates them, not createPages. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, getNode, getNodesByType }) =>
  drawShareCard({ getNode, getNodesByType }, page);

/** Every page is made by now, and the page renderer not yet built: it bundles the cards' record. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ getNodesByType }) => {
  const site = getNodesByType("Site")[0] as { siteMetadata?: { siteUrl?: string } } | undefined;
  writeShareCards(site?.siteMetadata?.siteUrl ?? "", shareCards);
};

export const createPages: GatsbyNode["createPages"] = async ({
  graphql,
  actions,
  reporter,
  getNode,
  getNodesByType,
}) => {
  const createPage = async (page: NewPage) => {
    await drawShareCard({ getNode, getNodesByType }, page);
    actions.createPage(page);
  };
  const featured = homeSetting<string>(getNodesByType, ["books", "featured"], "string");
  // What pages take from the collections' builds (collection-builds.ts): /home's next events, a book's.
  const provided: Record<string, (item?: PageItem) => unknown> = {};
  for (const build of Object.values(COLLECTION_BUILDS)) {
    Object.assign(provided, await build.provides?.({ graphql, getNodesByType }));
  }
  // A key of a page's context: a build's value for the item, the featured book, or the item's own.
  const valueOf = (key: string, item?: PageItem) =>
    Object.hasOwn(provided, key) ? provided[key](item) : key === "featuredBook" ? featured : item?.[key];
  const contextOf = (keys: readonly string[] = [], item?: PageItem) =>
    Object.fromEntries(keys.map((key) => [key, valueOf(key, item)]).filter(([, value]) => value !== undefined));
  await createPage({
    path: HOME_PATH,
    component: HOME_TEMPLATE,
    context: {
      articleLimit: homeSetting<number>(getNodesByType, ["articles", "limit"], "number"),
      featuredBook: featured,
      ...contextOf(COLLECTIONS.home.context),
    },
  });

  // Each folder collection's pages (collections.ts): one per item, and the page listing them all.
  for (const collection of FOLDER_COLLECTIONS) {
    const connection = `all${collection.type}`;
    const mdx = collection.extension === "mdx";
    const own = (collection.page.context ?? []).filter(
      (key) => !Object.hasOwn(provided, key) && key !== "featuredBook",
    );
    const result = await graphql<ItemPagesQuery>(`
      query ${collection.type}Pages {
        ${connection} {
          totalCount
          nodes {
            id
            ${mdx ? "fields { slug }" : collection.address.field}
            ${own.join("\n")}
          }
        }
      }
    `);
    if (result.errors || !result.data) {
      reporter.panicOnBuild(
        `Could not load the ${collection.folder} from content/${collection.folder}/.`,
        result.errors,
      );
      return;
    }
    const { totalCount, nodes } = result.data[connection];
    const template = path.resolve(collection.page.template);
    const pages = nodes.map((node) => {
      const address = mdx ? (node.fields as { slug: string }).slug : String(node[collection.address.field]);
      const context = { id: node.id, ...contextOf(collection.page.context, node) };
      return { path: collection.path(address), component: template, context };
    });
    // A few cards at a time side by side (resvg and sharp work off the main thread), the pages in order.
    for (let first = 0; first < pages.length; first += CARDS_AT_ONCE) {
      const some = pages.slice(first, first + CARDS_AT_ONCE);
      await Promise.all(some.map((page) => drawShareCard({ getNode, getNodesByType }, page)));
      some.forEach((page) => actions.createPage(page));
    }
    const { listing } = collection;
    if (listing?.exists(totalCount)) {
      const context = listing.context?.() ?? {};
      await createPage({ path: listing.path, component: path.resolve(listing.template), context });
    }
  }
};

/** The collections' own files, the site's feed and the pages' cards, once the pages are built: the record for site-host's pruning. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, getNodesByType, reporter }) => {
  const written: string[] = [];
  try {
    for (const build of Object.values(COLLECTION_BUILDS)) {
      written.push(...((await build.writeFiles?.({ graphql, getNodesByType }, path.resolve("public"))) ?? []));
    }
    written.push(
      await writeFeed({ graphql }, path.resolve("public")),
      ...new Set([...shareCards.values()].map(({ src }) => src.slice(1))),
    );
  } catch (error) {
    reporter.panicOnBuild(`Could not write the collections' own files:\n\n${String(error)}`, error as Error);
    return;
  }
  recordItemFiles(path.resolve("."), written);
  if (written.length > 0) reporter.info(`Wrote the collections' own files: ${written.length}`);
  const { drawn, kept, seconds } = cardStats;
  reporter.info(`Share cards: ${drawn} drawn (${seconds.toFixed(1)} s of drawing), ${kept} unchanged`);
};

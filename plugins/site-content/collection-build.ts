/**
 * What a collection's build is (the registry is collection-builds.ts): its own module, apart from
 * the registry that imports every build, so a build imports these types without importing itself
 * back through the registry.
 */
import type { GatsbyNode } from "gatsby";

type CreatePagesArgs = Parameters<NonNullable<GatsbyNode["createPages"]>>[0];

/** What a collection's build reads: GraphQL and the nodes, as createPages and onPostBuild have them. */
export interface BuildTools {
  graphql: CreatePagesArgs["graphql"];
  getNodesByType: CreatePagesArgs["getNodesByType"];
}

/** A page's item, as the pages' query read it (none for /home/). */
export type PageItem = Record<string, unknown>;

export interface CollectionBuild {
  /**
   * What other pages take in their context from this collection, by key (a page's declared
   * `context` names the key): called once a build, each value is given the page's item (none for
   * /home/) and gives the value, or undefined to leave the key out of that page's context.
   */
  provides?: (tools: BuildTools) => Promise<Readonly<Record<string, (item?: PageItem) => unknown>>>;
  /**
   * Writes the collection's files (its declaration's `files`) into `publicDir`, after the pages are
   * built, and returns them, relative to `publicDir`; a file it cannot make throws.
   */
  writeFiles?: (tools: BuildTools, publicDir: string) => Promise<string[]>;
}

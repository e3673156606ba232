/** What a collection's build is: apart from the registry (collection-builds.ts), so no build imports itself. */
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
  /** Values other pages' `context` names, by key: given the page's item, undefined leaves the key out. */
  provides?: (tools: BuildTools) => Promise<Readonly<Record<string, (item?: PageItem) => unknown>>>;
  /** Writes the collection's `files` into `publicDir` after the pages, and returns them, relative to it. */
  writeFiles?: (tools: BuildTools, publicDir: string) => Promise<string[]>;
}

/**
 * The production build's script manifest (src/lib/page-scripts.ts), compiled into the HTML
 * renderer by gatsby-node's onCreateWebpackConfig; null in `gatsby develop`, and not defined
 * outside Gatsby's renderer (tests).
 */
declare const __SCRIPT_MANIFEST__: Record<string, string[]> | null;

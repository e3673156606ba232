/**
 * Browser APIs.
 * @see https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 */
import { CacheProvider } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
// The web fonts, one small file per face made at build time (src/theme/font-faces.ts).
import "./src/fonts/generated/subset.css";
import { PageRoot, Root } from "./src/components/layout/root";
import { createClientCache } from "./src/theme/emotion-cache";

const { cache, hasServerStyles } = createClientCache(document);

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={cache}>
    <Root>{element}</Root>
  </CacheProvider>
);

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => (
  <PageRoot globalStyles={!hasServerStyles}>{element}</PageRoot>
);

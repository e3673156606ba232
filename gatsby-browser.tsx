/**
 * Browser APIs.
 * @see https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 */
import { CacheProvider } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
import type { Renderer } from "react-dom";
// The web fonts, one small file per face made at build time (src/theme/font-faces.ts).
import "./src/fonts/generated/subset.css";
import { PageRoot, Root } from "./src/components/layout/root";
import { createClientCache } from "./src/theme/emotion-cache";
import { hydrateInTransition } from "./src/lib/hydrate";

const { cache, hasServerStyles } = createClientCache(document);

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={cache}>
    <Root>{element}</Root>
  </CacheProvider>
);

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => (
  <PageRoot globalStyles={!hasServerStyles}>{element}</PageRoot>
);

// Gatsby's type is still the legacy ReactDOM.render signature; Gatsby calls the renderer as
// (element, container) and ignores what it returns.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as Renderer;

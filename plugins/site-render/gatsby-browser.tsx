/**
 * How the browser renders every page: with the client's Emotion cache, which takes over the
 * styles the server wrote (gatsby-ssr.tsx), inside the site's PageRoot, and with the web fonts.
 * One module on purpose: each plugin's gatsby-browser is a module of its own in every page's app
 * script (a second one, for the web fonts in plugins/site-speed, added 31 B a page, compressed).
 * @see https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 * @see https://www.gatsbyjs.com/docs/creating-a-local-plugin/
 */
import { CacheProvider } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
// The web fonts, one small file per face made at build time (src/theme/font-faces.ts).
import "../../src/fonts/generated/subset.css";
import { PageRoot } from "../../src/components/layout/root";
import { pageCarriesGlobalStyles } from "../../src/lib/site-path";
import { switchOnCachedWebFonts } from "../../src/lib/web-fonts";
import { createClientCache } from "../../src/theme/emotion-cache";

const { cache, hasServerStyles } = createClientCache(document);
// The global styles are in the document when the server wrote its styles (not under `gatsby
// develop`) and the page it loaded carries them; otherwise the browser adds them, once.
const hasGlobalStyles = hasServerStyles && pageCarriesGlobalStyles(window.location.pathname);

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={cache}>{element}</CacheProvider>
);

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => (
  <PageRoot globalStyles={!hasGlobalStyles}>{element}</PageRoot>
);

// A first visit's first page may have kept its fallback fonts (src/lib/web-fonts.ts); the next is drawn in the web fonts.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) switchOnCachedWebFonts(document);
};

/**
 * How the server renders every page: inside the site's PageRoot, with Emotion's critical CSS and
 * the web fonts in <head>, and the page's data preloaded (a speed technique, docs/PERFORMANCE.md).
 * Its browser half is gatsby-browser.tsx.
 * @see https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
 * @see https://www.gatsbyjs.com/docs/creating-a-local-plugin/
 */
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { PageRoot } from "../../src/components/layout/root";
import { pageDataPreloads, type PageParts } from "./page-preloads";
import { pageCarriesGlobalStyles } from "../../src/lib/site-path";
// Written by the font step before any build (plugins/site-content/fonts.ts); bundled, so Gatsby sees when it changes.
import webFonts from "../../src/fonts/generated/head.json";

/** The global styles and the design tokens, on every page that carries them (pageCarriesGlobalStyles). */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageRoot globalStyles={pageCarriesGlobalStyles(props.location.pathname)}>{element}</PageRoot>
);

/**
 * Emotion's critical CSS goes into <head> as a few <style> tags instead of one tag before every
 * styled element, as Emotion documents for server rendering with @emotion/server: the browser's
 * cache (Emotion's default, key "css") takes them over by their data-emotion attribute. Only one
 * plugin of the site may implement replaceRenderer.
 * @see https://emotion.sh/docs/ssr#advanced-approach
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: "css" });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const chunks = extractCriticalToChunks(renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>));
  replaceBodyHTMLString(chunks.html);
  setHeadComponents(
    // A page with no styles of its own (the redirect at the root) gets no empty tag either.
    chunks.styles
      .filter((style) => style.css !== "")
      .map((style) => (
        <style
          key={style.key + style.ids.join(" ")}
          data-emotion={`${style.key} ${style.ids.join(" ")}`}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      )),
  );
};

/**
 * The web fonts, as the platform documents them: their @font-face rules (font-display: swap, each
 * with a metric-matched fallback face) and a preload for each file the first screen needs, its
 * URL the rule's own, all written by the font step (plugins/site-content/fonts.ts). Then the page's
 * data, the app's and its static queries', preloaded from the end of <body>, just before Gatsby's
 * script tags, so the runtime finds them in the cache instead of asking for them after its scripts
 * have run (plugins/site-render/page-preloads.ts). The runtime fetches data without credentials, as these
 * hints do, so the browser uses the preloaded copies.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  loadPageDataSync,
  setHeadComponents,
  setPostBodyComponents,
}) => {
  setHeadComponents([
    ...webFonts.preloads.map((href) => (
      <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
    )),
    <style key="web-fonts" id="web-fonts" dangerouslySetInnerHTML={{ __html: webFonts.css }} />,
  ]);
  const page = loadPageDataSync ? (loadPageDataSync(pathname) as unknown as PageParts) : null;
  setPostBodyComponents(
    pageDataPreloads(pathname, page).map((href) => (
      <link key={href} rel="preload" as="fetch" href={href} crossOrigin="anonymous" />
    )),
  );
};

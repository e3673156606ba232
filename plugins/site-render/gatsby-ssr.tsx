/**
 * How the server renders every page: inside the site's PageRoot, with Emotion's critical CSS in
 * <head>, the web fonts deferred and the page's data preloaded (the last two are speed techniques,
 * docs/PERFORMANCE.md). Its browser half is gatsby-browser.tsx.
 * @see https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
 * @see https://www.gatsbyjs.com/docs/creating-a-local-plugin/
 */
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { PageRoot } from "../../src/components/layout/root";
import { deferWebFonts } from "../../src/lib/head-components";
import { pageDataPreloads, type PageParts } from "../../src/lib/page-preloads";
import { pageCarriesGlobalStyles } from "../../src/lib/site-path";
import { EMOTION_KEY, SERVER_STYLES_ATTRIBUTE } from "../../src/theme/emotion-cache";

/** The global styles and the design tokens, on every page that carries them (pageCarriesGlobalStyles). */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageRoot globalStyles={pageCarriesGlobalStyles(props.location.pathname)}>{element}</PageRoot>
);

/**
 * Emotion's critical CSS goes into <head> as a few <style> tags instead of one tag before
 * every styled element: the browser computes styles once while parsing, not ninety times.
 * The client's cache (same key) is told their ids and leaves the tags where they are: see
 * src/theme/emotion-cache.ts. Only one plugin of the site may implement replaceRenderer.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: EMOTION_KEY });
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
          {...{ [SERVER_STYLES_ATTRIBUTE]: `${style.key} ${style.ids.join(" ")}` }}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      )),
  );
};

/** The web fonts switch on once the page has loaded (src/lib/web-fonts.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    deferWebFonts(getHeadComponents() as ReactNode[], { production: process.env.NODE_ENV === "production" }),
  );
};

/**
 * The page's data, the app's and its static queries' are preloaded from the end of <body>, just
 * before Gatsby's script tags, so the runtime finds them in the cache instead of asking for them
 * after its scripts have run (src/lib/page-preloads.ts). The runtime fetches data without
 * credentials, as these hints do, so the browser uses the preloaded copies.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, loadPageDataSync, setPostBodyComponents }) => {
  const page = loadPageDataSync ? (loadPageDataSync(pathname) as unknown as PageParts) : null;
  setPostBodyComponents(
    pageDataPreloads(pathname, page).map((href) => (
      <link key={href} rel="preload" as="fetch" href={href} crossOrigin="anonymous" />
    )),
  );
};

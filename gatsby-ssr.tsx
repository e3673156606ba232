/**
 * Server-rendering APIs.
 * @see https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
 */
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { PageRoot, Root } from "./src/components/layout/root";
import { deferWebFonts } from "./src/lib/head-components";
import { pageDataPreloads } from "./src/lib/page-data-preloads";
import { EMOTION_KEY, SERVER_STYLES_ATTRIBUTE } from "./src/theme/emotion-cache";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <Root>{element}</Root>;

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <PageRoot>{element}</PageRoot>;

/**
 * Emotion's critical CSS goes into <head> as a few <style> tags instead of one tag before
 * every styled element: the browser computes styles once while parsing, not ninety times.
 * The client's cache (same key) is told their ids and leaves the tags where they are: see
 * src/theme/emotion-cache.ts.
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
    chunks.styles.map((style) => (
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
  replaceHeadComponents(deferWebFonts(getHeadComponents() as ReactNode[]));
};

/**
 * The page's data is preloaded with the HTML, so Gatsby's runtime finds it in the cache when its
 * scripts have run instead of asking for it then (src/lib/page-data-preloads.ts). The runtime
 * fetches it without credentials, as these hints do, so the browser uses the preloaded copy.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  setHeadComponents(
    pageDataPreloads(pathname).map((href) => (
      <link key={href} rel="preload" as="fetch" href={href} crossOrigin="anonymous" />
    )),
  );
};

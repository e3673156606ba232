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
import { PageRoot } from "./src/components/layout/root";
import { deferWebFonts } from "./src/lib/head-components";
import { pagePreloads, type PageParts, type Preload } from "./src/lib/page-preloads";
import { pageCarriesGlobalStyles } from "./src/lib/site-path";
import { EMOTION_KEY, SERVER_STYLES_ATTRIBUTE } from "./src/theme/emotion-cache";

/** The global styles and the design tokens, on every page that carries them (pageCarriesGlobalStyles). */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageRoot globalStyles={pageCarriesGlobalStyles(props.location.pathname)}>{element}</PageRoot>
);

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
  replaceHeadComponents(deferWebFonts(getHeadComponents() as ReactNode[]));
};

// React 18 does not know fetchPriority yet; the lower-case attribute passes through.
const preloadLink = ({ href, as, priority }: Preload) =>
  as === "fetch" ? (
    <link key={href} rel="preload" as="fetch" href={href} crossOrigin="anonymous" />
  ) : (
    <link key={href} rel="preload" as="script" href={href} {...(priority ? { fetchpriority: priority } : {})} />
  );

/**
 * What the page needs before it answers a tap is preloaded, so Gatsby's runtime finds it in the
 * cache instead of asking for it one step at a time: the app's scripts from the <head>, the page's
 * data and its component's scripts from the end of <body>, just before Gatsby's script tags
 * (src/lib/page-preloads.ts). The runtime fetches data without credentials, as these hints do, so
 * the browser uses the preloaded copies. `gatsby develop` renders its HTML without page data or a
 * script manifest: data only. The manifest is compiled into this renderer by gatsby-node
 * (src/lib/page-scripts.ts).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  loadPageDataSync,
  setHeadComponents,
  setPostBodyComponents,
}) => {
  const page = loadPageDataSync ? (loadPageDataSync(pathname) as unknown as PageParts) : null;
  const manifest = page && typeof __SCRIPT_MANIFEST__ !== "undefined" ? __SCRIPT_MANIFEST__ : null;
  const { head, endOfBody } = pagePreloads(pathname, manifest, page);
  setHeadComponents(head.map(preloadLink));
  setPostBodyComponents(endOfBody.map(preloadLink));
};

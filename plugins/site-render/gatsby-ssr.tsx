/** Every page inside PageRoot, with Emotion's critical CSS and the web fonts in <head>, its data preloaded. */
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
// Each page's share card, recorded by the build before the pages are rendered (plugins/site-content/share-cards.ts):
// in <head> only, so the page's data (and weight) stays as it was.
import recordedCards from "../../src/fonts/generated/share-cards.json";

/** The record by any path (TypeScript reads a built record's own paths as its only keys). */
const shareCards: Record<string, { src: string; width: number; height: number; alt: string }> = recordedCards;

/** The global styles and the design tokens, on every page that carries them (pageCarriesGlobalStyles). */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageRoot globalStyles={pageCarriesGlobalStyles(props.location.pathname)}>{element}</PageRoot>
);

/**
 * Emotion's critical CSS as a few <style> tags in <head>, which the browser's cache takes over by
 * their data-emotion attribute. Only one plugin may implement replaceRenderer.
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
 * The web fonts' rules (written by the font step) and the page's share card, then the page's data preloaded at
 * the end of <body> (page-preloads.ts), without credentials as the runtime fetches it.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  loadPageDataSync,
  setHeadComponents,
  setPostBodyComponents,
}) => {
  setHeadComponents([<style key="web-fonts" id="web-fonts" dangerouslySetInnerHTML={{ __html: webFonts.css }} />]);
  const card = Object.hasOwn(shareCards, pathname) ? shareCards[pathname] : undefined;
  setHeadComponents(
    card
      ? [
          <meta key="og:image" property="og:image" content={card.src} />,
          <meta key="og:image:width" property="og:image:width" content={String(card.width)} />,
          <meta key="og:image:height" property="og:image:height" content={String(card.height)} />,
          <meta key="og:image:alt" property="og:image:alt" content={card.alt} />,
          <meta key="twitter:card" name="twitter:card" content="summary_large_image" />,
          <meta key="twitter:image" name="twitter:image" content={card.src} />,
          <meta key="twitter:image:alt" name="twitter:image:alt" content={card.alt} />,
        ]
      : [<meta key="twitter:card" name="twitter:card" content="summary" />],
  );
  const page = loadPageDataSync ? (loadPageDataSync(pathname) as unknown as PageParts) : null;
  setPostBodyComponents(
    pageDataPreloads(pathname, page).map((href) => (
      <link key={href} rel="preload" as="fetch" href={href} crossOrigin="anonymous" />
    )),
  );
};

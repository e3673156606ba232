/**
 * Server-rendering APIs.
 * @see https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
 */
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { Root } from "./src/components/layout/root";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <Root>{element}</Root>;

/**
 * Emotion's critical CSS goes into <head> as a few <style> tags instead of one tag before
 * every styled element: the browser computes styles once while parsing, not ninety times.
 * The client's cache (same "css" key) adopts these tags on hydration.
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
    chunks.styles.map((style) => (
      <style
        key={style.key + style.ids.join(" ")}
        data-emotion={`${style.key} ${style.ids.join(" ")}`}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    )),
  );
};

import createCache, { type EmotionCache } from "@emotion/cache";

/** The attribute on the <style> tags gatsby-ssr writes: the cache key, then the style ids. */
export const SERVER_STYLES_ATTRIBUTE = "data-emotion-ssr";

/** Emotion's class-name prefix, the same on server and client so class names match. */
export const EMOTION_KEY = "css";

/** The key @emotion/server gives the chunk of global styles (`<Global>`) it extracts. */
export const GLOBAL_CHUNK_KEY = `${EMOTION_KEY}-global`;

/**
 * The browser's Emotion cache, told which styles the server already wrote into <head>.
 *
 * Emotion's own hydration moves every server <style> tag to the end of <head>, which makes the
 * browser recalculate style and layout for the whole page right after the script loads (a
 * 70 ms task on this machine, four times that on a slow phone). The server tags carry their own
 * attribute instead, so Emotion leaves them alone; their ids are marked inserted here, so it
 * does not insert those rules a second time. `hasGlobalStyles` says whether the server wrote the
 * global styles (Emotion's chunk keyed `css-global`): not under `gatsby develop`, where nothing is
 * server-rendered, nor on a page rendered without them (the redirect at the root); the client then
 * inserts them itself.
 */
export function createClientCache(doc: Document): { cache: EmotionCache; hasGlobalStyles: boolean } {
  const cache = createCache({ key: EMOTION_KEY });
  let hasGlobalStyles = false;
  doc.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`).forEach((tag) => {
    const [chunk, ...ids] = (tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? "").split(" ");
    if (chunk === GLOBAL_CHUNK_KEY) hasGlobalStyles = true;
    ids.filter(Boolean).forEach((id) => {
      cache.inserted[id] = true;
    });
  });
  return { cache, hasGlobalStyles };
}

import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * The attribute on the <style> tags the server writes (plugins/site-render/gatsby-ssr.tsx): the
 * cache key, then the style ids.
 */
export const SERVER_STYLES_ATTRIBUTE = "data-emotion-ssr";

/** Emotion's class-name prefix, the same on server and client so class names match. */
export const EMOTION_KEY = "css";

/**
 * The browser's Emotion cache, told which styles the server already wrote into <head>.
 *
 * Emotion's own hydration moves every server <style> tag to the end of <head>, which makes the
 * browser recalculate style and layout for the whole page right after the script loads (a
 * 70 ms task on this machine, four times that on a slow phone). The server tags carry their own
 * attribute instead, so Emotion leaves them alone; their ids are marked inserted here, so it
 * does not insert those rules a second time. `hasServerStyles` is false under `gatsby develop`,
 * where nothing is server-rendered and the client must insert everything, global styles too.
 */
export function createClientCache(doc: Document): { cache: EmotionCache; hasServerStyles: boolean } {
  const cache = createCache({ key: EMOTION_KEY });
  const tags = doc.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`);
  tags.forEach((tag) => {
    const [, ...ids] = (tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? "").split(" ");
    ids.filter(Boolean).forEach((id) => {
      cache.inserted[id] = true;
    });
  });
  return { cache, hasServerStyles: tags.length > 0 };
}

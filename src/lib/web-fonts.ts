import { afterLoadJs, inlineJson as literal } from "./after-load";

/**
 * The web fonts are applied once the page has loaded, on a first visit.
 *
 * Text is first drawn in local fallback fonts scaled to the web fonts' metrics
 * (src/theme/font-fallbacks.ts), so the swap moves nothing. Fetched with the HTML instead (as
 * preloads, or found by the first layout), the three files (57 KB) share a slow phone's
 * connection with the document and make every measure of the first paint wait for them; the
 * text needs none of them to be read. Fetched right after the first paint, they still share it
 * with the page's scripts, and the page answers a tap later (docs/PERFORMANCE.md). So the
 * @font-face rules ship in a <style media="print"> the screen ignores, and a small script in
 * <head> switches it to all media after the load event, loading the three files at once. Once they have loaded, the
 * script notes it (localStorage, keyed by the files' hashed names): on later visits the fonts are
 * in the browser's cache and are switched on before the first paint, so the text is never
 * drawn twice. Without JavaScript a <noscript> copy of the rules applies them as usual.
 */
export const WEB_FONTS_ID = "web-fonts";
export const WEB_FONTS_STORAGE_KEY = "web-fonts";

/** A short, stable hash of a string (FNV-1a, 32 bits, base 36). */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The version of a set of @font-face rules: changes whenever a file (hashed name) changes. */
export function fontsVersion(css: string): string {
  return shortHash([...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]).join(" "));
}

/** One @font-face rule, as the FontFace constructor takes it. */
export interface FontFaceRule {
  family: string;
  /** The rule's src, e.g. `url(/static/a.woff2) format("woff2")`. */
  source: string;
  descriptors: { style?: string; weight?: string; display?: string; unicodeRange?: string };
}

const DESCRIPTORS: Record<string, keyof FontFaceRule["descriptors"]> = {
  "font-style": "style",
  "font-weight": "weight",
  "font-display": "display",
  "unicode-range": "unicodeRange",
};

/** The @font-face rules of a stylesheet (as written by the build: one declaration per property). */
export function parseFontFaces(css: string): FontFaceRule[] {
  return [...css.matchAll(/@font-face\s*\{([^{}]*)\}/g)].map(([, body]) => {
    const rule: FontFaceRule = { family: "", source: "", descriptors: {} };
    for (const declaration of body.split(";")) {
      const colon = declaration.indexOf(":");
      if (colon < 0) continue;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      if (property === "font-family") rule.family = value.replace(/^["']|["']$/g, "");
      else if (property === "src") rule.source = value;
      else if (DESCRIPTORS[property]) rule.descriptors[DESCRIPTORS[property]] = value;
    }
    return rule;
  });
}

/**
 * The inline <head> script. On a first visit the faces are loaded as FontFace objects and added
 * to the document together once all have arrived, so the page is laid out again once, not once
 * per file; on a later visit the stylesheet is switched on before the first paint.
 */
export function webFontsSwitch(version: string, faces: readonly FontFaceRule[]): string {
  return [
    `(function(){var sheet=document.getElementById(${literal(WEB_FONTS_ID)});if(!sheet)return;`,
    `var key=${literal(WEB_FONTS_STORAGE_KEY)},version=${literal(version)};`,
    'function on(){sheet.media="all"}',
    "try{if(localStorage.getItem(key)===version){on();return}}catch(e){}",
    "function load(){if(!window.FontFace||!document.fonts){on();return}",
    `var faces=${literal(faces)}.map(function(f){return new FontFace(f.family,f.source,f.descriptors)});`,
    "Promise.all(faces.map(function(face){return face.load()})).then(function(){",
    "faces.forEach(function(face){document.fonts.add(face)});",
    "try{localStorage.setItem(key,version)}catch(e){}",
    "},on)}",
    afterLoadJs("load"),
    "})()",
  ].join("");
}

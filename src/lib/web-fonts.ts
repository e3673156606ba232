import { afterLoadJs, inlineJson } from "./after-load";

/**
 * The web fonts are applied once the page has loaded, on a first visit.
 *
 * Text is first drawn in the system's fonts (src/theme/tokens.ts). Fetched with the HTML instead
 * (as preloads, or found by the first layout), the three files (57 KB) share a slow phone's
 * connection with the document and make every measure of the first paint wait for them; the
 * text needs none of them to be read. Fetched right after the first paint, they still share it
 * with the page's scripts, and the page answers a tap later (docs/PERFORMANCE.md). So the
 * @font-face rules ship in a <style media="print"> the screen ignores, and a small script in
 * <head> loads the three files at once after the load event.
 *
 * The faces go in once the browser is next idle (requestIdleCallback): adding them lays the whole
 * page out again in the new fonts, a task as long as the first layout, and on a slow phone the
 * files arrive while the page is still starting (its scripts run, React hydrates it). Then a tap
 * would wait behind that layout; at the next idle moment there is no start-up work left to delay.
 * WEB_FONTS_IDLE_TIMEOUT_MS bounds the wait for a browser that is never idle.
 *
 * While a modal dialog is open (a first visit's newsletter dialog), the faces wait until it closes
 * and the browser is next idle again. Behind the dialog the page is inert and dimmed: laying it
 * out again there is work no one sees, on a phone still busy with the start-up, and the dialog's
 * own text would be compared too, so a heading that wraps onto another line in the web font
 * recentred the dialog, the check took the faces out again and the page was laid out a third time.
 * Once it is closed, the check compares the page alone.
 *
 * The web fonts are wider or narrower than the system's, so a line can wrap elsewhere in them
 * and what follows would jump. So the script adds the faces, reads where the first screen's text now lies, and if
 * anything moved takes them out again in the same task, before the screen is painted: that page
 * keeps the system's fonts, and the next one (switchOnCachedWebFonts, on Gatsby's route update)
 * is drawn in the web fonts from the start.
 *
 * The font stacks name the web fonts first all along (src/theme/tokens.ts), so adding the faces
 * changes no style: the page is laid out again in the new fonts, but no element is restyled. A
 * switch that changed the stacks instead (a custom property on :root) restyled every element first.
 *
 * Once the files have loaded, the script notes it (localStorage, keyed by the files' hashed
 * names): on later visits the fonts are in the browser's cache and are switched on before the
 * first paint, so the text is never drawn twice. Without JavaScript a <noscript> copy of the
 * rules applies them as usual.
 */
export const WEB_FONTS_ID = "web-fonts";

/** The id of the switch's inline script, by which the page policy trusts it (src/lib/page-policy.ts). */
export const WEB_FONTS_SWITCH_ID = "web-fonts-switch";
export const WEB_FONTS_STORAGE_KEY = "web-fonts";
/** The longest the loaded faces wait for the browser to be idle before they go in, in ms. */
export const WEB_FONTS_IDLE_TIMEOUT_MS = 3000;
/** The open modal dialog that holds the faces back until it closes. */
export const MODAL_SELECTOR = "dialog:modal";
/** Set on the stylesheet when the faces were held back for this page (see switchOnCachedWebFonts). */
export const WEB_FONTS_HELD_ATTRIBUTE = "data-held";

/**
 * The elements whose place on the first screen must not change when the fonts go in: every kind
 * that holds text. Their top and height, rounded to the pixel, are compared.
 */
export const TEXT_ELEMENTS = "h1,h2,h3,h4,h5,h6,p,li,a,button,blockquote,figcaption,time,dt,dd,label,span";

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
 * to the document together once all have arrived and the browser is idle, so the page is laid out
 * again once, not once per file; if that moved any text on the screen they are taken out again at
 * once (see above). On a later visit the stylesheet is switched on before the first paint.
 */
export function webFontsSwitch(version: string, faces: readonly FontFaceRule[]): string {
  return [
    `(function(){var sheet=document.getElementById(${inlineJson(WEB_FONTS_ID)});if(!sheet)return;`,
    `var key=${inlineJson(WEB_FONTS_STORAGE_KEY)},version=${inlineJson(version)};`,
    'function on(){sheet.media="all"}',
    "try{if(localStorage.getItem(key)===version){on();return}}catch(e){}",
    // Where the text on the screen lies: each text element's top and height, to the pixel.
    `function where(){var out=[],all=document.body.querySelectorAll(${inlineJson(TEXT_ELEMENTS)});`,
    "for(var i=0;i<all.length;i++){",
    "var r=all[i].getBoundingClientRect();",
    "if(r.width>1&&r.bottom>0&&r.top<innerHeight)out.push(Math.round(r.top)+' '+Math.round(r.height))}",
    "return out.join()}",
    // Where requestIdleCallback is missing (Safari), the next task.
    "function idle(task){if(window.requestIdleCallback)requestIdleCallback(task,",
    `{timeout:${WEB_FONTS_IDLE_TIMEOUT_MS}});else setTimeout(task,0)}`,
    "function load(){if(!window.FontFace||!document.fonts){on();return}",
    `var faces=${inlineJson(faces)}.map(function(f){return new FontFace(f.family,f.source,f.descriptors)});`,
    // A modal dialog open over the page holds them back (a browser without :modal throws: none).
    `function settle(){var open=null;try{open=document.querySelector(${inlineJson(MODAL_SELECTOR)})}catch(e){}`,
    'if(open){open.addEventListener("close",function(){idle(settle)},{once:true});return}',
    "var before=where();",
    "faces.forEach(function(face){document.fonts.add(face)});",
    "if(where()!==before){faces.forEach(function(face){document.fonts.delete(face)});",
    `sheet.setAttribute(${inlineJson(WEB_FONTS_HELD_ATTRIBUTE)},"")}`,
    "try{localStorage.setItem(key,version)}catch(e){}}",
    "Promise.all(faces.map(function(face){return face.load()})).then(function(){idle(settle)},on)}",
    afterLoadJs("load"),
    "})()",
  ].join("");
}

/**
 * On the way to another page (Gatsby's route update): if this visit's first page kept its fallback
 * fonts because the web fonts would have moved its text, the files are in the cache by now, so
 * the stylesheet goes on and the new page is drawn in the web fonts from the start.
 */
export function switchOnCachedWebFonts(document: Document): void {
  const sheet = document.getElementById(WEB_FONTS_ID);
  if (!(sheet instanceof HTMLStyleElement) || !sheet.hasAttribute(WEB_FONTS_HELD_ATTRIBUTE)) return;
  sheet.removeAttribute(WEB_FONTS_HELD_ATTRIBUTE);
  sheet.media = "all";
}

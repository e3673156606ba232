import path from "node:path";

/** Where the font step (./fonts.ts) writes the subset files, content-hashed; Gatsby copies static/ into the site. */
export const FONT_FILES_DIR = path.resolve("static/fonts");
/** Their address on the site: a file's URL is this and its name, in the @font-face rule and its preload alike. */
export const FONT_FILES_PATH = "/fonts/";
/** The @font-face rules (the web fonts and their metric-matched fallbacks), for the CMS preview. */
export const FONT_CSS_FILE = path.resolve("src/fonts/generated/fonts.css");
/** The same rules and the URLs of the files to preload, for every page's <head> (src/types/web-fonts.d.ts). */
export const FONT_HEAD_FILE = path.resolve("src/fonts/generated/head.json");
/** Static TrueType instances of the same subsets, for the share cards (satori reads no WOFF2); never published. */
export const CARD_FONTS_DIR = path.resolve("src/fonts/generated/cards");
/** The instances the cards draw with: each face's file name, its weight, and the family the cards call it. */
export const CARD_FONTS = [
  { file: "fraunces-normal", weight: 600, name: "display" },
  { file: "inter-normal", weight: 400, name: "body" },
] as const;
/** Each page's share card by its path, recorded for the page renderer (plugins/site-render; src/types/share-cards.d.ts). */
export const SHARE_CARDS_FILE = path.resolve("src/fonts/generated/share-cards.json");

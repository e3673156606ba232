/**
 * The web fonts: Fraunces and Inter from @fontsource-variable, cut at build time by
 * scripts/subset-fonts.ts into one small file per face (./font-faces.ts) and declared by
 * src/fonts/generated/subset.css (imported in gatsby-browser).
 *
 * Every page's first screen shows all three faces (the name, the tagline or dek, the text and
 * buttons), so all three are preloaded: they arrive with the HTML instead of after the styles
 * have been applied, and no font request is discovered late.
 */
import frauncesItalic from "../fonts/generated/fraunces-italic.woff2";
import frauncesNormal from "../fonts/generated/fraunces-normal.woff2";
import interNormal from "../fonts/generated/inter-normal.woff2";

export const PRELOADED_FONTS: readonly string[] = [frauncesNormal, frauncesItalic, interNormal];

/**
 * The web fonts: Fraunces and Inter, self-hosted from @fontsource-variable (imported in
 * gatsby-browser) and cut down at build time to the site's characters by
 * scripts/subset-fonts.ts (faces listed in ./font-faces.ts). The three subsets the first screen
 * needs (name, tagline, body) are preloaded from <head> so text paints in them at once instead
 * of swapping later.
 */
import frauncesItalic from "../fonts/generated/fraunces-italic.woff2";
import frauncesNormal from "../fonts/generated/fraunces-normal.woff2";
import interNormal from "../fonts/generated/inter-normal.woff2";

export const PRELOADED_FONTS: readonly string[] = [frauncesNormal, frauncesItalic, interNormal];

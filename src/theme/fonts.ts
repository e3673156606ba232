/**
 * The web fonts (self-hosted from @fontsource-variable packages, imported in gatsby-browser).
 * The three faces the first screen needs (name, tagline, body) are preloaded from <head> so text paints in them at
 * once instead of swapping later.
 */
import frauncesItalicLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-italic.woff2";
import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";

export const PRELOADED_FONTS: readonly string[] = [frauncesLatin, frauncesItalicLatin, interLatin];

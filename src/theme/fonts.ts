/**
 * The web fonts: Fraunces and Inter from @fontsource-variable, cut at build time by
 * scripts/subset-fonts.ts into one small file per face (./font-faces.ts), declared by
 * src/fonts/generated/subset.css (imported in gatsby-browser) and switched on after the first
 * paint (src/lib/web-fonts.ts).
 */
import { SUBSET_FACES } from "./font-faces";

/** One CSS font shorthand per face, for document.fonts.load: e.g. `italic 400 1em "Fraunces Variable"`. */
export const WEB_FONT_LOADS: readonly string[] = SUBSET_FACES.map(
  (face) => `${face.style} ${face.weight.min} 1em "${face.family}"`,
);

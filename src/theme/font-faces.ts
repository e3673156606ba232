import type { SubsetFace } from "../lib/font-subset";

/**
 * The web font faces the site uses, from @fontsource-variable (Latin files, variable weight).
 * scripts/subset-fonts.ts cuts each down to the site's characters into src/fonts/generated/;
 * src/theme/fonts.ts preloads the results.
 */
export const SUBSET_FACES: readonly SubsetFace[] = [
  {
    family: "Fraunces Variable",
    style: "normal",
    weight: "100 900",
    source: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    file: "fraunces-normal.woff2",
  },
  {
    family: "Fraunces Variable",
    style: "italic",
    weight: "100 900",
    source: "@fontsource-variable/fraunces/files/fraunces-latin-wght-italic.woff2",
    file: "fraunces-italic.woff2",
  },
  {
    family: "Inter Variable",
    style: "normal",
    weight: "100 900",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    file: "inter-normal.woff2",
  },
];

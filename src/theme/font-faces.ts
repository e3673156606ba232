import type { SubsetFace } from "../lib/font-subset";

/**
 * The web font faces the site uses, from @fontsource-variable (Latin files), each cut down by
 * plugins/site-content/fonts.ts to the site's characters and to the weights the design uses
 * (src/theme/tokens.ts: 400 to 600), into src/fonts/generated/. Narrowing the weight axis to
 * that range, or pinning it where one weight is used, makes the three files 57 KB instead of
 * 87 KB. They are switched on once the page has loaded (src/lib/web-fonts.ts).
 *
 * A weight outside a face's range renders at the nearest one it has: widen the range here when
 * the design needs another weight.
 */
export const SUBSET_FACES: readonly SubsetFace[] = [
  {
    family: "Fraunces Variable",
    style: "normal",
    weight: { min: 400, max: 600 },
    source: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    file: "fraunces-normal.woff2",
  },
  {
    // Only the tagline, the book's subtitle and quotes are italic, all at the regular weight.
    family: "Fraunces Variable",
    style: "italic",
    weight: { min: 400, max: 400 },
    source: "@fontsource-variable/fraunces/files/fraunces-latin-wght-italic.woff2",
    file: "fraunces-italic.woff2",
  },
  {
    family: "Inter Variable",
    style: "normal",
    weight: { min: 400, max: 600 },
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    file: "inter-normal.woff2",
  },
];

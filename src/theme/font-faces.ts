/** A web font face, as plugins/site-content/fonts.ts cuts it (plugins/site-content/font-subset.ts). */
export interface SubsetFace {
  family: string;
  style: "normal" | "italic";
  /** The weights this file keeps of the variable font's axis; min = max pins it to one weight. */
  weight: { min: number; max: number };
  /** The full, variable font file in node_modules. */
  source: string;
  /** The subset's file name without its content hash and extension ("fraunces-normal"). */
  file: string;
  /** The system fonts drawn until the file arrives, each matched to the web font at its weight. */
  fallbacks: readonly {
    /** The weight of the web font it stands in for, and from which it is used (up to the next one's). */
    weight: number;
    /** The @capsizecss/metrics entry of the first font in `local` ("timesNewRoman/italic"). */
    metrics: string;
    /** The fallback's local() names: the measured font's and those of its metric twins. */
    local: readonly string[];
    /** Tinos's file (Times New Roman's twin) or Arimo's (Arial's): the site's text measured in it sizes it. */
    widths: string;
    /** The content's text it is fitted to: the headings (the display face's heading weight) or the prose. */
    text: "headings" | "prose";
  }[];
}

/**
 * The faces of @fontsource-variable (Latin), cut to the site's characters and the design's weights (57 KB, not 87),
 * with metric-matched fallbacks so the swap moves nothing. Outside a face's range a weight renders at its nearest.
 */
export const SUBSET_FACES: readonly SubsetFace[] = [
  {
    family: "Fraunces Variable",
    style: "normal",
    weight: { min: 400, max: 600 },
    source: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    file: "fraunces-normal",
    fallbacks: [
      {
        weight: 400,
        metrics: "timesNewRoman",
        local: ["Times New Roman", "Liberation Serif"],
        widths: "@fontsource/tinos/files/tinos-latin-400-normal.woff2",
        text: "prose",
      },
      {
        weight: 600,
        metrics: "timesNewRoman/700",
        local: ["Times New Roman Bold", "Liberation Serif Bold"],
        widths: "@fontsource/tinos/files/tinos-latin-700-normal.woff2",
        text: "headings",
      },
    ],
  },
  {
    // Only the tagline, the book's subtitle and quotes are italic, all at the regular weight.
    family: "Fraunces Variable",
    style: "italic",
    weight: { min: 400, max: 400 },
    source: "@fontsource-variable/fraunces/files/fraunces-latin-wght-italic.woff2",
    file: "fraunces-italic",
    fallbacks: [
      {
        weight: 400,
        metrics: "timesNewRoman/italic",
        local: ["Times New Roman Italic", "Liberation Serif Italic"],
        widths: "@fontsource/tinos/files/tinos-latin-400-italic.woff2",
        text: "prose",
      },
    ],
  },
  {
    family: "Inter Variable",
    style: "normal",
    weight: { min: 400, max: 600 },
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    file: "inter-normal",
    // Helvetica is Arial's metric twin too (the same advance widths).
    fallbacks: [
      {
        weight: 400,
        metrics: "arial",
        local: ["Arial", "Helvetica", "Liberation Sans"],
        widths: "@fontsource/arimo/files/arimo-latin-400-normal.woff2",
        text: "prose",
      },
      {
        weight: 600,
        metrics: "arial/700",
        local: ["Arial Bold", "Helvetica Bold", "Liberation Sans Bold"],
        widths: "@fontsource/arimo/files/arimo-latin-700-normal.woff2",
        text: "prose",
      },
    ],
  },
];

/** The family of a web font's metric-matched fallback faces, next in its stack (src/theme/tokens.ts). */
export const fallbackFamily = (family: string): string => `${family} Fallback`;

/** Design tokens: the only place raw colours, sizes and timings are written. */
import { fallbackFamily } from "./font-faces";

export const palette = {
  plum: "#3d1a3a",
  plumDeep: "#2a1128",
  wine: "#6b2447",
  terracotta: "#a23e25",
  coral: "#f08a6c",
  gold: "#e9b44c",
  goldSoft: "#f6dca0",
  cream: "#fbf4ea",
  paper: "#fffaf3",
  sand: "#f1e2cc",
  sage: "#7fa58d",
  ink: "#221a24",
  inkSoft: "#54434f",
  white: "#ffffff",
} as const;

export const colors = {
  background: palette.cream,
  surface: palette.paper,
  surfaceAlt: palette.sand,
  text: palette.ink,
  textMuted: palette.inkSoft,
  heading: palette.plum,
  accent: palette.wine,
  accentHover: palette.plum,
  onAccent: palette.cream,
  highlight: palette.gold,
  highlightSoft: palette.goldSoft,
  dark: palette.plum,
  darkDeep: palette.plumDeep,
  onDark: palette.cream,
  onDarkMuted: palette.goldSoft,
  link: palette.wine,
  focus: palette.terracotta,
  focusOnDark: palette.gold,
  border: "rgba(61, 26, 58, 0.14)",
  scrim: "rgba(42, 17, 40, 0.62)",
  onDarkHover: "rgba(251, 244, 234, 0.12)",
  headerBackground: palette.plumDeep,
  shadow: "rgba(42, 17, 40, 0.16)",
} as const;

/** The font stacks: the web font (./font-faces.ts), its metric-matched fallback faces, then the generic family. */
export const fonts = {
  display: `"Fraunces Variable", "${fallbackFamily("Fraunces Variable")}", Georgia, serif`,
  body: `"Inter Variable", "${fallbackFamily("Inter Variable")}", system-ui, sans-serif`,
} as const;

export const fontSizes = {
  xs: "0.8125rem",
  sm: "0.9375rem",
  md: "1.0625rem",
  lg: "1.25rem",
  xl: "1.5625rem",
  xxl: "clamp(1.75rem, 1.3rem + 2vw, 2.5rem)",
  display: "clamp(2.5rem, 1.4rem + 5.5vw, 5.25rem)",
} as const;

export const lineHeights = { tight: 1.1, heading: 1.2, body: 1.65 } as const;

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

export const space = {
  0: "0",
  1: "0.25rem",
  2: "0.5rem",
  3: "0.75rem",
  4: "1rem",
  5: "1.5rem",
  6: "2rem",
  7: "3rem",
  8: "4rem",
  9: "6rem",
} as const;

export const sizes = {
  content: "72rem",
  prose: "40rem",
  header: "4.5rem",
  tapTarget: "2.75rem",
  dotTarget: "1.75rem",
  icon: "1.25rem",
  logo: "2.25rem",
} as const;

export const radii = { sm: "6px", md: "12px", lg: "20px", pill: "999px" } as const;

/** Minimum widths, in px. `md` is the desktop/mobile navigation breakpoint of the spec. */
export const breakpoints = { sm: 600, md: 768, lg: 1024, xl: 1280 } as const;

export const zIndices = { base: 0, raised: 10, header: 50, skipLink: 60 } as const;

export const durations = { fast: 150, base: 250, fade: 500, slow: 800 } as const;

export const easings = {
  standard: "cubic-bezier(0.2, 0, 0, 1)",
  out: "cubic-bezier(0.16, 1, 0.3, 1)",
} as const;

export const shadows = {
  card: `0 1px 2px ${colors.shadow}, 0 8px 24px -12px ${colors.shadow}`,
  raised: `0 2px 4px ${colors.shadow}, 0 18px 40px -16px ${colors.shadow}`,
} as const;

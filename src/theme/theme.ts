import {
  breakpoints,
  colors,
  durations,
  easings,
  fontSizes,
  fontWeights,
  fonts,
  lineHeights,
  radii,
  shadows,
  sizes,
  space,
  zIndices,
} from "./tokens";

export const theme = {
  colors,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  sizes,
  radii,
  breakpoints,
  zIndices,
  durations,
  easings,
  shadows,
} as const;

export type AppTheme = typeof theme;

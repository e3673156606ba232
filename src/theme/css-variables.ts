import {
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

/**
 * The design tokens as CSS custom properties, declared once on :root by the global styles: a
 * component's CSS reads `var(--colors-accent)`, `var(--space-4)`, so it has no interpolation left
 * and @emotion/babel-plugin serialises and names it at build time; the page then neither builds
 * nor hashes it again while it hydrates (docs/PERFORMANCE.md, "What keeps it fast").
 * A group's name and a token's key become kebab-case: `fontSizes.xs` is `--font-sizes-xs`.
 */
const groups = {
  colors,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  sizes,
  radii,
  zIndices,
  durations: Object.fromEntries(Object.entries(durations).map(([key, ms]) => [key, `${ms}ms`])),
  easings,
  shadows,
} as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const variableName = (group: string, key: string) => `--${kebab(group)}-${kebab(key)}`;

/** `--group-key` for every token, with its value. */
export const cssVariables: ReadonlyMap<string, string> = new Map(
  Object.entries(groups).flatMap(([group, tokens]) =>
    Object.entries(tokens).map(([key, value]): [string, string] => [variableName(group, key), String(value)]),
  ),
);

/** The declarations, for the one rule that sets them. */
export const cssVariableDeclarations = [...cssVariables].map(([name, value]) => `${name}: ${value};`).join("\n");

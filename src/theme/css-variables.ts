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

/** The tokens as :root custom properties (`fontSizes.xs`: `--font-sizes-xs`): static CSS (docs/PERFORMANCE.md). */
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

/** `--group-key` for every token, with its value. */
export const cssVariables: ReadonlyMap<string, string> = new Map(
  Object.entries(groups).flatMap(([group, tokens]) =>
    Object.entries(tokens).map(([key, value]): [string, string] => [`--${kebab(group)}-${kebab(key)}`, String(value)]),
  ),
);

/** The declarations, for the one rule that sets them. */
export const cssVariableDeclarations = [...cssVariables].map(([name, value]) => `${name}: ${value};`).join("\n");

import { breakpoints } from "./tokens";

/**
 * Media queries. A component's CSS writes its width queries out, `@media (min-width: 768px)`, with
 * a width from the breakpoint tokens (./tokens.ts): CSS has no variables in media queries, and a
 * written-out query keeps the component's CSS free of interpolations, so it is made at build time
 * (./css-variables.ts). A unit test checks every such width against the tokens.
 */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
export const reducedMotion = `@media ${REDUCED_MOTION_QUERY}`;

type Breakpoint = keyof typeof breakpoints;

/** Media condition strings for <picture>/art direction: `below.md` is "(max-width: 767px)". */
export const below = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `(max-width: ${px - 1}px)`]),
) as Record<Breakpoint, string>;

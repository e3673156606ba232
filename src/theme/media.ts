import { breakpoints } from "./tokens";

/** Width queries are written out: CSS has no variables there; interpolations would defeat static CSS (tested). */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
export const reducedMotion = `@media ${REDUCED_MOTION_QUERY}`;

/** Media condition strings for <picture>/art direction: `below.md` is "(max-width: 767px)". */
export const below = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `(max-width: ${px - 1}px)`]),
) as Record<keyof typeof breakpoints, string>;

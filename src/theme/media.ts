import { breakpoints } from "./tokens";

type Breakpoint = keyof typeof breakpoints;

/** `${mq.md} { … }` applies from the md breakpoint up. */
export const mq = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;

/** Media condition strings for <picture>/art direction: `below.md` is "(max-width: 767px)". */
export const below = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `(max-width: ${px - 1}px)`]),
) as Record<Breakpoint, string>;

export const reducedMotion = "@media (prefers-reduced-motion: reduce)";
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

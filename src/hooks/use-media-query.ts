import { useEffect, useState } from "react";
import { REDUCED_MOTION_QUERY } from "../theme/media";

/** Whether a media query matches: `false` until an effect reads it, so hydration matches the built HTML. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return undefined;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}

/** True when the visitor asked the system for less motion. */
export const usePrefersReducedMotion = () => useMediaQuery(REDUCED_MOTION_QUERY);

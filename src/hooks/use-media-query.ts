import { useEffect, useState } from "react";
import { REDUCED_MOTION_QUERY } from "../theme/media";

/** True when the visitor asked the system for less motion; `false` until an effect reads it, so hydration matches. */
export function usePrefersReducedMotion(): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return undefined;
    const list = window.matchMedia(REDUCED_MOTION_QUERY);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, []);
  return matches;
}

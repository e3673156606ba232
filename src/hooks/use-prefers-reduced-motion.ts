import { REDUCED_MOTION_QUERY } from "../theme/media";
import { useMediaQuery } from "./use-media-query";

/** True when the visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}

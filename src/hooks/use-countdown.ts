import { useCallback, useEffect, useState } from "react";
import { splitDuration } from "../lib/split-duration";
import { useInterval } from "./use-interval";

export interface UseCountdownOptions {
  /** Target instant, in ms since the epoch. */
  target: number;
  /** Tick length in ms. */
  tick?: number;
}

/** Time left until `target`, recomputed from the clock on every tick and when the tab shows again; stops at zero. */
export function useCountdown({ target, tick = 1000 }: UseCountdownOptions) {
  const [remaining, setRemaining] = useState<number | null>(null);
  const sync = useCallback(() => setRemaining(Math.max(0, target - Date.now())), [target]);

  useEffect(() => {
    sync();
    window.addEventListener("focus", sync);
    document.addEventListener("visibilitychange", sync);
    return () => {
      window.removeEventListener("focus", sync);
      document.removeEventListener("visibilitychange", sync);
    };
  }, [sync]);

  const ended = remaining !== null && remaining <= 0;
  useInterval(sync, remaining === null || ended ? null : tick);

  // Zeros until mounted: the built HTML cannot know the visitor's current time.
  return { ...splitDuration(remaining ?? 0), ended };
}

import { useEffect, useState } from "react";

export interface UseScrollThresholdOptions {
  /** Distance from the top of the window, in px, computed from the window's height. */
  threshold: (viewportHeight: number) => number;
  /** When false, nothing is measured and `past` stays false. */
  enabled?: boolean;
}

/** Whether the page is scrolled strictly past a threshold, measured at most once a frame and on resize. */
export function useScrollThreshold({ threshold, enabled = true }: UseScrollThresholdOptions): { past: boolean } {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setPast(window.scrollY > threshold(window.innerHeight));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [enabled, threshold]);
  return { past };
}

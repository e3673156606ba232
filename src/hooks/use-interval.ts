import { useEffect, useRef } from "react";

/**
 * Calls `callback` every `delay` ms; a `null` delay stops it. The latest callback is kept
 * in a ref so a re-render never resets the timer; changing `resetKey` starts it over.
 */
export function useInterval(callback: () => void, delay: number | null, resetKey: unknown = 0): void {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  }, [callback]);
  useEffect(() => {
    if (delay === null) return undefined;
    const id = window.setInterval(() => saved.current(), delay);
    return () => window.clearInterval(id);
  }, [delay, resetKey]);
}

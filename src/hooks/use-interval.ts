import { useEffect, useRef } from "react";

/** Calls the latest `callback` every `delay` ms, across re-renders; `null` stops it, a new `resetKey` restarts it. */
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

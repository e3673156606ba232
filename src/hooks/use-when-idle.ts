import { useEffect, useRef } from "react";

/** Upper bound on the wait, in ms, for browsers that are never idle. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `callback` once the page has loaded and the browser is idle: optional UI never delays the first paint. */
export function useWhenIdle(callback: () => void, { enabled }: { enabled: boolean }): void {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  }, [callback]);
  useEffect(() => {
    if (!enabled) return undefined;
    let idleId: number | undefined;
    let timerId: number | undefined;
    const run = () => saved.current();
    const schedule = () => {
      if (typeof window.requestIdleCallback === "function") {
        idleId = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      } else {
        timerId = window.setTimeout(run, 1);
      }
    };
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });
    return () => {
      window.removeEventListener("load", schedule);
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
      if (timerId !== undefined) window.clearTimeout(timerId);
    };
  }, [enabled]);
}

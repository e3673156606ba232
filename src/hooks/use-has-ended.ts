import { useEffect, useState } from "react";

/** The longest delay setTimeout keeps (about 24.8 days); an end further off is not waited for. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/** Whether an event has ended: as at the build (so hydration matches), then by the reader's clock, and at its end. */
export function useHasEnded(endsAt: string, endedAtBuild: boolean): boolean {
  const [ended, setEnded] = useState(endedAtBuild);
  useEffect(() => {
    if (ended) return;
    const left = Date.parse(endsAt) - Date.now();
    if (left <= 0) {
      setEnded(true);
      return;
    }
    if (left > LONGEST_TIMEOUT_MS) return;
    const timer = window.setTimeout(() => setEnded(true), left);
    return () => window.clearTimeout(timer);
  }, [endsAt, ended]);
  return ended;
}

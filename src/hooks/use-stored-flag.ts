import { useCallback, useEffect, useState } from "react";

const STORED_VALUE = "true";

function readFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === STORED_VALUE;
  } catch {
    // Storage blocked (private mode, disabled cookies): behave as a first visit.
    return false;
  }
}

function writeFlag(key: string): void {
  try {
    window.localStorage.setItem(key, STORED_VALUE);
  } catch {
    // Nothing to do: the flag just won't persist.
  }
}

/** A flag remembered in localStorage as "true": `isSet` is null until read after mount (the built HTML cannot know). */
export function useStoredFlag({ key }: { key: string }) {
  const [isSet, setIsSet] = useState<boolean | null>(null);
  useEffect(() => {
    setIsSet(readFlag(key));
  }, [key]);
  const set = useCallback(() => {
    writeFlag(key);
    setIsSet(true);
  }, [key]);
  return { isSet, set };
}

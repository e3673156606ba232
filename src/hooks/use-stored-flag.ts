import { useCallback, useEffect, useState } from "react";

export interface UseStoredFlagOptions {
  key: string;
}

export interface StoredFlag {
  /** null until read after mount (the built HTML cannot know), then whether the flag is set. */
  isSet: boolean | null;
  set: () => void;
}

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

/** A boolean remembered in localStorage as the string "true", read in an effect and guarded. */
export function useStoredFlag({ key }: UseStoredFlagOptions): StoredFlag {
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

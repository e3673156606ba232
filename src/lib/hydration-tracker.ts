/**
 * Counts the parts of a page that are still to hydrate, and calls back once when none is left.
 *
 * The page root is the first part; each section that hydrates later (HydrateLater) adds one
 * when it renders and settles it from an effect once its own content has mounted. A part that
 * begins after the page has already settled (a later client-side navigation) changes nothing.
 */
export interface HydrationTracker {
  /** Registers one more part still to hydrate; the returned function settles it (once). */
  begin(): () => void;
  /** Settles the page root itself. */
  settleRoot(): void;
}

export function createHydrationTracker(onSettled: () => void): HydrationTracker {
  let pending = 1;
  let settled = false;
  const settleOne = () => {
    pending -= 1;
    if (pending === 0 && !settled) {
      settled = true;
      onSettled();
    }
  };
  const once = (settle: () => void) => {
    let called = false;
    return () => {
      if (called) return;
      called = true;
      settle();
    };
  };
  const settleRoot = once(settleOne);
  return {
    begin() {
      if (settled) return () => undefined;
      pending += 1;
      return once(settleOne);
    },
    settleRoot,
  };
}

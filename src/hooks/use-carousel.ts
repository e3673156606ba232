import { useCallback, useEffect, useRef, useState } from "react";
import { useInterval } from "./use-interval";

export interface UseCarouselOptions {
  count: number;
  /** Time each slide stays, in ms. */
  interval: number;
  /** How long the current slide fades out before the next one shows, in ms. */
  fadeDuration: number;
  /** Stop rotating (paused by the visitor, hovered, focused, hidden tab or reduced motion). */
  paused: boolean;
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/** Every `interval` ms: a fade-out (`fading`, `fadeDuration` ms), then the next slide; going by hand restarts it. */
export function useCarousel({ count, interval, fadeDuration, paused }: UseCarouselOptions) {
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  // Bumped on manual navigation so the interval starts over.
  const [cycle, setCycle] = useState(0);
  const fadeTimer = useRef<number | undefined>(undefined);

  const cancelFade = useCallback(() => {
    window.clearTimeout(fadeTimer.current);
    fadeTimer.current = undefined;
    setFading(false);
  }, []);

  useEffect(() => cancelFade, [cancelFade]);

  const advance = useCallback(() => {
    setFading(true);
    fadeTimer.current = window.setTimeout(() => {
      fadeTimer.current = undefined;
      setIndex((current) => wrap(current + 1, count));
      setFading(false);
    }, fadeDuration);
  }, [count, fadeDuration]);

  const rotating = !paused && count > 1;
  useInterval(advance, rotating ? interval : null, cycle);

  // Pausing in the middle of a fade keeps the current slide.
  useEffect(() => {
    if (paused) cancelFade();
  }, [paused, cancelFade]);

  const goTo = useCallback(
    (target: number) => {
      cancelFade();
      setIndex(wrap(target, count));
      setCycle((c) => c + 1);
    },
    [cancelFade, count],
  );
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);

  return { index, fading, next, previous, goTo };
}

import type { TimeText } from "../../../types/event";

/** An instant as the build worded it; a browser's Intl may word it otherwise: hydration takes the browser's words. */
export function EventTime({ time }: { time: TimeText }) {
  return (
    <time dateTime={time.iso} suppressHydrationWarning>
      {time.text}
    </time>
  );
}

import type { TimeText } from "../../../types/event";

export interface EventTimeProps {
  time: TimeText;
  className?: string;
}

/**
 * An instant as the build worded it, in a <time> naming it exactly. A browser's Intl may word it a
 * little differently from Node's: hydration then takes the browser's words instead of failing.
 */
export function EventTime({ time, className }: EventTimeProps) {
  return (
    <time className={className} dateTime={time.iso} suppressHydrationWarning>
      {time.text}
    </time>
  );
}

import type { TimeText } from "../../../types/event";

export interface EventTimeProps {
  time: TimeText;
  className?: string;
}

/**
 * An instant as the build worded it, in a <time> naming it exactly. Its words come from Intl, and
 * a reader's browser may word the same instant a little differently from Node (its own version of
 * the locale data): hydration then takes the browser's words instead of failing on the difference.
 */
export function EventTime({ time, className }: EventTimeProps) {
  return (
    <time className={className} dateTime={time.iso} suppressHydrationWarning>
      {time.text}
    </time>
  );
}

import type { TimeText } from "../../../types/event";

export interface EventTimeProps {
  time: TimeText;
  className?: string;
}

/** An instant as the build worded it; a browser's Intl may word it otherwise: hydration takes the browser's words. */
export function EventTime({ time, className }: EventTimeProps) {
  return (
    <time className={className} dateTime={time.iso} suppressHydrationWarning>
      {time.text}
    </time>
  );
}

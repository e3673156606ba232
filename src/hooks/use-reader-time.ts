import { useEffect, useState } from "react";
import { readerTime } from "../lib/event-display";

/**
 * An event's start on the reader's own clock ("Sun 3:00 AM GMT+10"), or null: while the page
 * hydrates (the build cannot know the reader's zone, so the HTML keeps the line's space empty), and
 * for a reader whose clock shows the event's own time already.
 */
export function useReaderTime(startsAt: string, eventZone: string, lang: string): string | null {
  const [time, setTime] = useState<string | null>(null);
  useEffect(() => {
    const own = readerTime(startsAt, lang);
    setTime(own === readerTime(startsAt, lang, eventZone) ? null : own);
  }, [startsAt, eventZone, lang]);
  return time;
}

import { useEffect, useState } from "react";
import { readerTime } from "../lib/event-display";

/** An event's start on the reader's clock, or null: while hydrating, and where it is the event's own time already. */
export function useReaderTime(startsAt: string, eventZone: string, lang: string): string | null {
  const [time, setTime] = useState<string | null>(null);
  useEffect(() => {
    const own = readerTime(startsAt, lang);
    setTime(own === readerTime(startsAt, lang, eventZone) ? null : own);
  }, [startsAt, eventZone, lang]);
  return time;
}

import styled from "@emotion/styled";
import { useReaderTime } from "../../../hooks/use-reader-time";
import type { ReaderTimeContent } from "../../../types/event";

/** One line, kept in the HTML while empty so filling it moves nothing; a long time is cut, not wrapped. */
const Line = styled.p`
  min-height: 1lh;
  margin-top: var(--space-1);
  overflow: hidden;
  font-size: var(--font-sizes-sm);
  color: var(--colors-text-muted);
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/** "Sun 3:00 AM GMT+10 where you are": an online event's start on the reader's clock, filled in after hydration. */
export function ReaderTime({ before, after, startsAt, timeZone, lang }: ReaderTimeContent) {
  const time = useReaderTime(startsAt, timeZone, lang);
  return (
    <Line data-reader-time="">
      {time ? (
        <>
          {before}
          <time dateTime={startsAt}>{time}</time>
          {after}
        </>
      ) : null}
    </Line>
  );
}

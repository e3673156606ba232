import styled from "@emotion/styled";
import { useHasEnded } from "../../../hooks/use-has-ended";
import { newTabProps } from "../../../lib/external-link";
import type { EventTicketsContent } from "../../../types/event";
import { ButtonLink } from "../../ui/button";
import { VisuallyHidden } from "../../ui/visually-hidden";

export interface EventActionsProps {
  tickets: EventTicketsContent | null;
  endsAt: string;
  endedAtBuild: boolean;
  marksEnd: boolean;
  endedLabel: string;
  newTabLabel: string;
}

/**
 * The tickets and the mark of an event that is over share one cell of a grid: the cell is as tall
 * as the taller of the two from the first paint, so swapping one for the other moves nothing.
 */
const Stack = styled.div`
  display: grid;
  margin-top: var(--space-5);
  & > * {
    grid-area: 1 / 1;
  }
`;

const Tickets = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3) var(--space-4);
  &[data-ended] {
    visibility: hidden;
  }
`;

const Price = styled.p`
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-lg);
  font-weight: var(--font-weights-semibold);
  color: var(--colors-heading);
`;

/** Empty, it keeps a line's height; with the mark, a quiet pill. */
const Ended = styled.p`
  align-self: center;
  justify-self: start;
  min-height: 2rem;
  &:not(:empty) {
    display: inline-flex;
    align-items: center;
    padding: var(--space-1) var(--space-4);
    border-radius: var(--radii-pill);
    background: var(--colors-surface);
    box-shadow: inset 0 0 0 1px var(--colors-border);
    font-size: var(--font-sizes-sm);
    font-weight: var(--font-weights-semibold);
    color: var(--colors-text-muted);
  }
`;

/**
 * The tickets button (in a new tab) and the price, or "Free"; once the event has ended (by the
 * build's clock, then the reader's, see useHasEnded), the mark that it is over in their place.
 */
export function EventActions({ tickets, endsAt, endedAtBuild, marksEnd, endedLabel, newTabLabel }: EventActionsProps) {
  const ended = useHasEnded(endsAt, endedAtBuild) && marksEnd;
  if (!tickets && !marksEnd) return null;
  return (
    <Stack>
      {tickets ? (
        <Tickets data-ended={ended ? "" : undefined}>
          <ButtonLink href={tickets.href} {...newTabProps}>
            {tickets.label}
            <VisuallyHidden> {newTabLabel}</VisuallyHidden>
          </ButtonLink>
          <Price suppressHydrationWarning>{tickets.price}</Price>
        </Tickets>
      ) : null}
      <Ended data-event-ended="">{ended ? endedLabel : null}</Ended>
    </Stack>
  );
}

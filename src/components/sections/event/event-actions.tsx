import styled from "@emotion/styled";
import { newTabProps } from "../../../lib/external-link";
import type { EventTicketsContent } from "../../../types/event";
import { ButtonLink } from "../../ui/button";
import { VisuallyHidden } from "../../ui/visually-hidden";

export interface EventActionsProps {
  tickets: EventTicketsContent;
  /** Over since the build (useHasEnded): the tickets go, and their space stays, so nothing moves. */
  ended: boolean;
  newTabLabel: string;
}

const Tickets = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3) var(--space-4);
  margin-top: var(--space-5);
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

/** The tickets button (in a new tab) and the price, or the content's word for free. */
export function EventActions({ tickets, ended, newTabLabel }: EventActionsProps) {
  return (
    <Tickets data-ended={ended ? "" : undefined}>
      <ButtonLink href={tickets.href} {...newTabProps}>
        {tickets.label}
        <VisuallyHidden> {newTabLabel}</VisuallyHidden>
      </ButtonLink>
      <Price suppressHydrationWarning>{tickets.price}</Price>
    </Tickets>
  );
}

import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { EventSummary } from "../../../types/event";
import { CardTitleLink } from "../../ui/card-title-link";
import { Icon } from "../../ui/icon";
import { CardTitle, cardEyebrowStyles, linkedCardStyles } from "../../ui/linked-card";
import { EventTime } from "../event/event-time";

export interface EventCardProps {
  event: EventSummary;
}

/** The calendar leaf beside the text; the title's link makes the whole card the link. */
const Card = styled.article(css`
  ${linkedCardStyles}
  display: grid;
  grid-template-columns: 3.25rem minmax(0, 1fr);
  align-items: start;
  gap: var(--space-3);
  padding: var(--space-4);
  @media (min-width: 768px) {
    grid-template-columns: 5rem minmax(0, 1fr);
    gap: var(--space-6);
    padding: var(--space-5) var(--space-6);
  }
`);

/**
 * The day it starts, on its own clock, as a leaf of a wall calendar; a past event's in muted ink. A
 * <time> like every date, hidden from screen readers, which hear the whole start in the text beside it.
 */
const Leaf = styled.time`
  display: grid;
  justify-items: center;
  padding-block: var(--space-2) var(--space-3);
  border-radius: var(--radii-sm);
  background: var(--colors-accent);
  color: var(--colors-on-accent);
  line-height: 1;
  &[data-past] {
    background: var(--colors-surface-alt);
    color: var(--colors-text-muted);
  }
`;

const Month = styled.span`
  font-size: var(--font-sizes-xs);
  font-weight: var(--font-weights-semibold);
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Day = styled.span`
  margin-top: var(--space-2);
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-xl);
  font-weight: var(--font-weights-semibold);
`;

const Text = styled.div`
  display: grid;
  gap: var(--space-2);
  min-width: 0;
`;

const Kind = styled.p(cardEyebrowStyles);

const Title = styled(CardTitle)`
  overflow-wrap: anywhere;
`;

const When = styled.p`
  font-weight: var(--font-weights-semibold);
  color: var(--colors-accent);
`;

const Where = styled.p`
  color: var(--colors-text-muted);
`;

const Notice = styled.p`
  padding-left: var(--space-3);
  border-left: 3px solid var(--colors-focus);
  font-size: var(--font-sizes-sm);
  color: var(--colors-text);
  &[data-status="moved online"] {
    border-left-color: var(--colors-highlight);
  }
`;

/** An event's card on /events/: its day, kind, title (the link), start, place and any change of plan. */
export function EventCard({ event }: EventCardProps) {
  return (
    <Card>
      <Leaf dateTime={event.start.iso} aria-hidden="true" data-past={event.past ? "" : undefined}>
        <Month suppressHydrationWarning>{event.month}</Month>
        <Day suppressHydrationWarning>{event.day}</Day>
      </Leaf>
      <Text>
        <Kind>{event.kindLabel}</Kind>
        <Title as="h3">
          <CardTitleLink href={event.path}>
            {event.title}
            <Icon name="chevron-right" size="0.9em" />
          </CardTitleLink>
        </Title>
        <When>
          <EventTime time={event.start} />
          {`, ${event.place}`}
        </When>
        <Where>{event.where}</Where>
        {event.notice ? <Notice data-status={event.notice.status}>{event.notice.text}</Notice> : null}
      </Text>
    </Card>
  );
}

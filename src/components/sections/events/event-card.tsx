import styled from "@emotion/styled";
import type { EventSummary } from "../../../types/event";
import { CardEyebrow, CardNote } from "../../ui/linked-card";
import { MediaCard } from "../../ui/media-card";
import { EventTime } from "../event/event-time";

/** The day it starts as a calendar leaf (a past one's muted); screen readers hear the start beside it instead. */
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

const When = styled.p`
  font-weight: var(--font-weights-semibold);
  color: var(--colors-accent);
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

export function EventCard({ event }: { event: EventSummary }) {
  return (
    <MediaCard
      layout="leaf"
      media={
        <Leaf dateTime={event.start.iso} aria-hidden="true" data-past={event.past ? "" : undefined}>
          <Month suppressHydrationWarning>{event.month}</Month>
          <Day suppressHydrationWarning>{event.day}</Day>
        </Leaf>
      }
      eyebrow={<CardEyebrow>{event.kindLabel}</CardEyebrow>}
      title={event.title}
      href={event.path}
      titleAs="h3"
      breakTitleAnywhere
    >
      <When>
        <EventTime time={event.start} />
        {`, ${event.place}`}
      </When>
      <CardNote>{event.where}</CardNote>
      {event.notice ? <Notice data-status={event.notice.status}>{event.notice.text}</Notice> : null}
    </MediaCard>
  );
}

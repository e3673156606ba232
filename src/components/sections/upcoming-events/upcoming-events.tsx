import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { UpcomingEvents as UpcomingEventsProps } from "../../../lib/upcoming-events";
import { arrowLinkStyles } from "../../ui/arrow-link";
import { CardTitleLink } from "../../ui/card-title-link";
import { Icon } from "../../ui/icon";
import { CompactCardTitle, compactCardEyebrowStyles, linkedCardStyles } from "../../ui/linked-card";
import { SectionTitle } from "../../ui/section-heading";
import { SiteLink } from "../../ui/site-link";

const List = styled.ol`
  display: grid;
  gap: var(--space-4);
  margin: var(--space-5) 0 0;
  padding: 0;
  list-style: none;
  @media (min-width: 768px) {
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  }
`;

/** When, the title (the link, which makes the whole card the link) and where. */
const Card = styled.article(css`
  ${linkedCardStyles}
  display: grid;
  align-content: start;
  gap: var(--space-2);
  height: 100%;
  padding: var(--space-4) var(--space-5);
`);

const Line = styled.p(compactCardEyebrowStyles);

const Where = styled.p`
  color: var(--colors-text-muted);
`;

const AllEvents = styled(SiteLink)(css`
  ${arrowLinkStyles}
  margin-top: var(--space-4);
`);

/**
 * The events to come, soonest first, as the build chose them (/home's next three, a book's own):
 * kind and date in the event's own time zone, title and place. Only links: no script of its own.
 */
export function UpcomingEvents({ heading, more, events, titleId }: UpcomingEventsProps & { titleId: string }) {
  return (
    <section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{heading}</SectionTitle>
      <List>
        {events.map((event) => (
          <li key={event.path}>
            <Card>
              <Line>
                {event.kind} · <time dateTime={event.isoStart}>{event.when}</time>
              </Line>
              <CompactCardTitle>
                <CardTitleLink href={event.path}>{event.title}</CardTitleLink>
              </CompactCardTitle>
              <Where>{event.where}</Where>
            </Card>
          </li>
        ))}
      </List>
      <AllEvents href={more.link}>
        {more.title}
        <Icon name="chevron-right" size="1em" />
      </AllEvents>
    </section>
  );
}

import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { UpcomingEvents as UpcomingEventsProps } from "../../../lib/upcoming-events";
import { arrowLinkStyles } from "../../ui/arrow-link";
import { CardGrid } from "../../ui/card-grid";
import { Icon } from "../../ui/icon";
import { CardNote, CompactCardEyebrow, linkedCardStyles } from "../../ui/linked-card";
import { LinkedCardTitle } from "../../ui/linked-card-title";
import { SectionTitle } from "../../ui/section-heading";
import { SiteLink } from "../../ui/site-link";

const Card = styled.article(css`
  ${linkedCardStyles}
  display: grid;
  align-content: start;
  gap: var(--space-2);
  height: 100%;
  padding: var(--space-4) var(--space-5);
`);

const AllEvents = styled(SiteLink)(css`
  ${arrowLinkStyles}
  margin-top: var(--space-4);
`);

/** What plugins/site-content puts in the context of /home and a book's page besides their queries' variables. */
export interface UpcomingEventsContext {
  upcomingEvents?: UpcomingEventsProps;
}

/** The events to come as the build chose them (/home's next three, a book's own): kind, date, title, place. */
export function UpcomingEvents({ heading, more, events, titleId }: UpcomingEventsProps & { titleId: string }) {
  return (
    <section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{heading}</SectionTitle>
      <CardGrid columns="fit">
        {events.map((event) => (
          <li key={event.path}>
            <Card>
              <CompactCardEyebrow>
                {event.kind} · <time dateTime={event.isoStart}>{event.when}</time>
              </CompactCardEyebrow>
              <LinkedCardTitle href={event.path} compact>
                {event.title}
              </LinkedCardTitle>
              <CardNote>{event.where}</CardNote>
            </Card>
          </li>
        ))}
      </CardGrid>
      <AllEvents href={more.link}>
        {more.title}
        <Icon name="chevron-right" size="1em" />
      </AllEvents>
    </section>
  );
}

import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { newTabProps } from "../../../lib/external-link";
import type { EventPageContent } from "../../../types/event";
import { arrowLinkStyles } from "../../ui/arrow-link";
import { Icon } from "../../ui/icon";
import { cardEyebrowStyles, cardSurfaceStyles } from "../../ui/linked-card";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { EventTime } from "./event-time";

/** When and where one under the other; side by side where the card spans the page (600 to 1023 px). */
const Card = styled.div(css`
  ${cardSurfaceStyles}
  display: grid;
  gap: var(--space-5) var(--space-6);
  padding: var(--space-5);
  @media (min-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 768px) {
    padding: var(--space-6);
  }
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr);
  }
`);

const Block = styled.section`
  display: grid;
  gap: var(--space-1);
  align-content: start;
  & + & {
    padding-top: var(--space-5);
    border-top: 1px solid var(--colors-border);
  }
  @media (min-width: 600px) {
    & + & {
      padding-top: 0;
      border-top: 0;
    }
  }
  @media (min-width: 1024px) {
    & + & {
      padding-top: var(--space-5);
      border-top: 1px solid var(--colors-border);
    }
  }
`;

const Heading = styled.h2(css`
  ${cardEyebrowStyles}
  margin-bottom: var(--space-1);
`);

const Strong = styled.p`
  font-weight: var(--font-weights-semibold);
  color: var(--colors-heading);
`;

const Line = styled.p`
  color: var(--colors-text);
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  font-size: var(--font-sizes-sm);
  color: var(--colors-text-muted);
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 var(--space-5);
`;

const ArrowLink = styled.a(arrowLinkStyles);

const Organiser = styled.p`
  grid-column: 1 / -1;
  padding-top: var(--space-5);
  border-top: 1px solid var(--colors-border);
  color: var(--colors-text-muted);
  a {
    color: var(--colors-link);
    font-weight: var(--font-weights-semibold);
  }
`;

/** The facts in a card: when (and the calendar file), where (address and map, or the link to join), who organises. */
export function EventDetails(props: EventPageContent) {
  const { venue, online, organiser, newTabLabel } = props;
  const newTab = <VisuallyHidden> {newTabLabel}</VisuallyHidden>;
  return (
    <Card>
      <Block aria-labelledby="event-when-title">
        <Heading id="event-when-title">{props.whenHeading}</Heading>
        <Strong>
          <EventTime time={props.start} />
        </Strong>
        <Line>
          {"– "}
          <EventTime time={props.end} />
        </Line>
        <Muted>{props.place}</Muted>
        <Links>
          <ArrowLink href={props.calendar.href} download>
            <Icon name="download" size="1rem" />
            {props.calendar.label}
          </ArrowLink>
          {props.calendarLinks.map((link) => (
            <ArrowLink key={link.href} href={link.href} {...newTabProps}>
              {link.label}
              {newTab}
            </ArrowLink>
          ))}
        </Links>
      </Block>
      <Block aria-labelledby="event-where-title">
        <Heading id="event-where-title">{props.whereHeading}</Heading>
        {venue ? (
          <>
            {venue.name ? <Strong>{venue.name}</Strong> : null}
            {venue.lines.map((line) => (
              <Line key={line} suppressHydrationWarning>
                {line}
              </Line>
            ))}
          </>
        ) : null}
        {online ? <Strong>{online.label}</Strong> : null}
        {venue?.map || online?.join ? (
          <Links>
            {[venue?.map, online?.join].map((link, index) =>
              link ? (
                <ArrowLink key={index} href={link.href} {...newTabProps}>
                  {link.label}
                  {newTab}
                  <Icon name="chevron-right" size="1rem" />
                </ArrowLink>
              ) : null,
            )}
          </Links>
        ) : null}
      </Block>
      {organiser ? (
        <Organiser>
          {organiser.before}
          {organiser.href ? (
            <a href={organiser.href} {...newTabProps}>
              {organiser.name}
              {newTab}
            </a>
          ) : (
            organiser.name
          )}
          {organiser.after}
        </Organiser>
      ) : null}
    </Card>
  );
}

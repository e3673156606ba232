import styled from "@emotion/styled";
import { useHasEnded } from "../../../hooks/use-has-ended";
import type { EventPageContent } from "../../../types/event";
import { ButtonLink } from "../../ui/button";
import { Container } from "../../ui/container";
import { ItemTitle, PageEyebrow } from "../../ui/page-hero";
import { Prose } from "../../ui/prose";
import { SectionTitle } from "../../ui/section-heading";
import { BookCard } from "../book-list/book-list";
import { EventDetails } from "./event-details";
import { EventTime } from "./event-time";
import { ReaderTime } from "./reader-time";

const Hero = styled.header`
  padding-block: var(--space-7);
  background: var(--colors-surface-alt);
  @media (min-width: 768px) {
    padding-block: var(--space-8) var(--space-7);
  }
`;

const HeroText = styled.div`
  max-width: 48rem;
`;

/** The kind and, once the event is over, the mark saying so: one line, never taller nor wrapped, so nothing moves. */
const Eyebrow = styled(PageEyebrow)`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  white-space: nowrap;
`;

const Ended = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  &:not(:empty) {
    padding-inline: var(--space-3);
    border-radius: var(--radii-pill);
    background: var(--colors-surface);
    box-shadow: inset 0 0 0 1px var(--colors-border);
    color: var(--colors-text-muted);
  }
`;

const When = styled.p`
  margin-top: var(--space-4);
  font-size: var(--font-sizes-lg);
  font-weight: var(--font-weights-semibold);
  line-height: var(--line-heights-heading);
  color: var(--colors-accent);
  &[data-status="cancelled"] time {
    text-decoration: line-through;
    text-decoration-thickness: 1px;
  }
`;

const Rescheduled = styled.p`
  margin-top: var(--space-2);
  font-size: var(--font-sizes-sm);
  color: var(--colors-text-muted);
`;

/** A cancelled or postponed event's notice (or one moved online), set apart by a rule in the accent. */
const Notice = styled.p`
  max-width: var(--sizes-prose);
  margin-top: var(--space-5);
  padding: var(--space-3) var(--space-4);
  border-left: 4px solid var(--colors-focus);
  border-radius: var(--radii-sm);
  background: var(--colors-surface);
  font-weight: var(--font-weights-medium);
  color: var(--colors-text);
  &[data-status="moved online"] {
    border-left-color: var(--colors-highlight);
  }
`;

/** The tickets button (in a new tab) and the price; once the event is over, hidden, their space kept. */
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

/** The facts first on a phone; beside the description, on the right, from 1024 px. */
const Body = styled.div`
  display: grid;
  gap: var(--space-7);
  padding-block: var(--space-7) var(--space-8);
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) 22rem;
    align-items: start;
    gap: var(--space-8);
  }
`;

const Facts = styled.div`
  @media (min-width: 1024px) {
    grid-column: 2;
    grid-row: 1;
  }
`;

const Main = styled.div`
  display: grid;
  gap: var(--space-8);
  align-content: start;
  @media (min-width: 1024px) {
    grid-column: 1;
    grid-row: 1;
  }
`;

/** The description in the interviews' reading styles, in line with the page's left edge, without the drop cap. */
const Description = styled(Prose)`
  margin-inline: 0;
  padding-block: 0;
  & > p:first-of-type::first-letter {
    float: none;
    margin: 0;
    font-family: inherit;
    font-size: inherit;
    line-height: inherit;
    color: inherit;
  }
`;

const FeaturedBook = styled(BookCard)`
  max-width: var(--sizes-prose);
  margin-top: var(--space-5);
`;

/** An event's page: kind, title, start, changes and tickets; then the facts, description and book, each when given. */
export function EventArticle(props: EventPageContent) {
  const status = props.notice?.status;
  const ended = useHasEnded(props.endsAt, props.endedAtBuild) && props.marksEnd;
  return (
    <article aria-labelledby="event-title">
      <Hero>
        <Container>
          <HeroText>
            <Eyebrow>
              <span>{props.kindLabel}</span>
              <Ended data-event-ended="">{ended ? props.endedLabel : null}</Ended>
            </Eyebrow>
            <ItemTitle id="event-title">{props.title}</ItemTitle>
            <When data-status={status}>
              <EventTime time={props.start} />
              {`, ${props.place}`}
            </When>
            {props.readerTime ? <ReaderTime {...props.readerTime} /> : null}
            {props.rescheduled ? (
              <Rescheduled>
                {props.rescheduled.before}
                <EventTime time={props.rescheduled.previous} />
                {props.rescheduled.after}
              </Rescheduled>
            ) : null}
            {props.notice ? <Notice data-status={props.notice.status}>{props.notice.text}</Notice> : null}
            {props.tickets ? (
              <Tickets data-ended={ended ? "" : undefined}>
                <ButtonLink href={props.tickets.href} newTabLabel={props.newTabLabel}>
                  {props.tickets.label}
                </ButtonLink>
                <Price suppressHydrationWarning>{props.tickets.price}</Price>
              </Tickets>
            ) : null}
          </HeroText>
        </Container>
      </Hero>
      <Container>
        <Body>
          <Facts>
            <EventDetails {...props} />
          </Facts>
          <Main>
            {props.descriptionHtml ? <Description dangerouslySetInnerHTML={{ __html: props.descriptionHtml }} /> : null}
            {props.book ? (
              <section aria-labelledby="event-book-title">
                <SectionTitle id="event-book-title">{props.book.heading}</SectionTitle>
                <FeaturedBook book={props.book} titleAs="h3" />
              </section>
            ) : null}
          </Main>
        </Body>
      </Container>
    </article>
  );
}

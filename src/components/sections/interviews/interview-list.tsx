import styled from "@emotion/styled";
import type { InterviewSummary } from "../../../types/content";
import { Container } from "../../ui/container";
import { Icon } from "../../ui/icon";
import { PageHero, PageStandfirst, PageTitle } from "../../ui/page-hero";
import { SiteLink } from "../../ui/site-link";

export interface InterviewListProps {
  heading: string;
  intro: string;
  /** Newest first. */
  interviews: readonly InterviewSummary[];
}

const List = styled.ol`
  display: grid;
  gap: var(--space-5);
  max-width: 48rem;
  margin: 0 auto;
  padding: var(--space-7) 0 var(--space-8);
  list-style: none;
`;

/** A card the whole of which is the link: the title's link stretches over it. */
const Card = styled.article`
  position: relative;
  display: grid;
  gap: var(--space-2);
  padding: var(--space-5);
  background: var(--colors-surface);
  border-radius: var(--radii-md);
  box-shadow: var(--shadows-card);
  transition: box-shadow var(--durations-base) var(--easings-standard);
  @media (min-width: 768px) {
    padding: var(--space-5) var(--space-6);
  }
  &:hover {
    box-shadow: var(--shadows-raised);
  }
`;

const Date = styled.time`
  font-size: var(--font-sizes-xs);
  font-weight: var(--font-weights-semibold);
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: var(--colors-focus);
`;

const Title = styled.h2`
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-xl);
  font-weight: var(--font-weights-semibold);
  line-height: var(--line-heights-heading);
  color: var(--colors-heading);
  text-wrap: pretty;
`;

const TitleLink = styled(SiteLink)`
  text-decoration: none;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:hover {
    color: var(--colors-accent);
  }
  svg {
    display: inline-block;
    vertical-align: -0.1em;
    margin-left: var(--space-1);
    color: var(--colors-accent);
    transition: transform var(--durations-fast);
  }
  &:hover svg {
    transform: translateX(var(--space-1));
  }
`;

const Host = styled.p`
  font-weight: var(--font-weights-medium);
  color: var(--colors-accent);
`;

const Description = styled.p`
  color: var(--colors-text-muted);
`;

/** Every interview, newest first: date, title (the link), host and introduction. */
export function InterviewList({ heading, intro, interviews }: InterviewListProps) {
  return (
    <section aria-labelledby="interviews-title">
      <PageHero>
        <Container>
          <PageTitle id="interviews-title">{heading}</PageTitle>
          <PageStandfirst>{intro}</PageStandfirst>
        </Container>
      </PageHero>
      <Container>
        <List>
          {interviews.map((interview) => (
            <li key={interview.path}>
              <Card>
                <Date dateTime={interview.isoDate}>{interview.displayDate}</Date>
                <Title>
                  <TitleLink href={interview.path}>
                    {interview.title}
                    <Icon name="chevron-right" size="0.9em" />
                  </TitleLink>
                </Title>
                <Host>{interview.hostLine}</Host>
                <Description>{interview.description}</Description>
              </Card>
            </li>
          ))}
        </List>
      </Container>
    </section>
  );
}

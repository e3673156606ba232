import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { InterviewSummary } from "../../../types/content";
import { Container } from "../../ui/container";
import { Icon } from "../../ui/icon";
import { CardList, CardTitle, cardEyebrowStyles, linkedCardStyles } from "../../ui/linked-card";
import { CardTitleLink } from "../../ui/card-title-link";
import { PageHero, PageStandfirst, PageTitle } from "../../ui/page-hero";

export interface InterviewListProps {
  heading: string;
  intro: string;
  /** Newest first. */
  interviews: readonly InterviewSummary[];
}

/** Date, title, host and introduction; the title's link makes the whole card the link. */
const Card = styled.article(css`
  ${linkedCardStyles}
  display: grid;
  gap: var(--space-2);
  padding: var(--space-5);
  @media (min-width: 768px) {
    padding: var(--space-5) var(--space-6);
  }
`);

const Date = styled.time(cardEyebrowStyles);

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
        <CardList>
          {interviews.map((interview) => (
            <li key={interview.path}>
              <Card>
                <Date dateTime={interview.isoDate}>{interview.displayDate}</Date>
                <CardTitle>
                  <CardTitleLink href={interview.path}>
                    {interview.title}
                    <Icon name="chevron-right" size="0.9em" />
                  </CardTitleLink>
                </CardTitle>
                <Host>{interview.hostLine}</Host>
                <Description>{interview.description}</Description>
              </Card>
            </li>
          ))}
        </CardList>
      </Container>
    </section>
  );
}

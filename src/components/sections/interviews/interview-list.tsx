import styled from "@emotion/styled";
import { mq } from "../../../theme/media";
import type { InterviewSummary } from "../../../types/content";
import { Container } from "../../ui/container";
import { Icon } from "../../ui/icon";
import { SiteLink } from "../../ui/site-link";

export interface InterviewListProps {
  heading: string;
  intro: string;
  /** Newest first. */
  interviews: readonly InterviewSummary[];
}

const Hero = styled.header`
  padding-block: ${({ theme }) => `${theme.space[8]} ${theme.space[7]}`};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  text-align: center;
`;

const Heading = styled.h1`
  max-width: 48rem;
  margin-inline: auto;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: clamp(2.25rem, 1.5rem + 3.5vw, 4rem);
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.heading};
  text-wrap: balance;
`;

const Intro = styled.p`
  max-width: ${({ theme }) => theme.sizes.prose};
  margin: ${({ theme }) => `${theme.space[4]} auto 0`};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[7]} 0 ${theme.space[8]}`};
  list-style: none;
`;

/** A card the whole of which is the link: the title's link stretches over it. */
const Card = styled.article`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition: box-shadow ${({ theme }) => `${theme.durations.base}ms ${theme.easings.standard}`};
  ${mq.md} {
    padding: ${({ theme }) => `${theme.space[5]} ${theme.space[6]}`};
  }
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

const Date = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.focus};
`;

const Title = styled.h2`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.heading};
  color: ${({ theme }) => theme.colors.heading};
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
    color: ${({ theme }) => theme.colors.accent};
  }
  svg {
    display: inline-block;
    vertical-align: -0.1em;
    margin-left: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.accent};
    transition: transform ${({ theme }) => theme.durations.fast}ms;
  }
  &:hover svg {
    transform: translateX(${({ theme }) => theme.space[1]});
  }
`;

const Host = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.accent};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Every interview, newest first: date, title (the link), host and introduction. */
export function InterviewList({ heading, intro, interviews }: InterviewListProps) {
  return (
    <section aria-labelledby="interviews-title">
      <Hero>
        <Container>
          <Heading id="interviews-title">{heading}</Heading>
          <Intro>{intro}</Intro>
        </Container>
      </Hero>
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

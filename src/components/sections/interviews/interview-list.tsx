import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { InterviewSummary } from "../../../types/content";
import { CardDate, CardNote, linkedCardStyles } from "../../ui/linked-card";
import { LinkedCardTitle } from "../../ui/linked-card-title";

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

const Host = styled.p`
  font-weight: var(--font-weights-medium);
  color: var(--colors-accent);
`;

export function InterviewCard({ interview }: { interview: InterviewSummary }) {
  return (
    <Card>
      <CardDate dateTime={interview.isoDate}>{interview.displayDate}</CardDate>
      <LinkedCardTitle href={interview.path}>{interview.title}</LinkedCardTitle>
      <Host>{interview.hostLine}</Host>
      <CardNote>{interview.description}</CardNote>
    </Card>
  );
}

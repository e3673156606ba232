import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { EventBookContent } from "../../../types/event";
import { CardTitleLink } from "../../ui/card-title-link";
import { Icon } from "../../ui/icon";
import { CardTitle, linkedCardStyles } from "../../ui/linked-card";
import { SectionTitle } from "../../ui/section-heading";
import { BookCover } from "../book/book-cover";

const Card = styled.article(css`
  ${linkedCardStyles}
  display: grid;
  grid-template-columns: 5.5rem minmax(0, 1fr);
  align-items: start;
  gap: var(--space-4);
  max-width: var(--sizes-prose);
  margin-top: var(--space-5);
  padding: var(--space-4);
  @media (min-width: 768px) {
    grid-template-columns: 8rem minmax(0, 1fr);
    gap: var(--space-6);
    padding: var(--space-5) var(--space-6);
  }
`);

const Text = styled.div`
  display: grid;
  gap: var(--space-2);
`;

/** The book an event features: its cover, its title (the link to its page, over the whole card) and pitch. */
export function EventBook({ heading, title, path, pitch, cover }: EventBookContent) {
  return (
    <section aria-labelledby="event-book-title">
      <SectionTitle id="event-book-title">{heading}</SectionTitle>
      <Card>
        <BookCover cover={cover} title={title} sizes="(min-width: 768px) 128px, 88px" />
        <Text>
          <CardTitle as="h3">
            <CardTitleLink href={path}>
              {title}
              <Icon name="chevron-right" size="0.9em" />
            </CardTitleLink>
          </CardTitle>
          <p>{pitch}</p>
        </Text>
      </Card>
    </section>
  );
}

import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { BookSummary } from "../../../types/book";
import { Icon } from "../../ui/icon";
import { CardTitle, cardEyebrowStyles, linkedCardStyles } from "../../ui/linked-card";
import { CardTitleLink } from "../../ui/card-title-link";
import { BookCover } from "../book/book-cover";

// /books/'s card; the page around the cards is the listing's (../listing/listing-page.tsx). The
// module keeps its name and the order of its styled components: Emotion's babel plugin names each
// styled component's class after the module's path and its place in it, and those are in the HTML.

export interface BookCardProps {
  book: BookSummary;
  /** Whether the cover is on the first screen (the newest book's), so loads first. */
  priority: boolean;
}

/** The cover beside the text; the title's link makes the whole card the link. */
const Card = styled.article(css`
  ${linkedCardStyles}
  display: grid;
  grid-template-columns: 5.5rem minmax(0, 1fr);
  align-items: start;
  gap: var(--space-4);
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

const DateLine = styled.time(cardEyebrowStyles);

const Subtitle = styled.p`
  font-family: var(--fonts-display);
  font-style: italic;
  color: var(--colors-text-muted);
`;

const Pitch = styled.p`
  color: var(--colors-text);
`;

/** A book's card: cover, date line, title (the link), subtitle and pitch. */
export function BookCard({ book, priority }: BookCardProps) {
  return (
    <Card>
      <BookCover cover={book.cover} title={book.title} sizes="(min-width: 768px) 128px, 88px" priority={priority} />
      <Text>
        <DateLine dateTime={book.dateLine.isoDate}>{book.dateLine.text}</DateLine>
        <CardTitle>
          <CardTitleLink href={book.path}>
            {book.title}
            <Icon name="chevron-right" size="0.9em" />
          </CardTitleLink>
        </CardTitle>
        {book.subtitle ? <Subtitle>{book.subtitle}</Subtitle> : null}
        <Pitch>{book.pitch}</Pitch>
      </Text>
    </Card>
  );
}

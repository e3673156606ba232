import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { BookSummary } from "../../../types/book";
import { Container } from "../../ui/container";
import { Icon } from "../../ui/icon";
import { CardList, CardTitle, cardEyebrowStyles, linkedCardStyles } from "../../ui/linked-card";
import { CardTitleLink } from "../../ui/card-title-link";
import { PageHero, PageStandfirst, PageTitle } from "../../ui/page-hero";
import { BookCover } from "../book/book-cover";

export interface BookListProps {
  heading: string;
  intro: string;
  /** Newest first. */
  books: readonly BookSummary[];
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

/** Every book, newest first: cover, date line, title (the link), subtitle and pitch. */
export function BookList({ heading, intro, books }: BookListProps) {
  return (
    <section aria-labelledby="books-page-title">
      <PageHero>
        <Container>
          <PageTitle id="books-page-title">{heading}</PageTitle>
          <PageStandfirst>{intro}</PageStandfirst>
        </Container>
      </PageHero>
      <Container>
        <CardList>
          {books.map((book, index) => (
            <li key={book.path}>
              <Card>
                <BookCover
                  cover={book.cover}
                  title={book.title}
                  sizes="(min-width: 768px) 128px, 88px"
                  // The newest book's cover is on the first screen.
                  priority={index === 0}
                />
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
            </li>
          ))}
        </CardList>
      </Container>
    </section>
  );
}

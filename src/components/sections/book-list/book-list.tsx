import styled from "@emotion/styled";
import type { BookSummary } from "../../../types/book";
import { Container } from "../../ui/container";
import { Icon } from "../../ui/icon";
import { PageHero, PageStandfirst, PageTitle } from "../../ui/page-hero";
import { SiteLink } from "../../ui/site-link";
import { BookCover } from "../book/book-cover";

export interface BookListProps {
  heading: string;
  intro: string;
  /** Newest first. */
  books: readonly BookSummary[];
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
  grid-template-columns: 5.5rem minmax(0, 1fr);
  align-items: start;
  gap: var(--space-4);
  padding: var(--space-4);
  background: var(--colors-surface);
  border-radius: var(--radii-md);
  box-shadow: var(--shadows-card);
  transition: box-shadow var(--durations-base) var(--easings-standard);
  @media (min-width: 768px) {
    grid-template-columns: 8rem minmax(0, 1fr);
    gap: var(--space-6);
    padding: var(--space-5) var(--space-6);
  }
  &:hover {
    box-shadow: var(--shadows-raised);
  }
`;

const Text = styled.div`
  display: grid;
  gap: var(--space-2);
`;

const DateLine = styled.time`
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
  overflow-wrap: anywhere;
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
        <List>
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
                  <Title>
                    <TitleLink href={book.path}>
                      {book.title}
                      <Icon name="chevron-right" size="0.9em" />
                    </TitleLink>
                  </Title>
                  {book.subtitle ? <Subtitle>{book.subtitle}</Subtitle> : null}
                  <Pitch>{book.pitch}</Pitch>
                </Text>
              </Card>
            </li>
          ))}
        </List>
      </Container>
    </section>
  );
}

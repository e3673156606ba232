import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { SeriesEntry } from "../../../types/book";
import { CompactCardTitle, compactCardEyebrowStyles, linkedCardStyles } from "../../ui/linked-card";
import { CardTitleLink } from "../../ui/card-title-link";
import { SectionTitle } from "../../ui/section-heading";
import { BookCover } from "./book-cover";

export interface BookSeriesProps {
  heading: string;
  books: readonly SeriesEntry[];
}

const List = styled.ol`
  display: grid;
  gap: var(--space-4);
  margin: var(--space-5) 0 0;
  padding: 0;
  list-style: none;
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The cover beside the text; the title's link makes the whole card the link. */
const Card = styled.article(css`
  ${linkedCardStyles}
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr);
  align-items: center;
  gap: var(--space-4);
  height: 100%;
  padding: var(--space-4);
`);

const Line = styled.p(compactCardEyebrowStyles);

/** The other books of the series, in its order: cover, place in the series and title (the link). */
export function BookSeries({ heading, books }: BookSeriesProps) {
  return (
    <section aria-labelledby="series-title">
      <SectionTitle id="series-title">{heading}</SectionTitle>
      <List>
        {books.map((entry) => (
          <li key={entry.path}>
            <Card>
              <BookCover cover={entry.cover} title={entry.title} sizes="72px" />
              <div>
                <Line>{entry.line}</Line>
                <CompactCardTitle>
                  <CardTitleLink href={entry.path}>{entry.title}</CardTitleLink>
                </CompactCardTitle>
              </div>
            </Card>
          </li>
        ))}
      </List>
    </section>
  );
}

import styled from "@emotion/styled";
import type { SeriesEntry } from "../../../types/book";
import { SiteLink } from "../../ui/site-link";
import { BookCover } from "./book-cover";
import { SectionTitle } from "./section-title";

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

/** A card the whole of which is the link: the title's link stretches over it. */
const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr);
  align-items: center;
  gap: var(--space-4);
  height: 100%;
  padding: var(--space-4);
  border-radius: var(--radii-md);
  background: var(--colors-surface);
  box-shadow: var(--shadows-card);
  transition: box-shadow var(--durations-base) var(--easings-standard);
  &:hover {
    box-shadow: var(--shadows-raised);
  }
`;

const Line = styled.p`
  font-size: var(--font-sizes-xs);
  font-weight: var(--font-weights-semibold);
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: var(--colors-focus);
`;

const Title = styled.h3`
  margin-top: var(--space-1);
  font-family: var(--fonts-display);
  font-size: var(--font-sizes-lg);
  font-weight: var(--font-weights-semibold);
  line-height: var(--line-heights-heading);
  color: var(--colors-heading);
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
`;

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
                <Title>
                  <TitleLink href={entry.path}>{entry.title}</TitleLink>
                </Title>
              </div>
            </Card>
          </li>
        ))}
      </List>
    </section>
  );
}

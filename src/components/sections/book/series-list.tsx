import type { SeriesEntry } from "../../../types/book";
import { CardGrid } from "../../ui/card-grid";
import { CompactCardEyebrow } from "../../ui/linked-card";
import { MediaCard } from "../../ui/media-card";
import { SectionTitle } from "../../ui/section-heading";
import { BookCover } from "./book-cover";

export interface BookSeriesProps {
  heading: string;
  books: readonly SeriesEntry[];
}

/** The other books of the series, in its order, two abreast from 768 px: cover, place in the series and title (the link). */
export function BookSeries({ heading, books }: BookSeriesProps) {
  return (
    <section aria-labelledby="series-title">
      <SectionTitle id="series-title">{heading}</SectionTitle>
      <CardGrid columns="two">
        {books.map((entry) => (
          <li key={entry.path}>
            <MediaCard
              layout="thumbnail"
              media={<BookCover cover={entry.cover} title={entry.title} sizes="72px" />}
              eyebrow={<CompactCardEyebrow>{entry.line}</CompactCardEyebrow>}
              title={entry.title}
              href={entry.path}
            />
          </li>
        ))}
      </CardGrid>
    </section>
  );
}

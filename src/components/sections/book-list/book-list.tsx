import styled from "@emotion/styled";
import type { BookSummary } from "../../../types/book";
import { CardDate, CardSubtitle } from "../../ui/linked-card";
import { MediaCard } from "../../ui/media-card";
import { BookCover } from "../book/book-cover";

/** What a book's card shows: a card on /books/ has its date line, and a subtitle where it has one. */
export type BookCardContent = Pick<BookSummary, "path" | "title" | "pitch" | "cover"> &
  Partial<Pick<BookSummary, "subtitle" | "dateLine">>;

export interface BookCardProps {
  book: BookCardContent;
  /** Whether the cover is on the first screen (the newest book's on /books/), so loads first. */
  priority?: boolean;
  /** The title's level: an h2 unless its page wants another (an h3 under an event page's h2). */
  titleAs?: "h2" | "h3";
  className?: string;
}

const Pitch = styled.p`
  color: var(--colors-text);
`;

export function BookCard({ book, priority = false, titleAs, className }: BookCardProps) {
  return (
    <MediaCard
      layout="cover"
      media={
        <BookCover cover={book.cover} title={book.title} sizes="(min-width: 768px) 128px, 88px" priority={priority} />
      }
      eyebrow={book.dateLine ? <CardDate dateTime={book.dateLine.isoDate}>{book.dateLine.text}</CardDate> : null}
      title={book.title}
      href={book.path}
      titleAs={titleAs}
      className={className}
    >
      {book.subtitle ? <CardSubtitle>{book.subtitle}</CardSubtitle> : null}
      <Pitch>{book.pitch}</Pitch>
    </MediaCard>
  );
}

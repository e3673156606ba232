import styled from "@emotion/styled";
import type { EventBookContent } from "../../../types/event";
import { SectionTitle } from "../../ui/section-heading";
import { BookCard } from "../book-list/book-list";

/** The book's card as /books/ shows it, in the reading column under the section's title. */
const Card = styled(BookCard)`
  max-width: var(--sizes-prose);
  margin-top: var(--space-5);
`;

/** The book an event features: its cover, its title (the link to its page, over the whole card) and pitch. */
export function EventBook({ heading, ...book }: EventBookContent) {
  return (
    <section aria-labelledby="event-book-title">
      <SectionTitle id="event-book-title">{heading}</SectionTitle>
      <Card book={book} titleAs="h3" />
    </section>
  );
}

import styled from "@emotion/styled";
import type { BookCover as BookCoverContent } from "../../../types/book";
import { Picture } from "../../ui/picture";

export interface BookCoverProps {
  cover: BookCoverContent | null;
  /** The book's title: drawn on the stand-in of a book without a cover yet. */
  title: string;
  sizes: string;
  /** "eager" and a high priority for the cover that is the page's largest paint. */
  priority?: boolean;
  className?: string;
}

const Frame = styled.div`
  border-radius: var(--radii-sm);
  overflow: hidden;
  box-shadow: var(--shadows-raised);
`;

/** A cover not drawn yet: a 2:3 board with the title (container units), hidden from screen readers: it repeats it. */
const StandIn = styled.div`
  container-type: inline-size;
`;

const Board = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 2 / 3;
  padding: 12cqi;
  border-radius: var(--radii-sm);
  background: linear-gradient(160deg, var(--colors-accent), var(--colors-dark) 45%, var(--colors-dark-deep));
  box-shadow:
    inset 0 0 0 5cqi var(--colors-dark-deep),
    inset 0 0 0 calc(5cqi + 1px) var(--colors-highlight),
    var(--shadows-raised);
  color: var(--colors-on-dark);
  text-align: center;
  p {
    font-family: var(--fonts-display);
    font-size: 11cqi;
    font-weight: var(--font-weights-semibold);
    line-height: var(--line-heights-heading);
    text-wrap: balance;
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  p::after {
    content: "";
    display: block;
    width: 24cqi;
    height: 1px;
    margin: 7cqi auto 0;
    background: var(--colors-highlight);
  }
`;

/** A book's front cover, or for a coming-soon book without one, a stand-in with its title. */
export function BookCover({ cover, title, sizes, priority = false, className }: BookCoverProps) {
  if (!cover) {
    return (
      <StandIn className={className} aria-hidden="true" data-cover-stand-in="">
        <Board>
          <p>{title}</p>
        </Board>
      </StandIn>
    );
  }
  return (
    <Frame className={className}>
      <Picture
        image={cover.image}
        alt={cover.alt}
        sizes={sizes}
        loading={priority ? "eager" : "lazy"}
        priority={priority}
      />
    </Frame>
  );
}

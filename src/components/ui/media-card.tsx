import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { linkedCardStyles } from "./linked-card";
import { LinkedCardTitle } from "./linked-card-title";

/**
 * The media's column, and with it the card's spacing:
 * - "cover": a book's cover, 5.5rem wide (8rem from 768 px);
 * - "leaf": a calendar leaf, 3.25rem (5rem from 768 px), a little closer to the text on a phone;
 * - "thumbnail": a small cover, 4.5rem, on a compact card as tall as its row (a CardGrid's), centred
 *   beside a compact title.
 */
export type MediaCardLayout = "cover" | "leaf" | "thumbnail";

export interface MediaCardProps {
  /** What stands beside the text: a cover, a calendar leaf. */
  media: ReactNode;
  layout: MediaCardLayout;
  /** The line over the title: a date, what kind of event, a place in a series. */
  eyebrow?: ReactNode;
  title: ReactNode;
  /** The page the card stands for: the title's link, which makes the whole card the link. */
  href: string;
  /** The title's level, where the page wants another than LinkedCardTitle's. */
  titleAs?: "h2" | "h3";
  /** Break a word of the title too long for the line anywhere. */
  breakTitleAnywhere?: boolean;
  /** What the card says under its title. */
  children?: ReactNode;
  className?: string;
}

/** The media beside the text; the title's link makes the whole card the link. */
const Card = styled.article(css`
  ${linkedCardStyles}
  display: grid;
  grid-template-columns: 5.5rem minmax(0, 1fr);
  align-items: start;
  gap: var(--space-4);
  padding: var(--space-4);
  &[data-layout="leaf"] {
    grid-template-columns: 3.25rem minmax(0, 1fr);
    gap: var(--space-3);
  }
  &[data-layout="thumbnail"] {
    grid-template-columns: 4.5rem minmax(0, 1fr);
    align-items: center;
    height: 100%;
  }
  @media (min-width: 768px) {
    &[data-layout="cover"] {
      grid-template-columns: 8rem minmax(0, 1fr);
    }
    &[data-layout="leaf"] {
      grid-template-columns: 5rem minmax(0, 1fr);
    }
    &:not([data-layout="thumbnail"]) {
      gap: var(--space-6);
      padding: var(--space-5) var(--space-6);
    }
  }
`);

/** The text beside the media: its lines spaced evenly; a thumbnail's eyebrow and title kept together. */
const Text = styled.div`
  display: grid;
  gap: var(--space-2);
  min-width: 0;
  &[data-layout="thumbnail"] {
    display: block;
  }
`;

/**
 * A card with media beside its text (an eyebrow, the title, what follows), the whole of which is
 * the link to the title's page.
 */
export function MediaCard({
  media,
  layout,
  eyebrow,
  title,
  href,
  titleAs,
  breakTitleAnywhere,
  children,
  className,
}: MediaCardProps) {
  return (
    <Card data-layout={layout} className={className}>
      {media}
      <Text data-layout={layout}>
        {eyebrow}
        <LinkedCardTitle href={href} as={titleAs} compact={layout === "thumbnail"} breakAnywhere={breakTitleAnywhere}>
          {title}
        </LinkedCardTitle>
        {children}
      </Text>
    </Card>
  );
}

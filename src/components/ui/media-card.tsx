import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { linkedCardStyles } from "./linked-card";
import { LinkedCardTitle } from "./linked-card-title";

export interface MediaCardProps {
  media: ReactNode;
  /** The media's column: a book's "cover", a calendar "leaf", or a compact card's small cover ("thumbnail"). */
  layout: "cover" | "leaf" | "thumbnail";
  eyebrow?: ReactNode;
  title: ReactNode;
  href: string;
  titleAs?: "h2" | "h3";
  breakTitleAnywhere?: boolean;
  children?: ReactNode;
  className?: string;
}

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

const Text = styled.div`
  display: grid;
  gap: var(--space-2);
  min-width: 0;
  &[data-layout="thumbnail"] {
    display: block;
  }
`;

/** A card with media beside its text (an eyebrow, the title, what follows), the whole of it the title's link. */
export function MediaCard(props: MediaCardProps) {
  const { layout } = props;
  return (
    <Card data-layout={layout} className={props.className}>
      {props.media}
      <Text data-layout={layout}>
        {props.eyebrow}
        <LinkedCardTitle
          href={props.href}
          as={props.titleAs}
          compact={layout === "thumbnail"}
          breakAnywhere={props.breakTitleAnywhere}
        >
          {props.title}
        </LinkedCardTitle>
        {props.children}
      </Text>
    </Card>
  );
}

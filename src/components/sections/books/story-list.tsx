import { css } from "@emotion/react";
import styled from "@emotion/styled";
import type { Story } from "../../../types/content";
import { CompactCardTitle, compactCardEyebrowStyles, cardSurfaceStyles } from "../../ui/linked-card";

export interface StoryListProps {
  stories: readonly Story[];
  /** The level of each story's title: 4 under the Books section's h3, 3 under a book page's h2. */
  titleLevel: 3 | 4;
}

const Stories = styled.ol`
  display: grid;
  gap: var(--space-3);
  margin-top: var(--space-4);
  padding: 0;
  list-style: none;
  counter-reset: story;
  @media (min-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StoryCard = styled.li(css`
  ${cardSurfaceStyles}
  counter-increment: story;
  padding: var(--space-4);
`);

const Theme = styled.p(css`
  ${compactCardEyebrowStyles}
  &::before {
    content: counter(story, decimal-leading-zero) " · ";
  }
`);

const StorySummary = styled.p`
  margin-top: var(--space-2);
  font-size: var(--font-sizes-sm);
  color: var(--colors-text-muted);
`;

/** A book's stories as numbered cards: theme, title and summary (the Books section, a book's page). */
export function StoryList({ stories, titleLevel }: StoryListProps) {
  return (
    <Stories>
      {stories.map((story, index) => (
        // Two stories may share a title; their order is what tells them apart.
        <StoryCard key={index}>
          <Theme>{story.theme}</Theme>
          <CompactCardTitle as={titleLevel === 3 ? "h3" : "h4"}>{story.title}</CompactCardTitle>
          <StorySummary>{story.summary}</StorySummary>
        </StoryCard>
      ))}
    </Stories>
  );
}

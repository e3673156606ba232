import { css } from "@emotion/react";
import styled from "@emotion/styled";

// The parts the site's cards share, composed in one `css` block handed to styled (docs/MAINTENANCE.md).
// The module imports nothing of Gatsby's: the CMS's preview draws the press kit and the stories with it.

/** A page's list of linked cards (/books/, /interviews/): one column of reading width. */
export const CardList = styled.ol`
  display: grid;
  gap: var(--space-5);
  max-width: 48rem;
  margin: 0 auto;
  padding: var(--space-7) 0 var(--space-8);
  list-style: none;
`;

export const cardSurfaceStyles = css`
  background: var(--colors-surface);
  border-radius: var(--radii-md);
  box-shadow: var(--shadows-card);
`;

/** A card the whole of which is its title's link (LinkedCardTitle): the raised surface, higher on hover. */
export const linkedCardStyles = css`
  ${cardSurfaceStyles}
  position: relative;
  transition: box-shadow var(--durations-base) var(--easings-standard);
  &:hover {
    box-shadow: var(--shadows-raised);
  }
`;

export const cardEyebrowStyles = css`
  font-size: var(--font-sizes-xs);
  font-weight: var(--font-weights-semibold);
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: var(--colors-focus);
`;

/** The eyebrow of a smaller card (a series' other books, a book's stories), spaced a little closer. */
export const compactCardEyebrowStyles = css`
  ${cardEyebrowStyles}
  letter-spacing: 0.14em;
`;

export const CardEyebrow = styled.p(cardEyebrowStyles);

export const CardDate = styled.time(cardEyebrowStyles);

export const CompactCardEyebrow = styled.p(compactCardEyebrowStyles);

/** A card's line in muted ink under its title: where an event is, what an interview is about. */
export const CardNote = styled.p`
  color: var(--colors-text-muted);
`;

export const CardSubtitle = styled.p`
  font-family: var(--fonts-display);
  font-style: italic;
  color: var(--colors-text-muted);
`;

/** A heading in the display face (each adds its size): cards', sections', the dialog's. */
export const displayHeadingStyles = css`
  font-family: var(--fonts-display);
  font-weight: var(--font-weights-semibold);
  line-height: var(--line-heights-heading);
  color: var(--colors-heading);
`;

export const cardTitleStyles = css`
  ${displayHeadingStyles}
  font-size: var(--font-sizes-xl);
  text-wrap: pretty;
  &[data-wrap="anywhere"] {
    overflow-wrap: anywhere;
  }
`;

/** A card's title: an h2 unless `as` says; `data-wrap="anywhere"` breaks a word too long for the line. */
export const CardTitle = styled.h2(cardTitleStyles);

export const CompactCardTitle = styled.h3(css`
  ${displayHeadingStyles}
  margin-top: var(--space-1);
  font-size: var(--font-sizes-lg);
`);

export const cardTitleLinkStyles = css`
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

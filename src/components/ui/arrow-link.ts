import { css } from "@emotion/react";

/**
 * A link of a few words and an arrow icon, underlined in the highlight colour and a tap target
 * tall: a book page's link down to its sample, the Books section's link to all books. Each adds
 * its own space above, composing both in one `css` block handed to styled (docs/MAINTENANCE.md).
 */
export const arrowLinkStyles = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  min-height: var(--sizes-tap-target);
  font-weight: var(--font-weights-semibold);
  color: var(--colors-link);
  text-decoration: underline;
  text-decoration-color: var(--colors-highlight);
  text-underline-offset: 0.2em;
  &:hover {
    color: var(--colors-accent-hover);
  }
`;

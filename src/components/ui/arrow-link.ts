import { css } from "@emotion/react";

/** A short link with an arrow icon, underlined in the highlight colour, a tap target tall; each adds space above. */
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

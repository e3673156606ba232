import styled from "@emotion/styled";

/** First focusable element: jumps past the header to the page's main content. */
export const SkipLink = styled.a`
  position: fixed;
  top: var(--space-2);
  left: var(--space-2);
  z-index: var(--z-indices-skip-link);
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radii-sm);
  background: var(--colors-highlight);
  color: var(--colors-dark-deep);
  font-weight: var(--font-weights-semibold);
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

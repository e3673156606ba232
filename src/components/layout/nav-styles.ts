import { css } from "@emotion/react";

/** The header's top-level entries' look; compose it in one `css` block handed to styled, not in a template. */
export const navLinkStyles = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  min-height: var(--sizes-tap-target);
  padding-inline: var(--space-3);
  border-radius: var(--radii-pill);
  color: var(--colors-on-dark);
  font-family: var(--fonts-body);
  font-size: var(--font-sizes-sm);
  font-weight: var(--font-weights-medium);
  text-decoration: none;
  white-space: nowrap;
  transition-property: background-color, color;
  &:hover {
    background: var(--colors-on-dark-hover);
  }
  &[aria-current="page"] {
    color: var(--colors-highlight);
  }
`;

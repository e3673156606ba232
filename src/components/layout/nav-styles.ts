import { css } from "@emotion/react";

/**
 * Shared look of the header's top-level navigation entries (links and the menus' buttons). A
 * component that adds to it composes both in one `css` block and passes that block to styled as
 * its argument, not as a template: in a styled template the shared part would make Emotion
 * combine and hash the styles again on every render.
 */
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

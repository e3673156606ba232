import { css, type Theme } from "@emotion/react";

/** Shared look of the header's top-level navigation entries (links and the Books button). */
export const navLinkStyles = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: ${theme.sizes.tapTarget};
  padding-inline: ${theme.space[3]};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.onDark};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  transition-property: background-color, color;
  &:hover {
    background: ${theme.colors.onDarkHover};
  }
  &[aria-current="page"] {
    color: ${theme.colors.highlight};
  }
`;

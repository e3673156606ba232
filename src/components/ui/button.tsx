import { css, type Theme } from "@emotion/react";
import styled from "@emotion/styled";

export type ButtonVariant = "primary" | "secondary" | "light" | "ghost";

const variants = (theme: Theme): Record<ButtonVariant, ReturnType<typeof css>> => ({
  primary: css`
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
    &:hover {
      background: ${theme.colors.accentHover};
    }
  `,
  secondary: css`
    background: transparent;
    color: ${theme.colors.accent};
    box-shadow: inset 0 0 0 2px currentColor;
    &:hover {
      background: ${theme.colors.accent};
      color: ${theme.colors.onAccent};
      box-shadow: inset 0 0 0 2px ${theme.colors.accent};
    }
  `,
  light: css`
    background: ${theme.colors.highlight};
    color: ${theme.colors.darkDeep};
    &:hover {
      background: ${theme.colors.highlightSoft};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.onDark};
    box-shadow: inset 0 0 0 2px currentColor;
    &:hover {
      background: ${theme.colors.onDark};
      color: ${theme.colors.darkDeep};
    }
  `,
});

export const buttonStyles = (theme: Theme, variant: ButtonVariant) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.tapTarget};
  padding: ${theme.space[3]} ${theme.space[5]};
  border: 0;
  border-radius: ${theme.radii.pill};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: 0.01em;
  line-height: ${theme.lineHeights.heading};
  text-align: center;
  text-decoration: none;
  /* Labels are content: a long one wraps, and a word too long for the screen breaks. */
  overflow-wrap: anywhere;
  cursor: pointer;
  transition-property: background-color, color, box-shadow, transform;
  transition-duration: ${theme.durations.fast}ms;
  &:active {
    transform: translateY(1px);
  }
  ${variants(theme)[variant]}
`;

interface ButtonVariantProps {
  variant?: ButtonVariant;
}

/** A link that looks like a button (calls to action). */
export const ButtonLink = styled.a<ButtonVariantProps>`
  ${({ theme, variant = "primary" }) => buttonStyles(theme, variant)}
`;

export const Button = styled.button<ButtonVariantProps>`
  ${({ theme, variant = "primary" }) => buttonStyles(theme, variant)}
`;

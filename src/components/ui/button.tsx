import styled from "@emotion/styled";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";
import { newTabProps } from "../../lib/external-link";
import { VisuallyHidden } from "./visually-hidden";

export type ButtonVariant = "primary" | "secondary" | "light" | "ghost";

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  min-height: var(--sizes-tap-target);
  padding: var(--space-3) var(--space-5);
  border: 0;
  border-radius: var(--radii-pill);
  font-family: var(--fonts-body);
  font-size: var(--font-sizes-sm);
  font-weight: var(--font-weights-semibold);
  letter-spacing: 0.01em;
  line-height: var(--line-heights-heading);
  text-align: center;
  text-decoration: none;
  /* Labels are content: a long one wraps, and a word too long for the screen breaks. */
  overflow-wrap: anywhere;
  cursor: pointer;
  transition-property: background-color, color, box-shadow, transform;
  transition-duration: var(--durations-fast);
  &:active {
    transform: translateY(1px);
  }
  &[data-variant="primary"] {
    background: var(--colors-accent);
    color: var(--colors-on-accent);
  }
  &[data-variant="primary"]:hover {
    background: var(--colors-accent-hover);
  }
  &[data-variant="secondary"] {
    background: transparent;
    color: var(--colors-accent);
    box-shadow: inset 0 0 0 2px currentColor;
  }
  &[data-variant="secondary"]:hover {
    background: var(--colors-accent);
    color: var(--colors-on-accent);
    box-shadow: inset 0 0 0 2px var(--colors-accent);
  }
  &[data-variant="light"] {
    background: var(--colors-highlight);
    color: var(--colors-dark-deep);
  }
  &[data-variant="light"]:hover {
    background: var(--colors-highlight-soft);
  }
  &[data-variant="ghost"] {
    background: transparent;
    color: var(--colors-on-dark);
    box-shadow: inset 0 0 0 2px currentColor;
  }
  &[data-variant="ghost"]:hover {
    background: var(--colors-on-dark);
    color: var(--colors-dark-deep);
  }
`;

type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  variant?: ButtonVariant;
  newTabLabel?: string;
};

/** With `newTabLabel`, the link opens in a new tab and tells screen readers so in those words. */
export function ButtonLink({ variant = "primary", newTabLabel, ...rest }: ButtonLinkProps) {
  if (newTabLabel === undefined) return <Anchor data-variant={variant} {...rest} />;
  return (
    <Anchor data-variant={variant} {...rest} {...newTabProps}>
      {rest.children}
      <VisuallyHidden> {newTabLabel}</VisuallyHidden>
    </Anchor>
  );
}

const NativeButton = Anchor.withComponent("button");

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

export function Button({ variant = "primary", type = "button", ...rest }: ButtonProps) {
  return <NativeButton data-variant={variant} type={type} {...rest} />;
}

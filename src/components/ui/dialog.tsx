import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { useEffect, useId, useRef, type FocusEvent, type MouseEvent, type ReactNode } from "react";
import { forwardEveryAttribute } from "./forward-attributes";
import { Icon } from "./icon";
import { IconButton } from "./icon-button";
import { displayHeadingStyles } from "./linked-card";
import { VisuallyHidden } from "./visually-hidden";

export interface DialogProps {
  open: boolean;
  /** Called however the dialog closes: button, Escape or a click on the backdrop. */
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

const Native = styled("dialog", forwardEveryAttribute)`
  width: min(100% - var(--space-5), 52rem);
  max-height: calc(100% - var(--space-5));
  padding: 0;
  border: 0;
  border-radius: var(--radii-lg);
  background: var(--colors-surface);
  color: var(--colors-text);
  box-shadow: var(--shadows-raised);
  &::backdrop {
    background: var(--colors-scrim);
  }
  /* A fade only: on a slow phone a slide moved the close button from under a tap aimed at it. */
  &[open] {
    animation: dialog-in var(--durations-base) var(--easings-out);
  }
  @keyframes dialog-in {
    from {
      opacity: 0;
    }
  }
`;

const Body = styled.div`
  position: relative;
  padding: var(--space-6) var(--space-4) var(--space-5);
  @media (min-width: 600px) {
    padding: var(--space-7) var(--space-6) var(--space-6);
  }
`;

const Title = styled.h2(css`
  ${displayHeadingStyles}
  font-size: var(--font-sizes-xxl);
  padding-right: var(--space-7);
`);

const Close = styled(IconButton)`
  position: absolute;
  top: var(--space-3);
  right: var(--space-3);
`;

/** Focusable but unseen: where Tab lands before the first control and after the last. */
const FocusSentinel = VisuallyHidden;

/**
 * A modal on the native <dialog>: the browser makes the page inert, closes it (Escape, the backdrop, the close button's
 * method="dialog" form) and returns focus; React only opens it. What must not load until it opens, the caller holds.
 */
export function Dialog({ open, onClose, title, closeLabel, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // The browser focuses the control marked autofocus as the dialog opens: the close button, not
      // the leading sentinel. React's autoFocus would focus on mount instead, so it is set here.
      closeRef.current?.setAttribute("autofocus", "");
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Without `closedby`: a click on the <dialog> itself landed on the backdrop (the body fills the box).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  // Keep Tab inside: past the last control (often inside a third-party iframe, whose keys the
  // page cannot see) focus lands on a sentinel that sends it back to the first, and vice versa.
  const focusable = () =>
    Array.from(ref.current?.querySelectorAll<HTMLElement>("button, a[href], iframe, input, select, textarea") ?? []);
  const focusFirst = () => focusable()[0]?.focus();
  // Shift+Tab from the first control goes round to the last; focus arriving from anywhere else
  // (Tab from the browser's own controls) goes to the first control, the close button.
  const onLeadingFocus = (event: FocusEvent) => {
    const from = event.relatedTarget as Node | null;
    if (from && ref.current?.contains(from)) focusable().at(-1)?.focus();
    else focusFirst();
  };

  return (
    <Native ref={ref} aria-labelledby={titleId} closedby="any" onClose={onClose} onClick={onClick}>
      <FocusSentinel tabIndex={0} onFocus={onLeadingFocus} />
      <Body>
        <Title id={titleId}>{title}</Title>
        <form method="dialog">
          <Close ref={closeRef} data-look="soft" type="submit" aria-label={closeLabel}>
            <Icon name="close" size="1.375rem" />
          </Close>
        </form>
        {children}
      </Body>
      <FocusSentinel tabIndex={0} onFocus={focusFirst} />
    </Native>
  );
}

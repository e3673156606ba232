import {
  useCallback,
  useId,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from "react";
import { useDisclosure } from "./use-disclosure";

export interface NavDropdownOptions {
  /**
   * A pop-up list (the desktop bar): it also opens while a mouse hovers, and closes on Escape (focus
   * back on its button) and when focus leaves it. Otherwise (the mobile panel) the button alone
   * opens and closes it, in place.
   */
  popup: boolean;
  /** Open from the start (the mobile panel opens the menu that holds the current page). */
  initialOpen?: boolean;
}

export interface NavDropdown {
  isOpen: boolean;
  close: () => void;
  /** Spread on the element that wraps the button and its list. */
  wrapperProps: {
    onPointerEnter?: (event: PointerEvent) => void;
    onPointerLeave?: (event: PointerEvent) => void;
    onKeyDown?: (event: KeyboardEvent) => void;
    onBlur?: (event: FocusEvent<HTMLElement>) => void;
  };
  /** Spread on the disclosure button. */
  triggerProps: {
    ref: RefObject<HTMLButtonElement>;
    type: "button";
    "aria-expanded": boolean;
    "aria-controls": string;
    onClick: () => void;
  };
  /** Spread on the list the button shows and hides. */
  panelProps: { id: string; hidden: boolean };
}

/**
 * A navigation menu's disclosure: a button that shows and hides a list of links (the disclosure
 * pattern, not an ARIA menu: the entries stay links in the Tab order). As a pop-up, a mouse that
 * hovers opens it and its click then pins it open; touch pointers do not hover, so a tap toggles it.
 */
export function useNavDropdown({ popup, initialOpen = false }: NavDropdownOptions): NavDropdown {
  const { isOpen, open, close: closeList, toggle } = useDisclosure(initialOpen);
  const openedByHover = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => {
    openedByHover.current = false;
    closeList();
  }, [closeList]);

  const onPointerEnter = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType !== "mouse" || isOpen) return;
      openedByHover.current = true;
      open();
    },
    [isOpen, open],
  );
  const onPointerLeave = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType !== "mouse" || !openedByHover.current) return;
      close();
    },
    [close],
  );
  const onClick = useCallback(() => {
    if (openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    toggle();
  }, [toggle]);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !isOpen) return;
      close();
      triggerRef.current?.focus();
    },
    [close, isOpen],
  );
  const onBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) close();
    },
    [close],
  );

  return {
    isOpen,
    close,
    wrapperProps: popup ? { onPointerEnter, onPointerLeave, onKeyDown, onBlur } : {},
    triggerProps: {
      ref: triggerRef,
      type: "button",
      "aria-expanded": isOpen,
      "aria-controls": panelId,
      onClick: popup ? onClick : toggle,
    },
    panelProps: { id: panelId, hidden: !isOpen },
  };
}

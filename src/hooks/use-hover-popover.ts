import { useRef, type FocusEvent, type MouseEvent, type PointerEvent, type RefObject } from "react";

export interface HoverPopover {
  /** Spread on the element that wraps the button and its popover. */
  wrapperProps: {
    onPointerEnter: (event: PointerEvent) => void;
    onPointerLeave: (event: PointerEvent) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
  /** The button's click handler (the browser toggles the popover; this only keeps a hovered one open). */
  onTriggerClick: (event: MouseEvent) => void;
}

const isOpen = (popover: HTMLElement | null) => popover?.matches(":popover-open") ?? false;

/**
 * What a pop-up menu in the bar adds, once hydrated, to a popover its button opens by itself: a
 * mouse that hovers opens it and leaving closes it again, unless a click pinned it open (the click
 * that follows a hover would otherwise toggle it shut); focus moving out of it closes it. Touch
 * pointers do not hover, so a tap only toggles it.
 */
export function useHoverPopover(popover: RefObject<HTMLElement>): HoverPopover {
  const openedByHover = useRef(false);
  return {
    wrapperProps: {
      onPointerEnter: (event) => {
        if (event.pointerType !== "mouse" || isOpen(popover.current)) return;
        popover.current?.showPopover();
        openedByHover.current = true;
      },
      onPointerLeave: (event) => {
        if (event.pointerType !== "mouse" || !openedByHover.current) return;
        openedByHover.current = false;
        popover.current?.hidePopover();
      },
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget) && isOpen(popover.current))
          popover.current?.hidePopover();
      },
    },
    onTriggerClick: (event) => {
      if (openedByHover.current && isOpen(popover.current)) event.preventDefault();
      openedByHover.current = false;
    },
  };
}

import { useRef, type FocusEvent, type MouseEvent, type PointerEvent, type RefObject } from "react";

const isOpen = (popover: HTMLElement | null) => popover?.matches(":popover-open") ?? false;

/**
 * What a pop-up menu in the bar adds, once hydrated, to a popover its button opens by itself: a
 * mouse that hovers opens it and leaving closes it again, unless a click pinned it open (the click
 * that follows a hover would otherwise toggle it shut); focus moving out of it closes it. Touch
 * pointers do not hover, so a tap only toggles it.
 */
export function useHoverPopover(popover: RefObject<HTMLElement>) {
  const openedByHover = useRef(false);
  return {
    /** Spread on the element that wraps the button and its popover. */
    wrapperProps: {
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType !== "mouse" || isOpen(popover.current)) return;
        popover.current?.showPopover();
        openedByHover.current = true;
      },
      onPointerLeave: (event: PointerEvent) => {
        if (event.pointerType !== "mouse" || !openedByHover.current) return;
        openedByHover.current = false;
        popover.current?.hidePopover();
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget) && isOpen(popover.current))
          popover.current?.hidePopover();
      },
    },
    /** The button's click handler: the browser toggles the popover; this keeps a hovered one open. */
    onTriggerClick: (event: MouseEvent) => {
      if (openedByHover.current && isOpen(popover.current)) event.preventDefault();
      openedByHover.current = false;
    },
  };
}

import { useRef, type FocusEvent, type MouseEvent, type PointerEvent, type RefObject } from "react";

const isOpen = (popover: HTMLElement | null) => popover?.matches(":popover-open") ?? false;

/** Once hydrated, a bar menu's popover opens on hover and closes on leaving (unless a click pinned it) or blur. */
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

import type { MouseEvent } from "react";

/** A link chosen in a popover closes it: a client-side route change would leave it open. */
export function closeOnLink(event: MouseEvent<HTMLElement>): void {
  if (event.target instanceof Element && event.target.closest("a")) event.currentTarget.hidePopover();
}

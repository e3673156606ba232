import type { MouseEvent } from "react";

/**
 * What React adds to a popover the browser opens and closes (`popovertarget`): a link chosen inside
 * closes it, since a client-side route change leaves the popover in place.
 */
export function closeOnLink(event: MouseEvent<HTMLElement>): void {
  if (event.target instanceof Element && event.target.closest("a")) event.currentTarget.hidePopover();
}

import type { MouseEvent } from "react";

/**
 * What React adds to a popover the browser opens and closes by itself (`popovertarget`): a link
 * chosen inside it closes it, as a client-side route change leaves the page, and so the popover,
 * in place. Before hydration a link to another page leaves the page; one to a section of the same
 * page leaves the popover open, and a tap outside it or Escape closes it.
 */
export function closeOnLink(event: MouseEvent<HTMLElement>): void {
  if (event.target instanceof Element && event.target.closest("a")) event.currentTarget.hidePopover();
}

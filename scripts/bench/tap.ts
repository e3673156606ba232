/** Where the probe (probe.mjs) taps a control and whether it answered; run in the page, as source. */

/** A box in the window's CSS px, as getBoundingClientRect gives it. */
export type Box = Pick<DOMRect, "left" | "top" | "width" | "height">;
export type Point = { x: number; y: number };

/**
 * The centre of the control's box; null while it has no box or that centre is off the screen. `revealedIn`: a fixed
 * container still moved up out of the window (/home's header): the control is tapped where it will be once revealed.
 */
export function tapPoint(box: Box, viewport: { width: number; height: number }, revealedIn?: Box): Point | null {
  if (box.width <= 0 || box.height <= 0) return null;
  const x = box.left + box.width / 2;
  const y = box.top - (revealedIn ? revealedIn.top : 0) + box.height / 2;
  return x >= 0 && x < viewport.width && y >= 0 && y < viewport.height ? { x, y } : null;
}

/** What `answered` reads of the control: an HTMLButtonElement in the page. */
export interface Control {
  getAttribute(name: string): string | null;
  /** The popover its `popovertarget` names; null without one. */
  readonly popoverTargetElement?: { matches(selector: string): boolean } | null;
}

/** Whether the control answered: aria-expanded "true", its popover open, or (found by `label`) that label changed. */
export function answered(control: Control, label?: string): boolean {
  if (control.getAttribute("aria-expanded") === "true") return true;
  if (control.popoverTargetElement?.matches(":popover-open")) return true;
  return label !== undefined && control.getAttribute("aria-label") !== label;
}

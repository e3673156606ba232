/**
 * Where the probe (scripts/bench/probe.mjs) taps a control and whether it has answered; they run in
 * the page, where the probe's init script carries their source.
 */

/** A box in the window's CSS px, as getBoundingClientRect gives it. */
export type Box = Pick<DOMRect, "left" | "top" | "width" | "height">;
export type Point = { x: number; y: number };

/**
 * The centre of the control's box, in the window's CSS px; null while it has no box or that centre
 * is off the screen. `revealedIn`: the box of a fixed container still moved up out of the window
 * (/home's header), whose top is 0 once revealed: the control is tapped where it will be then.
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

/**
 * Whether the control has answered a tap: its aria-expanded is "true", the popover it names is open,
 * or, for a control found by its `label`, that label has changed.
 */
export function answered(control: Control, label?: string): boolean {
  if (control.getAttribute("aria-expanded") === "true") return true;
  if (control.popoverTargetElement?.matches(":popover-open")) return true;
  return label !== undefined && control.getAttribute("aria-label") !== label;
}

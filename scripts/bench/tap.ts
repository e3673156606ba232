/**
 * What the probe (scripts/bench/probe.mjs) decides about the control a visit taps: where a
 * reader's finger lands on it, and whether it has answered. Pure, so they are tested on their own;
 * they run inside the page, where the probe's init script carries their source.
 */

/** A box in the window's CSS px, as getBoundingClientRect gives it. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * Where a reader taps a control: the centre of its box, in the window's CSS px; null while it
 * has no box (not laid out yet, or hidden) or while that centre is off the screen, where no one
 * can tap it. `revealedIn` is the box of a fixed container that is still moved up out of the
 * window (/home's header, translateY(-100%) until the reader scrolls) and whose top is 0 once
 * revealed: the control is tapped where it will be then, with the container's transform removed.
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
 * Whether the control has answered a tap, whatever its build makes of it: a disclosure button's
 * aria-expanded turns "true" (once React runs it); the popover its popovertarget names is open
 * (the browser opens it, before any script has run); or, for a control found by its label, that
 * label has changed (the carousel's "Pause rotation" becomes "Play rotation").
 */
export function answered(control: Control, label?: string): boolean {
  if (control.getAttribute("aria-expanded") === "true") return true;
  if (control.popoverTargetElement?.matches(":popover-open")) return true;
  return label !== undefined && control.getAttribute("aria-label") !== label;
}

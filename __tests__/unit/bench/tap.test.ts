/** @jest-environment node */
/** scripts/bench/tap.ts: where the bench taps a control, and when the control counts as answered. */
import { answered, tapPoint, type Box, type Control } from "../../../scripts/bench/tap";

const phone = { width: 375, height: 812 };
const toggle = (top: number): Box => ({ left: 315, top, width: 44, height: 44 });
/** /home's header, 56 px tall, at translateY(-100%) and then on its way in. */
const header = (top: number): Box => ({ left: 0, top, width: 375, height: 56 });

it.each<[string, Box, Box | undefined, { x: number; y: number } | null]>([
  ["the centre of the control's box", toggle(6), undefined, { x: 337, y: 28 }],
  ["nothing while the control has no box", { left: 0, top: 0, width: 0, height: 0 }, undefined, null],
  ["nothing while its centre is below the screen", toggle(900), undefined, null],
  ["nothing while its centre is above the screen", toggle(-50), undefined, null],
  ["nothing while only its top edge is on the screen", toggle(800), undefined, null],
  // Where it will be once its header is revealed, and the same point once it is or half-way there.
  ["a control in a header moved up out of the window", toggle(-50), header(-56), { x: 337, y: 28 }],
  ["a control in a revealed header", toggle(6), header(0), { x: 337, y: 28 }],
  ["a control in a header half-way in", toggle(-22), header(-28), { x: 337, y: 28 }],
])("tapPoint taps %s", (_what, box, revealedIn, point) => {
  expect(tapPoint(box, phone, revealedIn)).toEqual(point);
});

const button = (attributes: Record<string, string>, popoverOpen?: boolean): Control => ({
  getAttribute: (name) => attributes[name] ?? null,
  popoverTargetElement:
    popoverOpen === undefined ? null : { matches: (selector) => selector === ":popover-open" && popoverOpen },
});

it.each<[string, Control, string | undefined, boolean]>([
  ["a disclosure button, closed", button({ "aria-expanded": "false", "aria-label": "Open menu" }), undefined, false],
  ["a disclosure button, open", button({ "aria-expanded": "true", "aria-label": "Close menu" }), undefined, true],
  // With no aria-expanded at all.
  ["a button whose popover is closed", button({ popovertarget: "mobile-menu" }, false), undefined, false],
  ["a button whose popover is open", button({ popovertarget: "mobile-menu" }, true), undefined, true],
  ["a control found by its label, unchanged", button({ "aria-label": "Pause rotation" }), "Pause rotation", false],
  ["a control found by its label, changed", button({ "aria-label": "Play rotation" }), "Pause rotation", true],
  // Without a starting label, a label alone says nothing (the menu's changes too, with aria-expanded).
  ["a label without a starting one", button({ "aria-label": "Close menu" }), undefined, false],
])("answered takes %s as answered: %p", (_what, control, label, expected) => {
  expect(answered(control, label)).toBe(expected);
});

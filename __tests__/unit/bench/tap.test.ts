/** @jest-environment node */
/** scripts/bench/tap.ts: where the bench taps a control, and when the control counts as answered. */
import { answered, tapPoint, type Control } from "../../../scripts/bench/tap";

const phone = { width: 375, height: 812 };

describe("tapPoint", () => {
  it("taps the centre of the control's box", () => {
    expect(tapPoint({ left: 315, top: 6, width: 44, height: 44 }, phone)).toEqual({ x: 337, y: 28 });
  });

  it("waits while the control has no box, or its centre is off the screen", () => {
    expect(tapPoint({ left: 0, top: 0, width: 0, height: 0 }, phone)).toBeNull();
    expect(tapPoint({ left: 315, top: 900, width: 44, height: 44 }, phone)).toBeNull();
    expect(tapPoint({ left: 315, top: -50, width: 44, height: 44 }, phone)).toBeNull();
    // Its top edge on the screen, its centre not yet.
    expect(tapPoint({ left: 315, top: 800, width: 44, height: 44 }, phone)).toBeNull();
  });

  it("taps a control in a header moved up out of the window where it will be once revealed", () => {
    // /home's header, 56 px tall, at translateY(-100%): its toggle's box is 56 px above the screen.
    const header = { left: 0, top: -56, width: 375, height: 56 };
    const toggle = { left: 315, top: -50, width: 44, height: 44 };
    expect(tapPoint(toggle, phone, header)).toEqual({ x: 337, y: 28 });
    // Once revealed (or half-way through its transition) the same point.
    expect(tapPoint({ ...toggle, top: 6 }, phone, { ...header, top: 0 })).toEqual({ x: 337, y: 28 });
    expect(tapPoint({ ...toggle, top: -22 }, phone, { ...header, top: -28 })).toEqual({ x: 337, y: 28 });
  });
});

describe("answered", () => {
  const button = (attributes: Record<string, string>, popoverOpen?: boolean): Control => ({
    getAttribute: (name) => attributes[name] ?? null,
    popoverTargetElement:
      popoverOpen === undefined ? null : { matches: (selector) => selector === ":popover-open" && popoverOpen },
  });

  it("answers when a disclosure button's aria-expanded turns true", () => {
    expect(answered(button({ "aria-expanded": "false", "aria-label": "Open menu" }))).toBe(false);
    expect(answered(button({ "aria-expanded": "true", "aria-label": "Close menu" }))).toBe(true);
  });

  it("answers when the popover the button names is open, with no aria-expanded at all", () => {
    expect(answered(button({ popovertarget: "mobile-menu" }, false))).toBe(false);
    expect(answered(button({ popovertarget: "mobile-menu" }, true))).toBe(true);
  });

  it("answers a control found by its label once that label changes, and only then", () => {
    expect(answered(button({ "aria-label": "Pause rotation" }), "Pause rotation")).toBe(false);
    expect(answered(button({ "aria-label": "Play rotation" }), "Pause rotation")).toBe(true);
    // Without a starting label, a label alone says nothing (the menu's changes too, with aria-expanded).
    expect(answered(button({ "aria-label": "Close menu" }))).toBe(false);
  });
});

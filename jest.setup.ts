import "@testing-library/jest-dom";
import { TextEncoder } from "node:util";

// react-dom/server (tests that hydrate server markup) needs TextEncoder, which jsdom lacks.
if (typeof globalThis.TextEncoder === "undefined") Object.assign(globalThis, { TextEncoder });

// jsdom has no <dialog> modal support: give it the minimum the components rely on.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

// jsdom has no PointerEvent; components tell mouse hover from touch by pointerType. (Tests of
// files rather than components run in Node, without a window.)
if (typeof window !== "undefined" && typeof window.PointerEvent === "undefined") {
  class PointerEventShim extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? "";
    }
  }
  window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
}

// jsdom has no popover API (the header's menus): the methods and the :popover-open state the
// components use. Opening by `popovertarget`, Escape and light dismiss are the browser's, tested
// in the browser (__tests__/e2e/header.spec.ts).
if (typeof HTMLElement !== "undefined" && !HTMLElement.prototype.showPopover) {
  const shown = new WeakSet<Element>();
  HTMLElement.prototype.showPopover = function showPopover(this: HTMLElement) {
    shown.add(this);
  };
  HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
    shown.delete(this);
  };
  const matches = Element.prototype.matches;
  Element.prototype.matches = function matchesPopoverOpen(this: Element, selectors: string) {
    return selectors === ":popover-open" ? shown.has(this) : matches.call(this, selectors);
  };
}

/**
 * HTML attributes React 18 passes through to the DOM but its types do not list yet: the popover
 * API's (`popover` on the element, `popovertarget` on the button that opens it) and a dialog's
 * `closedby`. Written in lowercase, as the DOM spells them, so React sets them as they are.
 */
import "react";

/* eslint-disable @typescript-eslint/no-unused-vars -- merging with React's interfaces needs their type parameter */

declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual" | "hint";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: "toggle" | "show" | "hide";
  }
  interface DialogHTMLAttributes<T> {
    closedby?: "any" | "closerequest" | "none";
  }
}

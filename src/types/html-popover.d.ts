/** HTML attributes React 18 passes through but does not type yet (popover, popovertarget, closedby). */
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

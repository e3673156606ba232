import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Gatsby's renderer, with hydration as a transition.
 *
 * React 18 hydrates a root in one uninterrupted task unless the work is a transition; as a
 * transition it yields to the browser every few milliseconds, so a reader's taps and scrolls
 * are not stuck behind the whole page hydrating (docs/PERFORMANCE.md: real throttled visits, with
 * the sections in HydrateLater). A container with no server-rendered markup (`gatsby develop`)
 * is rendered, not hydrated.
 */
export function hydrateInTransition(element: ReactElement, container: Element): void {
  if (!container.hasChildNodes()) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}

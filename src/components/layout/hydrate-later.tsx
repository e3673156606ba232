import { Suspense, type ReactNode } from "react";

/**
 * A part of the page that React hydrates after the rest: the sections below the first screen,
 * and the header's links beside its menu toggle.
 *
 * Server-rendered content inside a Suspense boundary is hydrated in a later, lower-priority pass
 * that yields to the browser every few milliseconds; the controls outside (the menu toggle, the
 * carousel) become interactive without waiting for it, and no single task runs long enough to
 * hold up a tap. A tap inside a part not yet hydrated makes React hydrate that part first and
 * replays the tap. Nothing changes in the HTML or on screen: nothing here ever suspends.
 *
 * A part inside a component that can re-render before it has hydrated (the header, on a tap of
 * its toggle) must be memoised with props that keep their identity: a part not yet hydrated that
 * receives new props is thrown away and rendered again on the client.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

import { Suspense, type ReactNode } from "react";

/**
 * A part of the page below the first screen that React hydrates after the rest.
 *
 * Server-rendered content inside a Suspense boundary is hydrated in a later, lower-priority pass
 * that yields to the browser every few milliseconds; the first screen (header and hero) becomes
 * interactive without waiting for the sections under it, and no single task runs long enough to
 * hold up a tap. A tap inside a section not yet hydrated makes React hydrate that section first
 * and replays the tap. Nothing changes in the HTML or on screen: nothing here ever suspends.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

import { Suspense, type ReactNode } from "react";

/**
 * Dialogs whose code (loaded through `lazy`) arrives after the page's first render instead of
 * with it: the first screen does not wait for them. They are mounted, closed, as soon as it
 * does, so that a dialog opened later opens at once and gives focus back when it closes.
 */
export function DeferredDialogs({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

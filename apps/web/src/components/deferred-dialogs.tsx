import { Suspense, useEffect, useState, type ReactNode } from "react";

/** Calls `then` once the page has loaded and painted; returns a cancel. */
function afterLoadAndPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  const start = () => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(then);
    });
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    window.removeEventListener("load", start);
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Dialogs whose code (loaded through `lazy`) is fetched once the page has loaded and painted,
 * not with it: their requests neither hold up nor compete with the first screen. They are then
 * mounted, closed, so that a dialog opened later opens at once and gives focus back when it
 * closes.
 */
export function DeferredDialogs({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoadAndPaint(() => setReady(true)), []);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}

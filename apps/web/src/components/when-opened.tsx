import { Suspense, useState, type ReactNode } from "react";

/**
 * A dialog whose code loads the first time it opens (through `lazy`), not with the page: the
 * first screen does not wait for it. Once opened it stays mounted, so its closing transition
 * plays and it opens again at once.
 */
export function WhenOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened && !wasOpened) setWasOpened(true);
  return wasOpened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

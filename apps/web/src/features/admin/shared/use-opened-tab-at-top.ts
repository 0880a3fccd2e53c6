import { type RefObject, useCallback, useEffect, useRef } from "react";

/** How long the page keeps the tab list at the top while what is above it loads. */
const SETTLE_MS = 5000;
const PERSON_MOVES = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * A tab the address names (the side menu's Settings, a link in an email) opens at its content:
 * the page scrolls so the tab list is at the top, below the header. Above it the overview fills
 * more than a phone's screen, so the tab asked for would start out of sight. The overview's
 * cards grow as their figures arrive, so the list is kept there while the page settles, until
 * the person scrolls, taps or types. A tab chosen in the list itself (the caller says so with the
 * function returned, before it changes the address) leaves the page where it is; the first tab,
 * named by no address, opens at the top.
 */
export function useOpenedTabAtTop(list: RefObject<HTMLElement | null>, tab: string | undefined) {
  const chosenInList = useRef(false);
  useEffect(() => {
    const chosenHere = chosenInList.current;
    chosenInList.current = false;
    const element = list.current;
    if (!tab || chosenHere || !element) return;
    let moved = false;
    const stop = () => {
      moved = true;
    };
    const align = () => {
      if (!moved) element.scrollIntoView({ block: "start" });
    };
    // A frame later: after the router has set the scroll position it keeps for the new address.
    const frame = requestAnimationFrame(align);
    const observer = new ResizeObserver(align);
    observer.observe(document.body);
    const timer = setTimeout(() => observer.disconnect(), SETTLE_MS);
    for (const event of PERSON_MOVES) window.addEventListener(event, stop, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      clearTimeout(timer);
      for (const event of PERSON_MOVES) window.removeEventListener(event, stop);
    };
  }, [list, tab]);
  return useCallback(() => {
    chosenInList.current = true;
  }, []);
}

import { type RefObject, useEffect } from "react";

/**
 * Keeps a scrolling tab list's selected tab in view (see scrolling-tabs.css): after the arrow
 * keys, a link or the URL chose a tab that sits past the list's edge. Only the list scrolls,
 * sideways; the page stays where it is. The tab stays clear of the list's faded edges (its
 * scroll padding).
 */
export function useSelectedTabInView(list: RefObject<HTMLElement | null>, selected: string) {
  useEffect(() => {
    // A frame later: after the router has put back the scroll positions it keeps for the new
    // address (the list's, read mid-way through quick key presses).
    const frame = requestAnimationFrame(() => {
      const element = list.current;
      const tab = element?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (!element || !tab) return;
      // The tab's place along the list's scrolled content.
      const start =
        tab.getBoundingClientRect().left - element.getBoundingClientRect().left + element.scrollLeft;
      const end = start + tab.getBoundingClientRect().width;
      const style = getComputedStyle(element);
      const padStart = parseFloat(style.scrollPaddingLeft) || 0;
      const padEnd = parseFloat(style.scrollPaddingRight) || 0;
      if (start - padStart < element.scrollLeft) element.scrollTo({ left: start - padStart });
      else if (end + padEnd > element.scrollLeft + element.clientWidth)
        element.scrollTo({ left: end + padEnd - element.clientWidth });
    });
    return () => cancelAnimationFrame(frame);
  }, [list, selected]);
}

import { type RefObject, useEffect } from "react";

/**
 * Keeps a scrolling tab list's selected tab in view (see scrolling-tabs.css): after the arrow
 * keys, a link or the URL chose a tab that sits past the list's edge. Only the list scrolls,
 * sideways; the page stays where it is.
 */
export function useSelectedTabInView(list: RefObject<HTMLElement | null>, selected: string) {
  useEffect(() => {
    const element = list.current;
    const tab = element?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!element || !tab) return;
    // The tab's place along the list's scrolled content.
    const start =
      tab.getBoundingClientRect().left - element.getBoundingClientRect().left + element.scrollLeft;
    const end = start + tab.getBoundingClientRect().width;
    if (start < element.scrollLeft) element.scrollTo({ left: start });
    else if (end > element.scrollLeft + element.clientWidth)
      element.scrollTo({ left: end - element.clientWidth });
  }, [list, selected]);
}

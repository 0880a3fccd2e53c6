import { useEffect } from "react";

/**
 * Elements marked `data-reveal` play their entrance animation (CSS) as soon as they are drawn.
 * Those below the fold when the page starts wait, and play once scrolled into view instead.
 * Elements already visible are left alone, and without JavaScript everything is simply shown.
 */
export function useRevealOnScroll(pageKey: string) {
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const below = [...document.querySelectorAll<HTMLElement>('[data-reveal=""]')].filter(
      (item) => item.getBoundingClientRect().top > window.innerHeight,
    );
    if (below.length === 0) return;
    for (const item of below) item.dataset.reveal = "waiting";
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.reveal = "shown";
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    for (const item of below) observer.observe(item);
    return () => observer.disconnect();
  }, [pageKey]);
}

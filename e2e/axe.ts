import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Axe's violations on the page, or only within `include` (an open dialog: the page under its
 * overlay is checked on its own). Transitions are let finish first, so contrast is measured on
 * the final colours rather than on a dialog still fading in.
 */
export async function axeViolations(page: Page, include?: string) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Animations that run in time; one driven by a scroll position (a tab list's faded edges,
    // scrolling-tabs.css) ends only when scrolled to its end.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.timeline instanceof DocumentTimeline)
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map(({ id, help, nodes }) => ({
    id,
    help,
    targets: nodes.map((node) => node.target.join(" ")),
  }));
}

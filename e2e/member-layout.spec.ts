import { ACCOUNT_MESSAGES, ACTION_ITEM_TEXTS, COURSE_MESSAGES } from "@scalemsp/validators";
import { expect, test } from "./fixtures";

/** A phone and a desktop: the member screens' rows fit their width. */
const WIDTHS = [375, 1280] as const;

/** Whether a CSS colour reads as red (the alarm the lock badge no longer sounds). */
const isReddish = (color: string) => {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return r > 120 && r > g * 1.6 && r > b * 1.6;
};

test("moving to a tab whose code is slow to come keeps the tab row and the keyboard on it", async ({
  page,
  signUp,
}) => {
  await signUp();
  await page.goto("/dashboard");
  // A slow line: the Settings tab's code takes three seconds.
  await page.route(/\/assets\/account-settings-[^/]*\.js/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  const list = page.getByRole("tablist", { name: "Dashboard sections" });
  await list.getByRole("tab", { name: "Team" }).focus();
  await page.keyboard.press("ArrowRight");
  const settings = list.getByRole("tab", { name: "Settings" });
  await expect(settings).toHaveAttribute("aria-selected", "true");
  await expect(
    page.getByRole("tabpanel", { name: "Settings" }).locator(".mantine-Skeleton-root"),
  ).toBeVisible();
  await expect(settings).toBeFocused();
  // The panel's code arrived: the settings are there, and the keyboard has not moved.
  await expect(page.getByRole("region", { name: ACCOUNT_MESSAGES.profileTitle })).toBeVisible({
    timeout: 15_000,
  });
  await expect(settings).toBeFocused();
});

/** Words a title leaves in lower case (the rest start with a capital or a digit). */
const SMALL_WORDS = new Set([
  "a",
  "an",
  "and",
  "at",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);

test("the overview's card headings share one case", async ({ page, signUp }) => {
  await signUp();
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: ACTION_ITEM_TEXTS.cardTitle })).toBeVisible();
  // The business card's heading is the business's own name.
  const headings = await page
    .getByRole("tabpanel", { name: "Overview" })
    .locator("h2:not(#business-card-title)")
    .allTextContents();
  expect(headings.length).toBeGreaterThanOrEqual(5);
  const notTitleCase = headings.filter((heading) =>
    heading
      .split(/\s+/)
      .some((word, index) => (index === 0 || !SMALL_WORDS.has(word)) && !/^[A-Z0-9]/.test(word)),
  );
  expect(notTitleCase).toEqual([]);
});

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the dashboard's tabs keep one row, and the keyboard reaches the last one", async ({
      page,
      signUp,
    }) => {
      await signUp();
      await page.goto("/dashboard");
      const list = page.getByRole("tablist", { name: "Dashboard sections" });
      const tabs = list.getByRole("tab");
      await expect(tabs).toHaveCount(5);
      const tops = await tabs.evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().top));
      expect(new Set(tops).size, "the tabs wrap onto more rows").toBe(1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
      // On a phone the row is wider than the screen: the edge with more tabs past it fades.
      const fades = () =>
        list.evaluate((el) => {
          const style = getComputedStyle(el);
          return {
            start: style.getPropertyValue("--scrolling-tabs-start"),
            end: style.getPropertyValue("--scrolling-tabs-end"),
          };
        });
      const phone = width < 768;
      await expect.poll(fades).toEqual({ start: "0px", end: phone ? "40px" : "0px" });

      await tabs.first().focus();
      for (let i = 0; i < 4; i += 1) await page.keyboard.press("ArrowRight");
      const settings = list.getByRole("tab", { name: "Settings" });
      await expect(settings).toBeFocused();
      await expect(settings).toHaveAttribute("aria-selected", "true");
      // Scrolled sideways into view on a phone, where the row is wider than the screen.
      const box = (await settings.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expect(page).toHaveURL(/tab=settings/);
      // Scrolled to its end: the start fades now, the end no longer.
      await expect.poll(fades).toEqual({ start: phone ? "40px" : "0px", end: "0px" });
    });

    test("course cards fill the width, and a locked course offers the plans calmly", async ({
      page,
      signUp,
    }) => {
      await signUp();
      await page.goto("/courses");
      await expect(page.getByText("Select a course")).toHaveCount(0);
      const cards = page.getByTestId("course-card");
      await expect(cards.first()).toBeVisible();
      const boxes = await cards.evaluateAll((all) =>
        all.map((card) => {
          const rect = card.getBoundingClientRect();
          return { left: Math.round(rect.left), right: Math.round(rect.right) };
        }),
      );
      const columns = new Set(boxes.map((box) => box.left)).size;
      expect(columns).toBe(width < 768 ? 1 : 2);
      // The rightmost cards end where the filter row ends: no empty pane beside them.
      const listRight = await page
        .getByRole("tablist", { name: "Filter courses" })
        .evaluate((list) => list.getBoundingClientRect().right);
      expect(Math.max(...boxes.map((box) => box.right))).toBeGreaterThan(listRight - 2);

      // A new business is on the free plan: the paid demo courses are plan-locked.
      const card = page.locator("[data-testid='course-card'][data-locked='true']").first();
      const badge = card.getByTestId("lock-badge");
      await expect(badge).toHaveText(COURSE_MESSAGES.planUpgradeRequired);
      const colors = await badge.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.backgroundColor, style.color];
      });
      for (const color of colors) expect(isReddish(color), `badge colour ${color}`).toBe(false);
      await expect(card.getByRole("link", { name: /See plans/ })).toHaveAttribute("href", "/pricing");
    });
  });
}

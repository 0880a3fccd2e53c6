import { THEME_STORAGE_KEY } from "@scalemsp/validators";
import { expect, registerThroughApi, newUser, test } from "./fixtures";

/**
 * The coach's admin screens on a phone and a desktop: what a designer's pass found wrong, kept
 * right. Each test names the screen and the width where it went wrong.
 */

for (const colorScheme of ["light", "dark"] as const) {
  test(`${colorScheme}, 375 px: a card's table keeps its pinned columns opaque`, async ({
    page,
    request,
    signInAsAdmin,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.addInitScript(([key, scheme]) => window.localStorage.setItem(key, scheme), [
      THEME_STORAGE_KEY,
      colorScheme,
    ] as const);
    const res = await registerThroughApi(request, newUser());
    const { business } = (await res.json()) as { business: { id: number } };
    await signInAsAdmin();
    await page.goto(`/admin/businesses/${business.id}/users`);
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", colorScheme);
    const table = page.getByRole("table", { name: "Users" });
    await expect(table.locator("tbody tr")).toHaveCount(1);
    // The email scrolls under the pinned name and actions columns: they must hide it, not show it
    // through (a transparent background let it run into the row's menu button).
    const backgrounds = await table
      .locator("tr > :is(th, td):is(:first-child, :last-child)")
      .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).backgroundColor));
    expect(backgrounds.length).toBe(4);
    for (const color of backgrounds) expect(color, "a pinned cell's background").not.toBe("rgba(0, 0, 0, 0)");
  });
}

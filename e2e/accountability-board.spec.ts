import type { Page, TestInfo } from "@playwright/test";
import { THEME_STORAGE_KEY } from "@scalemsp/validators";
import { axeViolations } from "./axe";
import { expect, newUser, registerThroughApi, test } from "./fixtures";
import { keepScreenshot } from "./screenshots";

/**
 * Contract §15 'the coach's board': the admin opens it from the overview, reads who is drifting
 * and sorts it, at desktop and phone width, light and dark. Screenshots stay in the output.
 */
const SCHEMES = ["light", "dark"] as const;

/** Opens /admin and follows the overview's figure to the board. */
async function openFromOverview(page: Page, testInfo: TestInfo, name: string) {
  await page.goto("/admin");
  const figure = page.getByRole("region", { name: "Without a check-in this week" });
  await expect(figure).toContainText(/without a check-in this week|checked in this week/);
  await keepScreenshot(page, testInfo, name);
  await figure.getByRole("link", { name: "Open the accountability board" }).click();
  await expect(page).toHaveURL(/\/admin\/accountability$/);
  await expect(page.getByRole("heading", { level: 1, name: "Accountability board" })).toBeVisible();
}

for (const colorScheme of SCHEMES) {
  test.describe(`the coach's board, ${colorScheme}`, () => {
    test.use({ colorScheme, reducedMotion: "reduce" });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(([key, scheme]) => window.localStorage.setItem(key, scheme), [
        THEME_STORAGE_KEY,
        colorScheme,
      ] as const);
    });

    test("at 1280 px: a table sorted by its column headers, each row leading to its business", async ({
      page,
      request,
      signInAsAdmin,
    }, testInfo) => {
      test.slow();
      await page.setViewportSize({ width: 1280, height: 900 });
      const client = newUser({ businessName: `Board Desk ${Date.now().toString(36)}` });
      await registerThroughApi(request, client);
      await signInAsAdmin();
      await openFromOverview(page, testInfo, `overview-1280-${colorScheme}`);

      const table = page.getByRole("table", { name: "Accountability board" });
      const row = table.getByRole("row").filter({ hasText: client.businessName });
      await expect(row).toContainText("Missing");
      // The demo client of the seeded install shows the loop: goals at risk or overdue items.
      const demo = table.getByRole("row").filter({ hasText: "Northwind IT Services (demo)" });
      await expect(demo).toContainText("overdue");
      await keepScreenshot(page, testInfo, `board-1280-${colorScheme}`);
      expect(await axeViolations(page)).toEqual([]);

      const name = table.getByRole("columnheader", { name: /Business/ });
      await expect(name).toHaveAttribute("aria-sort", "none");
      await name.getByRole("button").click();
      await expect(page).toHaveURL(/sort=name&order=asc/);
      await expect(name).toHaveAttribute("aria-sort", "ascending");
      const names = async () =>
        (await table.locator("tbody tr td:first-child a").allTextContents()).map((n) => n.toLowerCase());
      await expect
        .poll(async () => {
          const list = await names();
          return list.join("|") === [...list].sort((a, b) => a.localeCompare(b)).join("|");
        })
        .toBe(true);
      await name.getByRole("button").click();
      await expect(name).toHaveAttribute("aria-sort", "descending");
      await expect(page).toHaveURL(/sort=name&order=desc/);

      const streak = table.getByRole("columnheader", { name: /Streak/ });
      await streak.getByRole("button").click();
      await expect(streak).toHaveAttribute("aria-sort", "ascending");
      await expect(name).toHaveAttribute("aria-sort", "none");
      await keepScreenshot(page, testInfo, `board-1280-${colorScheme}-sorted`);
      expect(await axeViolations(page)).toEqual([]);

      await row.getByRole("link", { name: client.businessName }).click();
      await expect(page).toHaveURL(/\/admin\/businesses\/\d+$/);
      await expect(page.getByText(client.businessName).first()).toBeVisible();
    });

    test("at 375 px: cards with a sort menu, from the overview", async ({
      page,
      request,
      signInAsAdmin,
    }, testInfo) => {
      test.slow();
      await page.setViewportSize({ width: 375, height: 800 });
      const client = newUser({ businessName: `Board Phone ${Date.now().toString(36)}` });
      await registerThroughApi(request, client);
      await signInAsAdmin();
      await openFromOverview(page, testInfo, `overview-375-${colorScheme}`);

      await expect(page.getByRole("table")).toHaveCount(0);
      const cards = page.getByRole("list", { name: "Accountability board" });
      const card = cards.getByRole("listitem").filter({ hasText: client.businessName });
      await expect(card).toContainText("Missing");
      await keepScreenshot(page, testInfo, `board-375-${colorScheme}`);
      expect(await axeViolations(page)).toEqual([]);

      const sort = page.getByRole("combobox", { name: "Sort by" });
      await expect(sort).toHaveValue("Drifting first");
      await sort.click();
      await page.getByRole("option", { name: "Name, Z to A" }).click();
      await expect(page).toHaveURL(/sort=name&order=desc/);
      await expect(sort).toHaveValue("Name, Z to A");
      // The new order comes from the server: the cards follow once it is in.
      const names = cards.getByRole("listitem").getByRole("link");
      await expect
        .poll(async () => {
          const list = (await names.allTextContents()).map((n) => n.toLowerCase());
          return list.join("|") === [...list].sort((a, b) => b.localeCompare(a)).join("|");
        })
        .toBe(true);
      // The page never scrolls sideways on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await keepScreenshot(page, testInfo, `board-375-${colorScheme}-sorted`);
      // Opened by its address (a refresh), the board keeps its order from the address.
      await page.reload();
      await expect(sort).toHaveValue("Name, Z to A");
      await expect(card).toBeVisible();

      await card.getByRole("link", { name: client.businessName }).click();
      await expect(page).toHaveURL(/\/admin\/businesses\/\d+$/);
    });
  });
}

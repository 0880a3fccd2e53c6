import type { Page, TestInfo } from "@playwright/test";
import { DASHBOARD_TABS } from "../apps/web/src/features/dashboard/dashboard-search";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { forEachLook } from "./looks";
import { keepScreenshot } from "./screenshots";

/**
 * Every signed-in screen not checked with its own data elsewhere passes axe at phone and desktop
 * width in both schemes: each dashboard tab, the sessions and goals pages, and the coach's
 * calendar and overview. Each is kept as a screenshot in the test's output.
 */
const MEMBER_SCREENS = [
  ...DASHBOARD_TABS.map((tab) => (tab === "overview" ? "/dashboard" : `/dashboard?tab=${tab}`)),
  "/sessions",
  "/goals",
];
const ADMIN_SCREENS = [
  "/admin",
  "/admin/calendar",
  "/admin/calendar?tab=availability",
  "/admin/calendar?tab=profile",
  "/admin/calendar?tab=allowances",
];

/** Opens a screen, waits for its content (no skeleton left) and checks it with axe. */
async function expectScreenPassesAxe(page: Page, testInfo: TestInfo, path: string, colorScheme: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", colorScheme);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".mantine-Skeleton-root")).toHaveCount(0);
  expect(await axeViolations(page), `axe on ${path}`).toEqual([]);
  await keepScreenshot(page, testInfo, path.replace(/\W+/g, "-").replace(/^-/, ""));
}

forEachLook(({ colorScheme }) => {
  test("an owner's screens pass axe", async ({ page, signUp }, testInfo) => {
    test.setTimeout(120_000);
    await signUp();
    for (const path of MEMBER_SCREENS) await expectScreenPassesAxe(page, testInfo, path, colorScheme);
  });

  test("the coach's overview and calendar pass axe", async ({ page, signInAsAdmin }, testInfo) => {
    test.setTimeout(120_000);
    await signInAsAdmin();
    for (const path of ADMIN_SCREENS) await expectScreenPassesAxe(page, testInfo, path, colorScheme);
  });
});

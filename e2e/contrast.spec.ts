import { addMonths, latestReportableMonth } from "@scalemsp/validators";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { SCHEMES, storeColorScheme } from "./looks";

/**
 * Every text at WCAG AA in both schemes: the sign-in pages with their field errors showing, an
 * owner's scorecard with its callout and bands, and the coach's view of a client's figures with
 * a "Healthy" badge (white on teal).
 */
const lastMonth = addMonths(latestReportableMonth(new Date()), -1);

for (const colorScheme of SCHEMES) {
  test.describe(`contrast, ${colorScheme}`, () => {
    test.use({ colorScheme, reducedMotion: "reduce", viewport: { width: 1280, height: 800 } });

    test.beforeEach(async ({ page }) => {
      await storeColorScheme(page, colorScheme);
    });

    test("the sign-in pages, their subtitles and field errors pass axe", async ({ page }) => {
      for (const [path, submit] of [
        ["/auth", "Log in"],
        ["/auth?tab=register", "Create account"],
        ["/forgot-password", "Send reset link"],
      ] as const) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", colorScheme);
        await page.getByRole("button", { name: submit }).click();
        await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
        expect(await axeViolations(page), `axe on ${path}`).toEqual([]);
      }
    });

    test("the owner's scorecard, with what to study next and the bands, passes axe", async ({
      page,
      signUp,
    }) => {
      await signUp();
      const saved = await page.request.put(`/api/scorecard/${lastMonth}`, {
        data: {
          revenue: 100000,
          recurringRevenue: 60000,
          grossMarginPct: 38,
          netProfitPct: 10,
          employees: 10,
        },
      });
      expect(saved.status()).toBe(200);
      await page.goto("/dashboard");
      await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", colorScheme);
      const scorecard = page.getByRole("region", { name: "Your MSP Scorecard" });
      await expect(scorecard.getByText("What to study next")).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await axeViolations(page), "axe on /dashboard").toEqual([]);
    });

    test("the coach's view of a client's bands passes axe", async ({ page, signUp, signInAsAdmin }) => {
      const owner = await signUp({ businessName: `Contrast Bands ${Date.now()}` });
      const saved = await page.request.put(`/api/scorecard/${lastMonth}`, {
        data: { revenue: 84000, grossMarginPct: 51 },
      });
      expect(saved.status()).toBe(200);
      await signInAsAdmin();
      await page.goto("/admin?tab=scorecards");
      await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", colorScheme);
      const row = page.getByRole("row", { name: new RegExp(owner.businessName) });
      await row.getByRole("button", { name: new RegExp(`History of ${owner.businessName}`) }).click();
      const dialog = page.getByRole("dialog", { name: owner.businessName });
      await expect(dialog.getByText("Healthy", { exact: true })).toBeVisible();
      expect(await axeViolations(page, '[role="dialog"]'), "axe on the bands").toEqual([]);
    });
  });
}

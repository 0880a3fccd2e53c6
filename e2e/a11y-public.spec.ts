import { axeViolations } from "./axe";
import PUBLIC_PAGES from "../apps/web/vite/public-pages.json" with { type: "json" };
import { expect, test } from "./fixtures";
import { SCHEMES, WIDTHS } from "./looks";

// The public pages, and those a visitor reaches from a link or a form: an invitation, a
// confirmation, a reset, a booking, a subscription, each with a token that is no longer good.
const ROUTES = [
  ...PUBLIC_PAGES,
  "/auth",
  "/forgot-password",
  "/booking",
  "/subscribe",
  "/accept-invite?token=x",
  "/verify-email?token=x",
  "/reset-password?token=x",
  "/unsubscribe?token=x",
  "/no-such-page",
];

for (const colorScheme of SCHEMES) {
  for (const width of WIDTHS) {
    test.describe(`${colorScheme}, ${width} px`, () => {
      // Animations are settled so contrast is measured on the final colours.
      test.use({ colorScheme, reducedMotion: "reduce", viewport: { width, height: 800 } });

      // One browser visits them all, as a visitor would: the site's code and styles load once.
      // Each page's violations are reported under its path, and a page's do not stop the rest.
      test("the public pages and those a link lands on have no axe violations", async ({ page }) => {
        test.setTimeout(ROUTES.length * 15_000);
        for (const path of ROUTES) {
          await page.goto(path);
          await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", colorScheme);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await page.waitForLoadState("networkidle");
          expect.soft(await axeViolations(page), `axe on ${path}`).toEqual([]);
        }
      });

      if (width === 375) {
        test("the open menu has no axe violations", async ({ page }) => {
          await page.goto("/");
          await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", colorScheme);
          await page.waitForLoadState("networkidle");
          const menu = page.getByRole("dialog");
          // A click that lands before the header has hydrated opens nothing: try until it opens.
          await expect(async () => {
            if (!(await menu.isVisible())) await page.getByRole("button", { name: "Open menu" }).click();
            await expect(menu).toBeVisible({ timeout: 2_000 });
          }).toPass({ timeout: 20_000 });
          // Measured once the drawer has finished opening, on its final colours.
          await expect(menu.getByRole("link").first()).toBeVisible();
          await page.waitForLoadState("networkidle");
          await expect.poll(() => axeViolations(page), { timeout: 10_000 }).toEqual([]);
        });
      }
    });
  }
}

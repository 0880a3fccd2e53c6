import type { Locator, Page } from "@playwright/test";
import { addMonths, latestReportableMonth } from "@scalemsp/validators";
import { E2E_ADMIN } from "../playwright.config";
import { expect, test } from "./fixtures";

/**
 * Each signed-in page opened by its address, as after a refresh or from a bookmark: only that
 * page's stylesheets are there, none left by a page seen before. Its dialogs must still lie
 * over the page with their overlay, and its charts' legends show their colours.
 */

const lastMonth = addMonths(latestReportableMonth(new Date()), -1);
const monthBefore = addMonths(lastMonth, -1);
const WIDTHS = [375, 1280] as const;

/** A Mantine dialog styled as such: in a fixed layer over a dimmed page, on screen. */
async function expectStyledDialog(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  const layer = await dialog.evaluate((element) => {
    const inner = element.closest(".mantine-Modal-inner, .mantine-ModalBase-inner") ?? element.parentElement;
    const overlay = element
      .closest(".mantine-Modal-root, .mantine-ModalBase-root, [data-portal]")
      ?.querySelector(".mantine-Modal-overlay, .mantine-Overlay-root");
    return {
      position: inner ? getComputedStyle(inner).position : "",
      overlayPosition: overlay ? getComputedStyle(overlay).position : "",
      overlayBackground: overlay ? getComputedStyle(overlay).backgroundColor : "",
    };
  });
  expect(layer.position).toBe("fixed");
  expect(layer.overlayPosition).toBe("fixed");
  expect(layer.overlayBackground).not.toBe("rgba(0, 0, 0, 0)");
  // Polled: the dialog slides in from above, so its first frames may start off the screen.
  const viewportHeight = page.viewportSize()?.height ?? 0;
  await expect
    .poll(async () => {
      const box = await dialog.boundingBox();
      return box !== null && box.y >= 0 && box.y < viewportHeight;
    })
    .toBe(true);
}

/** The legend of a chart names each series beside a swatch of its colour. */
async function expectColouredLegend(chart: Locator) {
  const swatches = chart.locator(".mantine-ColorSwatch-root");
  await expect(swatches).toHaveCount(2);
  for (const swatch of await swatches.all()) {
    const look = await swatch.evaluate((element) => {
      const colour = element.querySelector(".mantine-ColorSwatch-colorOverlay");
      const box = element.getBoundingClientRect();
      return {
        width: box.width,
        colourPosition: colour ? getComputedStyle(colour).position : "",
        colour: colour ? getComputedStyle(colour).backgroundColor : "",
      };
    });
    expect(look.width).toBeGreaterThan(0);
    expect(look.colourPosition).toBe("absolute");
    expect(look.colour).not.toBe("rgba(0, 0, 0, 0)");
  }
}

for (const width of WIDTHS) {
  test.describe(`signed-in pages opened by their address at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the member's dashboard, sessions, courses and resources", async ({ page, signUp }, testInfo) => {
      test.setTimeout(90_000);
      const owner = await signUp({ businessName: `Styles ${width} ${Date.now().toString(36)}` });
      for (const [month, revenue] of [
        [monthBefore, 90000],
        [lastMonth, 100000],
      ] as const) {
        const saved = await page.request.put(`/api/scorecard/${month}`, {
          data: { revenue, recurringRevenue: revenue / 2 },
        });
        expect(saved.status(), await saved.text()).toBe(200);
      }
      // Professional, so that booking opens its dialog.
      const business = (await (await page.request.get("/api/business")).json()) as { id: number };
      expect((await page.request.post("/api/login", { data: E2E_ADMIN })).status()).toBe(200);
      expect(
        (
          await page.request.patch(`/api/admin/businesses/${business.id}`, { data: { planLevel: "pro" } })
        ).status(),
      ).toBe(200);
      expect(
        (
          await page.request.post("/api/login", { data: { email: owner.email, password: owner.password } })
        ).status(),
      ).toBe(200);

      await page.goto("/dashboard");
      const scorecard = page.getByRole("region", { name: "Your MSP Scorecard" });
      await expectColouredLegend(
        scorecard.getByRole("img", { name: /Total and recurring revenue/ }).locator(".."),
      );
      await scorecard.getByRole("button", { name: "Add month" }).click();
      await expectStyledDialog(page, page.getByRole("dialog", { name: "Record a month" }));
      await page.screenshot({ path: testInfo.outputPath(`dashboard-dialog-${width}.png`) });

      await page.goto("/sessions");
      const packageList = page
        .getByRole("region", { name: "Coaching Package" })
        .getByRole("listitem")
        .first();
      // A list item with its icon beside the text, not a bullet.
      expect(await packageList.evaluate((element) => getComputedStyle(element).listStyleType)).toBe("none");
      await page.getByRole("button", { name: "Book a session" }).first().click();
      await expectStyledDialog(page, page.getByRole("dialog", { name: "Book a one-to-one session" }));
      await page.screenshot({ path: testInfo.outputPath(`sessions-dialog-${width}.png`) });

      await page.goto("/courses");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.goto("/resources");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });

    test("the admin's lists, scorecards and calendar", async ({ page, signUp, signInAsAdmin }, testInfo) => {
      test.setTimeout(90_000);
      const owner = await signUp({ businessName: `Styles Admin ${width} ${Date.now().toString(36)}` });
      for (const month of [monthBefore, lastMonth]) {
        const saved = await page.request.put(`/api/scorecard/${month}`, { data: { revenue: 50000 } });
        expect(saved.status()).toBe(200);
      }
      await signInAsAdmin();

      await page.goto(`/admin?q=${encodeURIComponent(owner.businessName)}`);
      await page.getByRole("button", { name: `Actions for ${owner.businessName}` }).click();
      await page.getByRole("menu").getByRole("menuitem", { name: "Deactivate" }).click();
      await expectStyledDialog(page, page.getByRole("dialog", { name: "Deactivate Business" }));

      await page.goto("/admin?tab=scorecards");
      await page
        .getByRole("row", { name: new RegExp(owner.businessName) })
        .getByRole("button", { name: new RegExp(`History of ${owner.businessName}`) })
        .click();
      const history = page.getByRole("dialog", { name: owner.businessName });
      await expectStyledDialog(page, history);
      await expectColouredLegend(
        history.getByRole("img", { name: /Total and recurring revenue/ }).locator(".."),
      );
      await page.screenshot({ path: testInfo.outputPath(`admin-scorecard-${width}.png`) });

      await page.goto("/admin/calendar");
      await page.getByRole("button", { name: "Schedule a group session" }).click();
      await expectStyledDialog(page, page.getByRole("dialog", { name: "Schedule a group session" }));
      await page.screenshot({ path: testInfo.outputPath(`admin-calendar-${width}.png`) });
    });
  });
}

import { axeViolations } from "./axe";
import type { Page } from "@playwright/test";
import { asOwnClient, expect, newUser, registerThroughApi, test } from "./fixtures";
import { forEachLook, WIDTHS } from "./looks";
import { keepScreenshot } from "./screenshots";

/**
 * Phones and desktops, light and dark: the member screens and the admin tables read well, keep
 * every control reachable and pass axe. Each screen is kept as a screenshot in the test's output.
 */
const ADMIN_TABLE_TABS = ["businesses", "users", "leads", "resources"] as const;

/** The page itself never scrolls sideways. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

/**
 * Every control of the tables on screen can be brought fully into view, and then nothing (a pinned
 * column, a clipping container) covers it. With `fits`, no table needs scrolling at all.
 */
async function expectTableControlsReachable(page: Page, fits: boolean) {
  const tables = page.locator("table");
  await expect(tables.first()).toBeVisible();
  if (fits) {
    const overflows = await page.evaluate(() =>
      [...document.querySelectorAll(".mantine-Table-scrollContainer, .mantine-ScrollArea-viewport")]
        .filter((el) => el.querySelector("table"))
        .map((el) => el.scrollWidth - el.clientWidth),
    );
    for (const overflow of overflows) expect(overflow, "a table scrolls sideways").toBeLessThanOrEqual(1);
  }
  // In the page, in one go: a round trip per control would take minutes on a busy machine.
  const problems = await page.evaluate((width) => {
    const found: string[] = [];
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        "table :is(button, input:not([type=hidden]), textarea, a[href])",
      ),
    ];
    if (controls.length === 0) return ["no control in the tables"];
    controls.forEach((control, i) => {
      // Lower rows need the page scrolled; on phones the table scrolls sideways too.
      control.scrollIntoView({ block: "center", inline: "center" });
      const rect = control.getBoundingClientRect();
      const name = `control ${i} (${control.getAttribute("aria-label") ?? control.textContent?.trim().slice(0, 40)})`;
      if (rect.width === 0 || rect.height === 0) found.push(`${name} has no box`);
      if (rect.left < 0) found.push(`${name} starts outside the viewport`);
      if (rect.right > width) found.push(`${name} ends outside the viewport`);
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (hit === null || !(control.contains(hit) || hit.contains(control))) found.push(`${name} is covered`);
    });
    return found;
  }, page.viewportSize()!.width);
  expect(problems).toEqual([]);
}

/** Tab lists scroll sideways on a phone instead of wrapping onto more rows. */
async function expectTabsInOneRow(page: Page) {
  const rows = await page
    .locator('[role="tablist"]')
    .evaluateAll((lists) =>
      lists.map(
        (list) =>
          new Set([...list.querySelectorAll('[role="tab"]')].map((tab) => tab.getBoundingClientRect().top))
            .size,
      ),
    );
  expect(rows.length).toBeGreaterThan(0);
  for (const count of rows) expect(count, "a tab list wraps onto more rows").toBe(1);
}

forEachLook(({ colorScheme, width }) => {
  test("the admin tables keep every control reachable and pass axe", async ({
    page,
    request,
    signInAsAdmin,
  }, testInfo) => {
    test.setTimeout(240_000);
    // At least one row in each list: a business with its owner (a long name without spaces,
    // which must still fit between the pinned columns on a phone), and a consultation request.
    await registerThroughApi(request, {
      ...newUser(),
      businessName: `Halcyonmanagedservicesgroup${Date.now().toString(36)}`,
    });
    const lead = await request.post("/api/contact", {
      headers: asOwnClient(),
      data: {
        firstName: "Avery",
        lastName: "Quinn",
        email: `lead.${Date.now().toString(36)}@example.com`,
        company: "Quinn Managed IT",
        employees: "11-25",
        message: "We would like help pricing our managed services.",
      },
    });
    expect(lead.status(), await lead.text()).toBe(201);
    await signInAsAdmin();

    for (const tab of ADMIN_TABLE_TABS) {
      await page.goto(`/admin?tab=${tab}`);
      await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", colorScheme);
      await expect(page.locator("table tbody tr").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoHorizontalScroll(page);
      await expectTabsInOneRow(page);
      await expectTableControlsReachable(page, width >= 1280);
      await page.evaluate(() => {
        for (const el of document.querySelectorAll("*")) if (el.scrollLeft) el.scrollLeft = 0;
        window.scrollTo(0, 0);
      });
      expect(await axeViolations(page), `axe on ${tab}`).toEqual([]);
      await keepScreenshot(page, testInfo, `admin-${tab}`);
      await expect(page.locator("body")).not.toContainText(/coming soon/i);
    }
  });

  test("courses and resources read well, and a chosen course comes into view", async ({
    page,
    signUp,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signUp();
    await page.goto("/courses");
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", colorScheme);
    const cards = page.getByTestId("course-card");
    await expect(cards.first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoHorizontalScroll(page);
    expect(await axeViolations(page), "axe on /courses").toEqual([]);
    await expect(page.locator("body")).not.toContainText(/coming soon/i);
    await keepScreenshot(page, testInfo, "courses");

    // The last open course sits low in the list; on a phone its details render below it.
    const open = page.locator('[data-testid="course-card"] button[aria-pressed]');
    await open.last().click();
    const heading = page.getByRole("heading", { level: 2 }).and(page.locator("[tabindex='-1']"));
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page), "axe on a chosen course").toEqual([]);
    await keepScreenshot(page, testInfo, "course-chosen");

    await page.goto("/resources");
    await expect(page.getByTestId("resource-card").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoHorizontalScroll(page);
    expect(await axeViolations(page), "axe on /resources").toEqual([]);
    await expect(page.locator("body")).not.toContainText(/coming soon/i);
    await keepScreenshot(page, testInfo, "resources");
  });
});

for (const width of WIDTHS) {
  test(`at ${width} px a completed lesson offers the next one, and its toast covers no button`, async ({
    page,
    signUp,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signUp();
    await page.goto("/courses");
    // A demo course open to the free plan: other specs add courses with no lessons.
    await page.getByRole("button", { name: /MSP Pricing Fundamentals/ }).click();
    const rows = page.getByTestId("lesson-row");
    await expect(rows.nth(1)).toBeVisible();
    const secondTitle = (await rows.nth(1).locator("p").first().innerText()).replace(/^\d+\.\s*/, "");
    await rows.first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Start & Complete" }).click();
    const toast = page.locator(".mantine-Notification-root");
    await expect(toast).toBeVisible();
    const next = dialog.getByRole("button", { name: `Next lesson: ${secondTitle}` });
    await expect(next).toBeVisible();

    // The dialog shows its end, where its buttons sit clear of the toast.
    await expect(next).toBeInViewport();
    const toastBox = (await toast.boundingBox())!;
    for (const button of await dialog.getByRole("button").all()) {
      if (!(await button.isVisible())) continue;
      const box = (await button.boundingBox())!;
      const apart =
        box.x + box.width <= toastBox.x ||
        toastBox.x + toastBox.width <= box.x ||
        box.y + box.height <= toastBox.y ||
        toastBox.y + toastBox.height <= box.y;
      expect(
        apart,
        `the toast covers ${(await button.getAttribute("aria-label")) ?? (await button.innerText())}`,
      ).toBe(true);
    }

    await next.click();
    await expect(dialog.getByRole("heading").or(dialog.locator(".mantine-Modal-title"))).toContainText(
      secondTitle,
    );
  });
}

test("the signed-in area has a theme switch, and the choice is kept", async ({ page, signUp }) => {
  await signUp();
  await page.goto("/dashboard");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "light");
  await page.getByRole("button", { name: "Use dark theme" }).click();
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
  await page.reload();
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
  await page.getByRole("button", { name: "Use light theme" }).click();
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "light");
});

test("the not-found page has a title of its own", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/^Page Not Found \| /);
});

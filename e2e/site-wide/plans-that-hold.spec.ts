import AxeBuilder from "@axe-core/playwright";
import { ADMIN_MESSAGES, DEFAULT_PLAN_TEXTS, PRICING_TEXTS, SESSION_TEXTS } from "@scalemsp/validators";
import type { Page } from "@playwright/test";
import { expect, test, toast } from "../fixtures";

/** Decision 077 and contract §13 'plans': what pricing says is what a plan does. */

const axeClean = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }))).toEqual([]);
};

for (const colorScheme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test(`/pricing marks what a plan does not include, ${colorScheme} at ${width} px`, async ({
      browser,
    }, testInfo) => {
      const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto("/pricing");
      const free = page
        .getByTestId("plan-card")
        .filter({ has: page.getByRole("heading", { name: DEFAULT_PLAN_TEXTS.free.name }) });
      const notIncluded = free.locator('li[data-included="false"]');
      await expect(notIncluded).toHaveCount(2);
      await expect(notIncluded.first()).toContainText(SESSION_TEXTS.oneToOneNone);
      // No line that says "not included" carries the check of an included one.
      for (const line of await page.locator("li").filter({ hasText: "not included" }).all())
        await expect(line).toHaveAttribute("data-included", "false");
      await expect(free.locator('li[data-included="true"]').first()).toBeVisible();
      await axeClean(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({
        path: testInfo.outputPath(`pricing-${colorScheme}-${width}.png`),
        fullPage: true,
      });
      await context.close();
    });
  }
}

test("a free owner sees what the plan includes before choosing a time, with the way to /pricing", async ({
  page,
  signUp,
}, testInfo) => {
  await signUp();
  await page.goto("/sessions");
  // The empty list does not send them to book from the availability their plan cannot use.
  await expect(page.getByText(SESSION_TEXTS.upcomingEmptyOnPlan)).toBeVisible();
  await page.getByRole("button", { name: SESSION_TEXTS.bookSession }).click();
  const dialog = page.getByRole("dialog");
  const notice = dialog.getByTestId("plan-without-one-to-one");
  await expect(notice).toContainText(PRICING_TEXTS.yourPlanIncludes(DEFAULT_PLAN_TEXTS.free.name));
  await expect(notice.getByRole("link", { name: PRICING_TEXTS.seePricing })).toHaveAttribute(
    "href",
    "/pricing",
  );
  // No times to pick and no topic to type on a plan that cannot book.
  await expect(dialog.getByLabel(SESSION_TEXTS.topicLabel)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("free-owner-booking-1280.png") });
});

test("a plan set with enrolment opens its courses to the owner", async ({
  page,
  signUp,
  signInAsAdmin,
}, testInfo) => {
  const businessName = `Enrolled MSP ${Date.now().toString(36)}`;
  const owner = await signUp({ businessName });
  const modules = (await (await page.request.get("/api/modules")).json()) as {
    id: number;
    title: string;
    requiredPlanLevel: string;
    accessible: boolean;
  }[];
  const course = modules.find((m) => m.requiredPlanLevel === "basic" && !m.accessible);
  expect(course, "a Basic course locked for a free owner").toBeDefined();

  await page.request.post("/api/logout");
  await signInAsAdmin();
  const businesses = (await (await page.request.get("/api/admin/businesses")).json()) as {
    id: number;
    name: string;
  }[];
  const business = businesses.find((b) => b.name === businessName)!;
  await page.goto(`/admin/businesses/${business.id}`);
  const offer = page.getByRole("checkbox", { name: ADMIN_MESSAGES.enrolInPlanCourses });
  await expect(offer).toBeChecked();
  await page.getByRole("combobox", { name: "Plan level" }).click();
  await page.getByRole("option", { name: DEFAULT_PLAN_TEXTS.pro.name }).click();
  await expect(toast(page)).toContainText(/now enrolled in \d+ more course/);
  await page.screenshot({ path: testInfo.outputPath("business-plan-enrolled-1280.png") });

  await page.request.post("/api/logout");
  const login = await page.request.post("/api/login", {
    data: { email: owner.email, password: owner.password },
  });
  expect(login.status()).toBe(200);
  await page.goto("/courses");
  const card = page.getByTestId("course-card").filter({ hasText: course!.title });
  await expect(card).not.toHaveAttribute("data-locked", "true");
  await card.getByRole("button").first().click();
  await expect(page.getByText("Subscribe to Access")).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("owner-opens-course-1280.png") });
});

import type { APIRequestContext, Page } from "@playwright/test";
import {
  GOAL_TEXTS,
  THEME_STORAGE_KEY,
  latestReportableMonth,
  monthBeforeQuarter,
  quarterLabel,
  quarterMonths,
} from "@scalemsp/validators";
import { axeViolations } from "./axe";
import { expect, test, toast } from "./fixtures";
import { joinAsMember } from "./team-member";

/**
 * Contract §15 'goals': an owner sets the quarter's goals on /goals and sees them first on the
 * overview; a member of the business reads them and changes nothing.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;

/** This quarter (the coach's calendar), as the API names it. */
async function thisQuarter(request: APIRequestContext, businessId?: number) {
  const res = await request.get(businessId ? `/api/goals?businessId=${businessId}` : "/api/goals");
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { quarter: string }).quarter;
}

/** Revenue for the month before the quarter and each month of it so far: the chart's line. */
async function recordRevenue(request: APIRequestContext, quarter: string) {
  const last = latestReportableMonth(new Date());
  const months = [monthBeforeQuarter(quarter), ...quarterMonths(quarter)].filter((month) => month <= last);
  for (const [index, month] of months.entries()) {
    const res = await request.put(`/api/scorecard/${month}`, {
      data: { revenue: 100_000 + index * 12_000, recurringRevenue: 60_000 + index * 8_000 },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole("dialog").getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option }).click();
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const scheme of ["light", "dark"] as const) {
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      THEME_STORAGE_KEY,
      scheme,
    ] as const);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `${SHOTS}/${name}-${scheme}.png`, fullPage: true });
  }
  await page.evaluate((key) => window.localStorage.setItem(key, "light"), THEME_STORAGE_KEY);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 800 : 900 }, reducedMotion: "reduce" });

    test("an owner sets the quarter's goals on /goals, changes and deletes one, and sees them on the dashboard", async ({
      page,
      signUp,
    }) => {
      test.setTimeout(90_000);
      await signUp({ businessName: "Summit Managed IT" });
      const quarter = await thisQuarter(page.request);
      await recordRevenue(page.request, quarter);

      await page.goto("/dashboard");
      const card = page.getByRole("region", { name: `Goals for ${quarterLabel(quarter)}` });
      await expect(card.getByText("No goals set for this quarter yet")).toBeVisible();

      // The side menu leads to the page (on a phone, behind the menu button).
      await page.goto("/goals");
      await expect(page.getByRole("heading", { level: 1, name: "Goals" })).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/goals-empty-${width}.png` });
      await page.getByRole("button", { name: "Set the quarter's first goal" }).click();
      const dialog = page.getByRole("dialog", { name: "Add a goal" });
      await expect(dialog).toBeVisible();
      // Errors show at the field.
      await dialog.getByRole("button", { name: "Add goal" }).click();
      await expect(dialog.getByLabel("Title", { exact: true })).toHaveAccessibleDescription(
        /Title is required/,
      );
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/goals-dialog-${width}.png` });
      await dialog.getByLabel("Title", { exact: true }).fill("Monthly revenue to $150k");
      await chooseOption(page, "Measured by", "Total revenue (from the scorecard)");
      await dialog.getByLabel("Target").fill("150000");
      await dialog.getByRole("button", { name: "Add goal" }).click();
      await expect(toast(page)).toContainText("Goal added");
      await expect(dialog).toBeHidden();

      const revenueGoal = page.getByRole("article", { name: "Monthly revenue to $150k" });
      await expect(revenueGoal.getByText("Total revenue", { exact: true })).toBeVisible();
      await expect(revenueGoal.getByText("$100,000")).toBeVisible();
      await expect(revenueGoal.getByText("$150,000")).toBeVisible();
      await expect(revenueGoal.getByRole("progressbar")).toBeVisible();
      await expect(
        revenueGoal.getByRole("img", { name: /Total revenue by month against the target/ }),
      ).toBeVisible();

      // A goal set by hand, then moved along.
      await page.getByRole("button", { name: "Add goal" }).click();
      await dialog.getByLabel("Title", { exact: true }).fill("Hire two technicians");
      await dialog.getByLabel("Target").fill("2");
      await dialog.getByLabel("Progress").fill("150");
      await dialog.getByRole("button", { name: "Add goal" }).click();
      await expect(dialog.getByLabel("Progress")).toHaveAccessibleDescription(/whole number from 0 to 100/);
      await dialog.getByLabel("Progress").fill("50");
      await dialog.getByRole("button", { name: "Add goal" }).click();
      await expect(dialog).toBeHidden();
      const hireGoal = page.getByRole("article", { name: "Hire two technicians" });
      await expect(hireGoal.getByText("Progress set by hand")).toBeVisible();
      await expect(hireGoal.getByText("50%")).toBeVisible();

      await hireGoal.getByRole("button", { name: "Edit goal: Hire two technicians" }).click();
      const edit = page.getByRole("dialog", { name: "Edit goal" });
      await edit.getByLabel("Progress").fill("100");
      await edit.getByRole("button", { name: "Save goal" }).click();
      await expect(edit).toBeHidden();
      await expect(hireGoal.getByText("Done", { exact: true })).toBeVisible();

      if (width === 1280) {
        for (const scheme of ["light", "dark"] as const) {
          await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
            THEME_STORAGE_KEY,
            scheme,
          ] as const);
          await page.reload();
          await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
          await expect(revenueGoal.getByRole("img", { name: /Total revenue by month/ })).toBeVisible();
          expect(await axeViolations(page), `axe on /goals, ${scheme}`).toEqual([]);
        }
        await page.evaluate((key) => window.localStorage.setItem(key, "light"), THEME_STORAGE_KEY);
      }
      await shoot(page, `goals-${width}`);

      await page.goto("/dashboard");
      await expect(card.getByText("Monthly revenue to $150k")).toBeVisible();
      await expect(card.getByText("Hire two technicians")).toBeVisible();
      await expect(
        card.getByRole("progressbar", { name: "Hire two technicians: 100% of the way" }),
      ).toBeVisible();
      await shoot(page, `dashboard-${width}`);
      await card.getByRole("link", { name: "All goals" }).click();
      await expect(page).toHaveURL(/\/goals$/);

      // Deleting asks first.
      await hireGoal.getByRole("button", { name: "Delete goal: Hire two technicians" }).click();
      const confirm = page.getByRole("dialog", { name: "Delete this goal?" });
      await confirm.getByRole("button", { name: "Delete goal" }).click();
      await expect(toast(page)).toContainText("Goal deleted");
      await expect(hireGoal).toHaveCount(0);
      await expect(revenueGoal).toBeVisible();
    });
  });
}

test("a member of the business reads the goals and cannot change them", async ({ page, browser, signUp }) => {
  test.setTimeout(90_000);
  await signUp({ businessName: "Ridge IT Partners" });
  const quarter = await thisQuarter(page.request);
  const made = await page.request.post("/api/goals", {
    data: { quarter, title: "Sign five new clients", target: 5, progress: 20 },
  });
  expect(made.status(), await made.text()).toBe(201);

  const { context, member } = await joinAsMember(page.request, browser, { width: 375, height: 800 });
  try {
    await member.goto("/goals");
    const goal = member.getByRole("article", { name: "Sign five new clients" });
    await expect(goal).toBeVisible();
    await expect(goal.getByText("20%")).toBeVisible();
    await expect(member.getByRole("button", { name: /Add goal|Set the quarter/ })).toHaveCount(0);
    await expect(goal.getByRole("button")).toHaveCount(0);
    await shoot(member, "goals-member-375");

    await member.goto("/dashboard");
    const card = member.getByRole("region", { name: `Goals for ${quarterLabel(quarter)}` });
    await expect(card.getByText("Sign five new clients")).toBeVisible();
    await expect(card.getByRole("button")).toHaveCount(0);
    expect(
      (await member.request.post("/api/goals", { data: { quarter, title: "Mine", target: 1 } })).status(),
    ).toBe(403);
  } finally {
    await context.close();
  }
});

test("the coach sets a client's goal from /goals?businessId=…", async ({ page, signUp, signInAsAdmin }) => {
  test.setTimeout(60_000);
  await signUp({ businessName: "Delta Cloud Services" });
  const business = (await (await page.request.get("/api/business")).json()) as { id: number };
  await signInAsAdmin();

  // The business page says the client has no goals yet, and leads to where the coach sets them.
  await page.goto(`/admin/businesses/${business.id}`);
  const quarter = await thisQuarter(page.request, business.id);
  const card = page.getByRole("region", { name: GOAL_TEXTS.quarterTitle(quarter) });
  await expect(card).toContainText(GOAL_TEXTS.coachEmpty(quarter));
  await card.getByRole("link", { name: GOAL_TEXTS.coachSetFirst }).click();
  await expect(page).toHaveURL(new RegExp(`/goals\\?businessId=${business.id}$`));

  await expect(page.getByText("Delta Cloud Services: quarterly growth targets")).toBeVisible();
  await page.getByRole("button", { name: "Set the quarter's first goal" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a goal" });
  await dialog.getByLabel("Title", { exact: true }).fill("Document every client network");
  await dialog.getByLabel("Target").fill("30");
  await dialog.getByRole("button", { name: "Add goal" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("article", { name: "Document every client network" })).toBeVisible();

  // Back on the business page by the page's own link, the goal shows with its status and progress.
  await page.getByRole("link", { name: GOAL_TEXTS.backToBusiness("Delta Cloud Services") }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/businesses/${business.id}$`));
  await expect(card.getByText("Document every client network")).toBeVisible();
  // At 0% the bar has no width: its value is what a screen reader hears.
  await expect(
    card.getByRole("progressbar", { name: GOAL_TEXTS.progressOf("Document every client network", 0) }),
  ).toHaveAttribute("aria-valuenow", "0");
  await expect(card.getByRole("link", { name: GOAL_TEXTS.coachOpen })).toHaveAttribute(
    "href",
    `/goals?businessId=${business.id}`,
  );

  // Without a client named, the coach is pointed at the businesses, and nothing is asked that
  // the server would refuse (a refused read is a console error).
  const refused: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  await page.goto("/goals");
  await expect(page.getByRole("link", { name: "Businesses tab" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(refused).toEqual([]);
});

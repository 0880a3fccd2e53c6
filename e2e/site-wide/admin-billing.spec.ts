import AxeBuilder from "@axe-core/playwright";
import type { Page, Route } from "@playwright/test";
import {
  ADMIN_MESSAGES,
  BILLING_ADMIN_TEXTS,
  BILLING_MESSAGES,
  BILLING_TEXTS,
  formatMoney,
  PLAN_LABELS,
  type PlanLevel,
} from "@scalemsp/validators";
import { expect, test, toast } from "../fixtures";

/**
 * Contract §16 'the coach' and 'provider' in the admin. The e2e server has no Stripe and no
 * subscriptions: the plan settings and the empty states are the server's own; a subscription's
 * figures and the 409 of a subscribed business are the server's answers replaced in the browser
 * (apps/web/test/admin-billing.test.tsx covers the figures themselves).
 */

type Plan = { level: PlanLevel; courseLevels: unknown } & Record<string, unknown>;
interface PlansList {
  plans: Plan[];
  onlinePayment: boolean;
  paymentGraceDays: number;
}

const editorBody = ({ plans, paymentGraceDays }: PlansList) => ({
  plans: Object.fromEntries(plans.map(({ level, courseLevels: _, ...plan }) => [level, plan])),
  paymentGraceDays,
});

/** Axe's findings on the screen; toasts (the shared notify helper) are checked elsewhere. */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude(".mantine-Notifications-root").analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(" ")}`))).toEqual(
    [],
  );
}

const readPlans = async (page: Page) => (await (await page.request.get("/api/plans")).json()) as PlansList;

/** The procedures of a tRPC batch call, in the order its answer lists them. */
const proceduresOf = (url: string) =>
  decodeURIComponent(new URL(url).pathname.replace(/^\/trpc\//, "")).split(",");

/** Lets a batch through, with one procedure's answer replaced by `data`. */
async function replaceAnswer(page: Page, procedure: string, data: (real: unknown) => unknown) {
  await page.route(new RegExp(`/trpc/[^?]*${procedure.replaceAll(".", "\\.")}`), async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result?: { data: unknown } }[];
    const at = proceduresOf(route.request().url()).indexOf(procedure);
    body[at] = { result: { data: data(body[at]?.result?.data) } };
    await route.fulfill({ response, json: body });
  });
}

test("the plans tab saves each paid plan's Stripe Price ids and the grace period; a bad id is named on its field", async ({
  page,
  signInAsAdmin,
}) => {
  // Three saves of every plan and a reload, on a shared machine.
  test.slow();
  await signInAsAdmin();
  const before = await readPlans(page);
  try {
    await page.goto("/admin?tab=plans");
    const form = page.getByRole("form", { name: "Plans" });
    const plan = (level: PlanLevel) => form.getByRole("group", { name: PLAN_LABELS[level] });
    await expect(plan("pro").getByLabel(BILLING_ADMIN_TEXTS.priceMonthlyLabel)).toBeVisible();
    // The free plan is never charged: it has no Price fields.
    await expect(plan("free").getByLabel(BILLING_ADMIN_TEXTS.priceMonthlyLabel)).toHaveCount(0);
    await expect(plan("free")).toContainText(BILLING_ADMIN_TEXTS.freePlanNoPrice);
    // Without STRIPE_SECRET_KEY on the server, the admin reads that the Prices wait for it.
    if (before.onlinePayment) await expect(form.getByTestId("online-payment-off")).toHaveCount(0);
    else await expect(form.getByTestId("online-payment-off")).toContainText("STRIPE_WEBHOOK_SECRET");

    await plan("pro").getByLabel(BILLING_ADMIN_TEXTS.priceMonthlyLabel).fill("prod_NotAPrice");
    await form.getByRole("button", { name: "Save plans" }).click();
    const proMonthly = plan("pro").getByLabel(BILLING_ADMIN_TEXTS.priceMonthlyLabel);
    await expect(proMonthly).toHaveAccessibleDescription(BILLING_MESSAGES.priceIdInvalid);
    await expect(proMonthly).toBeFocused();
    await expectNoAxeViolations(page);

    const stamp = Date.now().toString(36);
    await proMonthly.fill(`price_ProMonthly${stamp}`);
    await plan("pro").getByLabel(BILLING_ADMIN_TEXTS.priceYearlyLabel).fill(` price_ProYearly${stamp} `);
    await plan("basic").getByLabel(BILLING_ADMIN_TEXTS.priceMonthlyLabel).fill(`price_Basic${stamp}`);
    // Enter sends the form (the failure's toast lies over the Save button's corner).
    await form.getByLabel(BILLING_ADMIN_TEXTS.graceDaysLabel).fill("14");
    await form.getByLabel(BILLING_ADMIN_TEXTS.graceDaysLabel).press("Enter");
    await expect(toast(page).last()).toContainText("Plans saved");
    await expect(proMonthly).not.toHaveAttribute("aria-invalid", "true");

    const saved = await readPlans(page);
    const pro = saved.plans.find((p) => p.level === "pro")!;
    const basic = saved.plans.find((p) => p.level === "basic")!;
    expect(pro).toMatchObject({
      stripePriceMonthly: `price_ProMonthly${stamp}`,
      stripePriceYearly: `price_ProYearly${stamp}`,
    });
    expect(basic).toMatchObject({ stripePriceMonthly: `price_Basic${stamp}`, stripePriceYearly: null });
    expect(saved.paymentGraceDays).toBe(14);

    // What was saved is what the tab shows when opened again.
    await page.reload();
    await expect(plan("pro").getByLabel(BILLING_ADMIN_TEXTS.priceYearlyLabel)).toHaveValue(
      `price_ProYearly${stamp}`,
    );
    await expect(form.getByLabel(BILLING_ADMIN_TEXTS.graceDaysLabel)).toHaveValue("14");

    // Emptied, a Price is removed.
    await plan("basic").getByLabel(BILLING_ADMIN_TEXTS.priceMonthlyLabel).fill("");
    await plan("basic").getByLabel(BILLING_ADMIN_TEXTS.priceMonthlyLabel).press("Enter");
    await expect
      .poll(async () => (await readPlans(page)).plans.find((p) => p.level === "basic")?.stripePriceMonthly)
      .toBeNull();
  } finally {
    const restored = await page.request.put("/api/admin/plans", { data: editorBody(before) });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

test("/admin shows the Revenue section: its empty state before anyone pays, and the figures with the chart", async ({
  page,
  signInAsAdmin,
}) => {
  // Two loads of /admin and an axe scan.
  test.slow();
  await signInAsAdmin();
  const {
    months: realMonths,
    currency,
    ...figures
  } = (await (await page.request.get("/api/admin/revenue")).json()) as {
    currency: string;
    months: { monthlyRecurringRevenue: number }[];
  } & Record<
    | "monthlyRecurringRevenue"
    | "payingBusinesses"
    | "newThisMonth"
    | "cancelledThisMonth"
    | "failingPayments",
    number
  >;
  const nothingPaid =
    Object.values(figures).every((figure) => figure === 0) &&
    realMonths.every((month) => month.monthlyRecurringRevenue === 0);
  await page.goto("/admin");
  const revenue = page.getByRole("region", { name: BILLING_TEXTS.revenueTitle });
  if (nothingPaid) {
    // As seeded: nobody has subscribed.
    await expect(revenue.getByTestId("revenue-empty")).toHaveText(BILLING_TEXTS.noRevenue);
  } else {
    // Other specs of the run subscribed through the Stripe stand-in: the section shows the server's figures.
    await expect(revenue.getByTestId("revenue-mrr")).toContainText(
      formatMoney(figures.monthlyRecurringRevenue, currency),
    );
    await expect(revenue.getByTestId("revenue-paying")).toContainText(String(figures.payingBusinesses));
  }

  const months = Array.from({ length: 12 }, (_, i) => ({
    month: `2027-${String(i + 1).padStart(2, "0")}`,
    monthlyRecurringRevenue: i < 4 ? 0 : (i - 3) * 14700,
  }));
  await replaceAnswer(page, "admin.overview.revenue", () => ({
    currency: "usd",
    monthlyRecurringRevenue: 117600,
    payingBusinesses: 12,
    newThisMonth: 3,
    cancelledThisMonth: 1,
    failingPayments: 2,
    months,
  }));
  await page.reload();
  await expect(revenue.getByTestId("revenue-mrr")).toContainText("$1,176.00");
  await expect(revenue.getByTestId("revenue-paying")).toContainText("12");
  await expect(revenue.getByTestId("revenue-failing")).toContainText("2");
  await expect(
    revenue.getByRole("img", { name: "Monthly recurring revenue, Jan 2027 to Dec 2027" }),
  ).toBeVisible();
  await expect(revenue.getByTestId("revenue-empty")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

async function businessOf(page: Page, name: string) {
  const businesses = (await (await page.request.get("/api/admin/businesses")).json()) as {
    id: number;
    name: string;
    planLevel: PlanLevel;
  }[];
  return businesses.find((b) => b.name === name)!;
}

test("a business's Billing card: plan set by hand, or its subscription", async ({
  page,
  signUp,
  signInAsAdmin,
}) => {
  // Two loads of the page and an axe scan.
  test.slow();
  const businessName = `Billing Card MSP ${Date.now().toString(36)}`;
  await signUp({ businessName });
  await signInAsAdmin();
  const business = await businessOf(page, businessName);
  await page.goto(`/admin/businesses/${business.id}`);
  const card = page.getByRole("region", { name: BILLING_TEXTS.billingTitle });
  await expect(card.getByTestId("billing-empty")).toHaveText(BILLING_ADMIN_TEXTS.noBilling);

  await replaceAnswer(page, "admin.businesses.get", (real) => ({
    ...(real as object),
    billing: {
      source: "subscription",
      status: "past_due",
      interval: "month",
      amount: 4900,
      currency: "usd",
      currentPeriodEnd: "2027-03-15T12:00:00.000Z",
      cancelAtPeriodEnd: true,
      graceUntil: "2027-03-22T12:00:00.000Z",
      stripeCustomerId: "cus_E2eCustomer1",
    },
  }));
  await page.reload();
  await expect(card).toContainText(BILLING_TEXTS.source.subscription);
  await expect(card).toContainText(BILLING_TEXTS.status.past_due);
  await expect(card).toContainText("$49.00 a month");
  await expect(card.getByTestId("billing-cancels")).toHaveText(BILLING_ADMIN_TEXTS.cancelsAtPeriodEnd, {
    ignoreCase: true,
  });
  await expect(card).toContainText("cus_E2eCustomer1");
  await expect(card.getByTestId("billing-empty")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

/** The server's answer for a business that pays by subscription, until the change is confirmed. */
async function answerAsSubscribed(page: Page) {
  const sent: Record<string, unknown>[] = [];
  await page.route(/\/trpc\/[^?]*admin\.businesses\.update/, async (route) => {
    const input = (route.request().postDataJSON() as Record<string, Record<string, unknown>>)["0"]!;
    sent.push(input);
    if (input.overrideSubscription === true) return route.continue();
    await route.fulfill({
      status: 409,
      contentType: "application/json",
      json: [
        {
          error: {
            message: BILLING_MESSAGES.manualChangeNeedsConfirmation,
            code: -32009,
            data: { code: "CONFLICT", httpStatus: 409, path: "admin.businesses.update" },
          },
        },
      ],
    });
  });
  return sent;
}

test("a plan set by hand on a subscribed business asks first, from the list and from the business's page", async ({
  page,
  signUp,
  signInAsAdmin,
}) => {
  // Two screens and four plan changes.
  test.slow();
  const businessName = `Subscribed MSP ${Date.now().toString(36)}`;
  await signUp({ businessName });
  await signInAsAdmin();
  const business = await businessOf(page, businessName);
  const sent = await answerAsSubscribed(page);

  // The businesses list's own plan dropdown; cancelling keeps the plan.
  await page.goto(`/admin?tab=businesses&q=${encodeURIComponent(businessName)}`);
  const select = page.getByRole("combobox", { name: `Plan for ${businessName}` });
  await select.click();
  await page.getByRole("option", { name: PLAN_LABELS.basic }).click();
  const dialog = page.getByRole("dialog", { name: BILLING_TEXTS.confirmManualTitle });
  await expect(dialog).toContainText(BILLING_TEXTS.confirmManualText(businessName));
  // The conflict is a question, not a failure.
  await expect(toast(page).filter({ hasText: ADMIN_MESSAGES.updateFailed })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(select).toHaveValue(PLAN_LABELS.free);
  expect((await businessOf(page, businessName)).planLevel).toBe("free");

  await select.click();
  await page.getByRole("option", { name: PLAN_LABELS.basic }).click();
  await dialog.getByRole("button", { name: BILLING_TEXTS.confirmManual }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page).last()).toContainText(ADMIN_MESSAGES.planUpdated);
  await expect(select).toHaveValue(PLAN_LABELS.basic);
  expect(sent.at(-1)).toMatchObject({ id: business.id, planLevel: "basic", overrideSubscription: true });
  expect((await businessOf(page, businessName)).planLevel).toBe("basic");

  // The business's page.
  await page.goto(`/admin/businesses/${business.id}`);
  await page.getByRole("combobox", { name: "Plan level" }).click();
  await page.getByRole("option", { name: PLAN_LABELS.pro }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: BILLING_TEXTS.confirmManual }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("combobox", { name: "Plan level" })).toHaveValue(PLAN_LABELS.pro);
  expect(sent.at(-1)).toMatchObject({
    planLevel: "pro",
    overrideSubscription: true,
    enrolInPlanCourses: true,
  });
  expect((await businessOf(page, businessName)).planLevel).toBe("pro");
});

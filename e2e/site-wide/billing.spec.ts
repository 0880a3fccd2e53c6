import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import {
  APP_HYDRATED_ATTRIBUTE,
  BILLING_MESSAGES,
  BILLING_TEXTS,
  THEME_STORAGE_KEY,
  type PlanLevel,
} from "@scalemsp/validators";
import { E2E_ADMIN, E2E_STRIPE } from "../../playwright.config";
import { expect, newUser, test } from "../fixtures";
import { joinAsMember } from "../team-member";

/**
 * Contract §16 'buying' and 'self-service', in the browser against the run's Stripe stand-in
 * (e2e/stripe-stand-in.setup.ts): an owner subscribes from /pricing, pays on the stand-in's
 * Checkout, returns to the dashboard and sees the new plan; a failed payment brings the grace
 * banner; the Customer Portal cancels. A visitor registers first and comes back to the choice.
 * The coach's Prices change /pricing for everyone: the plans are put back after.
 */

const STAND_IN = `http://127.0.0.1:${E2E_STRIPE.port}`;
const PRO = "Professional";

type Plan = { level: PlanLevel; courseLevels: unknown } & Record<string, unknown>;
const plansBody = (
  plans: Plan[],
  prices: Partial<Record<PlanLevel, Record<string, string | null>>> = {},
) => ({
  plans: Object.fromEntries(
    plans.map(({ level, courseLevels: _, ...plan }) => [level, { ...plan, ...prices[level] }]),
  ),
});

let admin: APIRequestContext;
let savedPlans: Plan[];

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright }) => {
  admin = await playwright.request.newContext({
    baseURL: `http://localhost:${process.env.E2E_PORT ?? 3100}`,
  });
  expect((await admin.post("/api/login", { data: E2E_ADMIN })).status()).toBe(200);
  const plans = (await (await admin.get("/api/plans")).json()) as { plans: Plan[]; onlinePayment: boolean };
  expect(plans.onlinePayment).toBe(true);
  savedPlans = plans.plans;
  // Professional monthly and yearly (the stand-in knows both); Basic monthly only, for the
  // refusal of a second subscription (the server refuses it before asking Stripe).
  const saved = await admin.put("/api/admin/plans", {
    data: plansBody(savedPlans, {
      pro: { stripePriceMonthly: "price_e2eProMonth", stripePriceYearly: "price_e2eProYear" },
      basic: { stripePriceMonthly: "price_e2eBasicMonth", stripePriceYearly: null },
    }),
  });
  expect(saved.status(), await saved.text()).toBe(200);
});

test.afterAll(async () => {
  await admin.put("/api/admin/plans", { data: plansBody(savedPlans) });
  await admin.dispose();
});

const planCard = (page: Page, name: string) =>
  page.getByTestId("plan-card").filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });

/**
 * Light and dark screenshots (the page reloaded in each scheme) of the screen around `target`,
 * once it shows `text`, kept with the test.
 */
async function shoot(page: Page, testInfo: TestInfo, name: string, target: Locator, text: string | RegExp) {
  for (const scheme of ["dark", "light"] as const) {
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      THEME_STORAGE_KEY,
      scheme,
    ] as const);
    await page.emulateMedia({ colorScheme: scheme });
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
    await expect(target).toContainText(text);
    await target.scrollIntoViewIfNeeded();
    const path = testInfo.outputPath(`${name}-${page.viewportSize()?.width}-${scheme}.png`);
    await page.screenshot({ path });
    await testInfo.attach(`${name} ${scheme}`, { path, contentType: "image/png" });
  }
}

/**
 * Back from the stand-in's pages at `url`: a page load the fixture's `goto` does not wait for, so
 * this waits as it does for the app to hydrate (a while on a busy machine).
 */
async function backAt(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url, { timeout: 30_000 });
  await page.waitForFunction(
    (attribute) => document.documentElement.hasAttribute(attribute),
    APP_HYDRATED_ATTRIBUTE,
    { timeout: 30_000 },
  );
}

/** On the stand-in's Checkout: the plan and price, then 'Pay and subscribe'. */
async function payOnCheckout(page: Page, amount: string) {
  await expect(page).toHaveURL(new RegExp(`^${STAND_IN}/c/pay/cs_test_`));
  await expect(page.getByRole("heading", { name: `Subscribe to ${PRO}` })).toBeVisible();
  await expect(page.getByText(amount)).toBeVisible();
  await page.getByRole("button", { name: "Pay and subscribe" }).click();
}

/** Back from Checkout: the notice says the plan switches, then that it has; the business card follows. */
async function expectSubscribed(page: Page) {
  await backAt(page, /\/dashboard\?billing=success/);
  const notice = page.getByRole("region", { name: BILLING_TEXTS.successTitle });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("status")).toHaveText(BILLING_TEXTS.successDone(PRO), { timeout: 15_000 });
  await expect(page.getByTestId("plan-badge")).toHaveText(PRO);
}

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("an owner subscribes from /pricing, pays, sees the plan, is warned of a failed payment and cancels in the portal", async ({
    page,
    signUp,
  }, testInfo) => {
    test.setTimeout(180_000);
    await signUp();
    await page.goto("/pricing");
    // Both intervals are sold: the switch, and 'Subscribe' where the plan has a Price.
    const intervals = page.getByRole("radiogroup", { name: BILLING_TEXTS.billingInterval });
    await expect(intervals).toBeVisible();
    const subscribePro = planCard(page, PRO).getByRole("button", {
      name: BILLING_TEXTS.subscribeTo(PRO, BILLING_TEXTS.billedMonthly),
    });
    await expect(subscribePro).toBeVisible();
    // No Price, no 'Subscribe': the other plans keep their request.
    await expect(
      planCard(page, "Enterprise").getByRole("button", { name: "Request this plan" }),
    ).toBeVisible();
    // Basic has no yearly Price: yearly, it is requested as before.
    await intervals.getByText(BILLING_TEXTS.yearly).click();
    // The price lines are the coach's monthly words: yearly says where the yearly price is.
    await expect(page.getByText(BILLING_TEXTS.yearlyNote)).toBeVisible();
    await expect(planCard(page, "Basic").getByRole("button", { name: "Request this plan" })).toBeVisible();
    await expect(
      planCard(page, PRO).getByRole("button", {
        name: BILLING_TEXTS.subscribeTo(PRO, BILLING_TEXTS.billedYearly),
      }),
    ).toBeVisible();
    await intervals.getByText(BILLING_TEXTS.monthly).click();
    await shoot(page, testInfo, "pricing-owner", planCard(page, PRO), BILLING_TEXTS.subscribe);

    await subscribePro.click();
    await payOnCheckout(page, "499.00 USD per month");
    await expectSubscribed(page);
    const notice = page.getByRole("region", { name: BILLING_TEXTS.successTitle });
    await shoot(page, testInfo, "subscribed", notice, BILLING_TEXTS.successDone(PRO));
    // Dismissed, the address forgets the return from checkout.
    await page.getByRole("button", { name: BILLING_TEXTS.dismiss }).click();
    await expect(page).not.toHaveURL(/billing=success/);
    await expect(page.getByRole("region", { name: BILLING_TEXTS.successTitle })).toHaveCount(0);

    // On a plan by subscription: /pricing says so, and a second subscription is refused with the server's reason.
    await page.goto("/pricing");
    await expect(planCard(page, PRO)).toContainText("Your current plan");
    await planCard(page, "Basic")
      .getByRole("button", { name: BILLING_TEXTS.subscribeTo("Basic", BILLING_TEXTS.billedMonthly) })
      .click();
    await expect(planCard(page, "Basic").getByRole("alert")).toContainText(
      BILLING_MESSAGES.alreadySubscribed,
    );

    // The Billing card: plan, status, interval, renewal; 'Manage billing' opens the portal.
    await page.goto("/dashboard?tab=settings");
    const card = page.getByRole("region", { name: BILLING_TEXTS.billingTitle, exact: true });
    await expect(card.getByTestId("billing-plan")).toHaveText(PRO);
    await expect(card).toContainText(BILLING_TEXTS.status.active);
    await expect(card).toContainText(BILLING_TEXTS.monthly);
    await expect(card.getByTestId("billing-period")).toContainText("Renews on");

    // A renewal fails: the card and the overview's banner ask for a new card, the plan is kept.
    await card.getByRole("button", { name: BILLING_TEXTS.manageBilling }).click();
    await expect(page).toHaveURL(new RegExp(`^${STAND_IN}/p/session/bps_test_`));
    await page.getByRole("button", { name: "Fail the next payment (test)" }).click();
    await backAt(page, /\/dashboard\?tab=settings$/);
    await expect(card).toContainText(BILLING_TEXTS.status.past_due);
    await page.goto("/dashboard");
    const banner = page.getByRole("region", { name: BILLING_TEXTS.status.past_due });
    await expect(banner).toContainText("Your last payment failed. Update your card by");
    await expect(page.getByTestId("plan-badge")).toHaveText(PRO);
    await shoot(page, testInfo, "grace", banner, BILLING_TEXTS.updateCard);
    await banner.getByRole("button", { name: BILLING_TEXTS.updateCard }).click();

    // In the portal: cancelled at the period's end, which the card then says.
    await expect(page).toHaveURL(new RegExp(`^${STAND_IN}/p/session/bps_test_`));
    await page.getByRole("button", { name: "Cancel plan" }).click();
    await backAt(page, /\/dashboard\?tab=settings$/);
    await expect(card.getByTestId("billing-period")).toContainText(/^Ends on .+the free plan\.$/);
    await shoot(page, testInfo, "billing-card", card, "Ends on");
  });
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a visitor picks yearly, registers, comes back to the choice and lands in checkout for it", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    // The page rendered with Subscribe hydrates without a mismatch or any other console error.
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/pricing");
    await shoot(page, testInfo, "pricing-visitor", planCard(page, PRO), BILLING_TEXTS.subscribe);
    expect(errors).toEqual([]);
    await page
      .getByRole("radiogroup", { name: BILLING_TEXTS.billingInterval })
      .getByText(BILLING_TEXTS.yearly)
      .click();
    await planCard(page, PRO)
      .getByRole("link", { name: BILLING_TEXTS.subscribeTo(PRO, BILLING_TEXTS.billedYearly) })
      .click();
    await expect(page).toHaveURL(/\/auth\?tab=register&subscribe=pro&interval=year$/);
    await expect(
      page.getByRole("heading", { level: 1, name: BILLING_TEXTS.registerToSubscribe }),
    ).toBeVisible();

    const user = newUser();
    const form = page.getByRole("form", { name: "Register" });
    await form.getByLabel("First name").fill(user.firstName);
    await form.getByLabel("Last name").fill(user.lastName);
    await form.getByLabel("Email").fill(user.email);
    await form.getByLabel("Password", { exact: true }).fill(user.password);
    await form.getByLabel("Business name").fill(user.businessName);
    await form.getByRole("button", { name: "Create account" }).click();

    // Back on /pricing as the owner, checkout opens by itself for the plan and interval chosen.
    await payOnCheckout(page, "4990.00 USD per year");
    await expectSubscribed(page);
    const notice = page.getByRole("region", { name: BILLING_TEXTS.successTitle });
    await shoot(page, testInfo, "subscribed", notice, BILLING_TEXTS.successDone(PRO));
    await page.goto("/dashboard?tab=settings");
    const card = page.getByRole("region", { name: BILLING_TEXTS.billingTitle, exact: true });
    await expect(card).toContainText(BILLING_TEXTS.yearly);
    await expect(card.getByTestId("billing-period")).toContainText("Renews on");
    await shoot(page, testInfo, "billing-card", card, "Renews on");
  });

  test("a member sees the plan, and that the owner subscribes and manages billing", async ({
    page,
    browser,
    signUp,
  }) => {
    test.setTimeout(90_000);
    await signUp();
    const { context, member } = await joinAsMember(page.request, browser, { width: 1280, height: 900 });
    try {
      await member.goto("/pricing");
      await expect(planCard(member, PRO)).toContainText(BILLING_TEXTS.ownerManagesBilling);
      await expect(planCard(member, PRO).getByRole("button", { name: /^Subscribe/ })).toHaveCount(0);
      await member.goto("/dashboard?tab=settings");
      const card = member.getByRole("region", { name: BILLING_TEXTS.billingTitle, exact: true });
      await expect(card).toHaveText(`${BILLING_TEXTS.billingTitle}${BILLING_TEXTS.memberPlan("Free")}`);
      expect((await member.request.post("/api/billing/portal")).status()).toBe(403);
    } finally {
      await context.close();
    }
  });
});

import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  adminPlansInput,
  BILLING_ADMIN_TEXTS,
  BILLING_MESSAGES,
  BILLING_TEXTS,
  DEFAULT_PLAN_TEXTS,
  PLAN_LEVELS,
} from "@scalemsp/validators";
import {
  BusinessBillingCard,
  type BusinessBilling,
} from "../src/features/admin/businesses/business-billing-card";
import { type Revenue, revenueIsEmpty, RevenueView } from "../src/features/admin/overview/revenue-section";
import { PlansTab } from "../src/features/admin/plans/plans-tab";
import { toInput, toValues } from "../src/features/admin/plans/plans-values";
import { isManualChangeConflict } from "../src/features/admin/shared/manual-plan-confirm";
import { DEFAULT_PLANS } from "../src/lib/plans";
import { TRPCProvider } from "../src/lib/trpc";
import { apiError, fakeTrpc } from "./fake-trpc";

const render = (node: React.ReactNode) =>
  renderToString(<MantineProvider>{node}</MantineProvider>).replaceAll("&#x27;", "'");

const subscribed: BusinessBilling = {
  source: "subscription",
  status: "past_due",
  interval: "year",
  amount: 49000,
  currency: "usd",
  currentPeriodEnd: "2027-03-15T12:00:00.000Z",
  cancelAtPeriodEnd: true,
  graceUntil: "2027-03-22T12:00:00.000Z",
  stripeCustomerId: "cus_Q1w2E3r4",
};

/** Contract §16 'the coach': a business's billing in the admin. */
describe("the business's Billing card", () => {
  it("shows the subscription: source, status, interval, amount, period end, cancellation, grace and customer", () => {
    const html = render(<BusinessBillingCard billing={subscribed} timeZone="UTC" />);
    expect(html).toContain(BILLING_TEXTS.billingTitle);
    expect(html).toContain(BILLING_TEXTS.source.subscription);
    expect(html).toContain(BILLING_TEXTS.status.past_due);
    expect(html).toContain(BILLING_TEXTS.yearly);
    expect(html).toContain("$490.00 a year");
    expect(html).toContain("Mar 15, 2027");
    expect(html).toContain(BILLING_ADMIN_TEXTS.cancelsAtPeriodEnd);
    expect(html).toContain(BILLING_ADMIN_TEXTS.graceUntilLabel);
    expect(html).toContain("Mar 22, 2027");
    expect(html).toContain("cus_Q1w2E3r4");
    expect(html).not.toContain(BILLING_ADMIN_TEXTS.noBilling);
  });

  it("names the plan's source beside a subscription the coach overrode", () => {
    const html = render(
      <BusinessBillingCard billing={{ ...subscribed, source: "manual", status: "active" }} />,
    );
    expect(html).toContain(BILLING_ADMIN_TEXTS.sourceLabel);
    expect(html).toContain(BILLING_TEXTS.source.manual);
  });

  it("leaves out what a running subscription has not got", () => {
    const html = render(
      <BusinessBillingCard
        billing={{
          ...subscribed,
          status: "active",
          interval: "month",
          amount: 4900,
          cancelAtPeriodEnd: false,
          graceUntil: null,
        }}
        timeZone="UTC"
      />,
    );
    expect(html).toContain(BILLING_TEXTS.status.active);
    expect(html).toContain("$49.00 a month");
    expect(html).not.toContain(BILLING_ADMIN_TEXTS.cancelsAtPeriodEnd);
    expect(html).not.toContain(BILLING_ADMIN_TEXTS.graceUntilLabel);
  });

  it("says so when the plan is set by hand and nothing is paid", () => {
    const html = render(
      <BusinessBillingCard
        billing={{
          source: "manual",
          status: null,
          interval: null,
          amount: null,
          currency: null,
          currentPeriodEnd: null,
          cancelAtPeriodEnd: false,
          graceUntil: null,
          stripeCustomerId: null,
        }}
      />,
    );
    expect(html).toContain(BILLING_ADMIN_TEXTS.noBilling);
    expect(html).not.toContain(BILLING_ADMIN_TEXTS.sourceLabel);
    expect(html).not.toContain(BILLING_ADMIN_TEXTS.customerLabel);
    expect(html).not.toContain(BILLING_ADMIN_TEXTS.amountLabel);
  });
});

const months = (values: number[]) =>
  values.map((value, i) => ({
    month: `2027-${String(i + 1).padStart(2, "0")}`,
    monthlyRecurringRevenue: value,
  }));

const revenue: Revenue = {
  currency: "usd",
  monthlyRecurringRevenue: 1234550,
  payingBusinesses: 1204,
  newThisMonth: 7,
  cancelledThisMonth: 2,
  failingPayments: 3,
  months: months([0, 0, 0, 4900, 9800, 9800, 14700, 20000, 40000, 800000, 1000000, 1234550]),
};

/** Contract §16 'the coach': the overview's revenue. */
describe("the overview's Revenue", () => {
  it("shows the five figures, the recurring revenue in its currency", () => {
    const html = render(<RevenueView revenue={revenue} />);
    expect(html).toContain(BILLING_TEXTS.revenueTitle);
    for (const [label, value] of [
      [BILLING_TEXTS.mrr, "$12,345.50"],
      [BILLING_TEXTS.paying, "1,204"],
      [BILLING_TEXTS.newThisMonth, "7"],
      [BILLING_TEXTS.cancelledThisMonth, "2"],
      [BILLING_TEXTS.failing, "3"],
    ] as const)
      expect(html).toMatch(
        new RegExp(`<dt[^>]*>${label}</dt>(<style[^<]*</style>)?<dd[^>]*>${value.replace("$", "\\$")}</dd>`),
      );
    expect(html).toContain(BILLING_TEXTS.revenueChart);
    expect(html).not.toContain(BILLING_TEXTS.noRevenue);
  });

  it("shows where revenue comes from before anyone has paid", () => {
    const empty: Revenue = {
      currency: "usd",
      monthlyRecurringRevenue: 0,
      payingBusinesses: 0,
      newThisMonth: 0,
      cancelledThisMonth: 0,
      failingPayments: 0,
      months: months(Array(12).fill(0)),
    };
    expect(revenueIsEmpty(empty)).toBe(true);
    const html = render(<RevenueView revenue={empty} />);
    expect(html).toContain(BILLING_TEXTS.noRevenue);
    expect(html).not.toContain(BILLING_TEXTS.mrr);
  });

  it("is not empty while a past month or a cancellation holds something", () => {
    const zero = {
      ...revenue,
      monthlyRecurringRevenue: 0,
      payingBusinesses: 0,
      newThisMonth: 0,
      failingPayments: 0,
    };
    expect(revenueIsEmpty({ ...zero, cancelledThisMonth: 1, months: months(Array(12).fill(0)) })).toBe(false);
    expect(revenueIsEmpty({ ...zero, cancelledThisMonth: 0 })).toBe(false);
  });
});

/** Contract §16: a plan set by hand on a subscribed business is confirmed first. */
describe("the manual plan change's confirmation", () => {
  it("is asked for on the server's 409 with its message, and on nothing else", () => {
    expect(isManualChangeConflict(apiError(409, BILLING_MESSAGES.manualChangeNeedsConfirmation))).toBe(true);
    expect(isManualChangeConflict(apiError(409, "Another conflict"))).toBe(false);
    expect(isManualChangeConflict(apiError(400, BILLING_MESSAGES.manualChangeNeedsConfirmation))).toBe(false);
    expect(isManualChangeConflict(new Error(BILLING_MESSAGES.manualChangeNeedsConfirmation))).toBe(false);
  });
});

/** Contract §16 'provider': the Stripe Prices and the grace period in the plan settings. */
describe("the plan settings form", () => {
  const settings = {
    ...DEFAULT_PLANS,
    plans: DEFAULT_PLANS.plans.map((plan) =>
      plan.level === "pro" ? { ...plan, stripePriceMonthly: "price_ProMonth1" } : plan,
    ),
    paymentGraceDays: 7,
  };

  it("starts from the saved Prices and grace period", () => {
    const values = toValues(settings);
    expect(values.plans.pro.stripePriceMonthly).toBe("price_ProMonth1");
    expect(values.plans.pro.stripePriceYearly).toBe("");
    expect(values.paymentGraceDays).toBe(7);
  });

  it("sends the Prices trimmed, an empty one as none, never one for the free plan", () => {
    const values = toValues(settings);
    values.plans.basic.stripePriceMonthly = "  price_Basic1 ";
    values.plans.basic.stripePriceYearly = "price_BasicYear1";
    values.plans.pro.stripePriceMonthly = "";
    values.plans.free.stripePriceMonthly = "price_Free1";
    values.paymentGraceDays = 14;
    const input = toInput(values);
    expect(input.plans.basic).toMatchObject({
      stripePriceMonthly: "price_Basic1",
      stripePriceYearly: "price_BasicYear1",
    });
    expect(input.plans.pro).toMatchObject({ stripePriceMonthly: null, stripePriceYearly: null });
    expect(input.plans.free).toMatchObject({ stripePriceMonthly: null, stripePriceYearly: null });
    expect(input.paymentGraceDays).toBe(14);
    expect(adminPlansInput.safeParse(input).success).toBe(true);
    for (const level of PLAN_LEVELS) expect(input.plans[level].name).toBe(DEFAULT_PLAN_TEXTS[level].name);
  });

  it("leaves the grace period as it is when the field is emptied", () => {
    const values = toValues(settings);
    values.paymentGraceDays = "";
    expect("paymentGraceDays" in toInput(values)).toBe(false);
  });
});

/** The plans tab as the coach first sees it, from `plans.list`'s answer. */
describe("the plans tab", () => {
  const renderTab = (onlinePayment: boolean) => {
    const { handles, queryClient } = fakeTrpc({});
    queryClient.setQueryData(handles.trpc.plans.list.queryKey(), {
      ...DEFAULT_PLANS,
      plans: DEFAULT_PLANS.plans.map((plan) =>
        plan.level === "basic" ? { ...plan, stripePriceYearly: "price_BasicYear9" } : plan,
      ),
      onlinePayment,
      paymentGraceDays: 9,
    });
    return render(
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={handles.trpcClient} queryClient={queryClient}>
          <PlansTab />
        </TRPCProvider>
      </QueryClientProvider>,
    );
  };

  it("has two Price fields for each paid plan, none for the free plan, and the grace period", () => {
    const html = renderTab(true);
    expect(html.split(BILLING_ADMIN_TEXTS.priceMonthlyLabel).length - 1).toBe(PLAN_LEVELS.length - 1);
    expect(html.split(BILLING_ADMIN_TEXTS.priceYearlyLabel).length - 1).toBe(PLAN_LEVELS.length - 1);
    expect(html).toContain(BILLING_ADMIN_TEXTS.freePlanNoPrice);
    expect(html).toContain('value="price_BasicYear9"');
    expect(html).toContain(BILLING_ADMIN_TEXTS.graceDaysLabel);
    expect(html).toContain('value="9"');
    expect(html).not.toContain(BILLING_ADMIN_TEXTS.notConfigured);
  });

  it("says the Prices wait for Stripe's keys while the server has none", () => {
    expect(renderTab(false)).toContain(BILLING_ADMIN_TEXTS.notConfigured);
  });
});

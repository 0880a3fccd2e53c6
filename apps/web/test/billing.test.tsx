import { MantineProvider } from "@mantine/core";
import { BILLING_TEXTS, subscribeIntentOf } from "@scalemsp/validators";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { validateAuthSearch } from "../src/features/auth/auth-search";
import { BillingCard } from "../src/features/billing/components/billing-card";
import {
  billingSummary,
  subscriptionArrived,
  type OwnerBillingState,
} from "../src/features/billing/billing-view";
import { validateDashboardSearch } from "../src/features/dashboard/dashboard-search";
import { onlineSaleOf, priceFor } from "../src/features/pricing/online-sale";
import { registerToSubscribeHref } from "../src/features/pricing/subscribe-intent";
import { DEFAULT_PLANS } from "../src/lib/plans";

/** Contract §16 'buying' and 'self-service' as the web app decides what to show. */

const plan = (level: "free" | "basic" | "pro" | "enterprise", month: string | null, year: string | null) => ({
  level,
  stripePriceMonthly: month,
  stripePriceYearly: year,
});

describe("selling plans online on /pricing", () => {
  it("sells nothing without online payment, or without a paid plan's Price", () => {
    const plans = [plan("free", null, null), plan("pro", "price_pm", null)];
    expect(onlineSaleOf({ plans, onlinePayment: false })).toBeNull();
    expect(
      onlineSaleOf({ plans: [plan("free", null, null), plan("pro", null, null)], onlinePayment: true }),
    ).toBeNull();
    // The defaults shown before the coach's plans arrive sell nothing: the page looks as it always did.
    expect(onlineSaleOf(DEFAULT_PLANS)).toBeNull();
  });

  it("offers the intervals some paid plan has a Price for", () => {
    expect(onlineSaleOf({ plans: [plan("pro", "price_pm", null)], onlinePayment: true })).toEqual({
      intervals: ["month"],
    });
    expect(
      onlineSaleOf({
        plans: [plan("basic", "price_bm", null), plan("pro", null, "price_py")],
        onlinePayment: true,
      }),
    ).toEqual({ intervals: ["month", "year"] });
    expect(priceFor(plan("pro", "price_pm", null), "year")).toBeNull();
    expect(priceFor(plan("pro", "price_pm", null), "month")).toBe("price_pm");
  });
});

describe("a visitor's choice carried through registration", () => {
  const parseAuth = (search: Record<string, unknown>) =>
    validateAuthSearch(search as Parameters<typeof validateAuthSearch>[0]);

  it("keeps a paid plan and a known interval, drops anything else", () => {
    expect(subscribeIntentOf({ subscribe: "pro", interval: "year" })).toEqual({
      subscribe: "pro",
      interval: "year",
    });
    expect(subscribeIntentOf({ subscribe: "free", interval: "week" })).toEqual({});
    expect(subscribeIntentOf({ subscribe: "gold" })).toEqual({});
    expect(parseAuth({ tab: "register", subscribe: "pro", interval: "month" })).toEqual({
      tab: "register",
      subscribe: "pro",
      interval: "month",
    });
    expect(registerToSubscribeHref("pro", "year")).toBe("/auth?tab=register&subscribe=pro&interval=year");
  });
});

describe("the return from checkout and the Billing card", () => {
  const owner: OwnerBillingState = {
    plan: "pro",
    interval: "month",
    status: "active",
    currentPeriodEnd: "2027-01-05T12:00:00.000Z",
    cancelAtPeriodEnd: false,
    graceUntil: null,
    hasBillingAccount: true,
  };

  it("keeps `billing=success` on /dashboard and nothing else", () => {
    const parse = (search: Record<string, unknown>) =>
      validateDashboardSearch(search as Parameters<typeof validateDashboardSearch>[0]);
    expect(parse({ billing: "success" })).toEqual({ tab: "overview", billing: "success" });
    expect(parse({ billing: "failed", tab: "settings" })).toEqual({ tab: "settings" });
  });

  it("says the plan has switched once a paid plan's subscription runs", () => {
    expect(subscriptionArrived(undefined)).toBe(false);
    expect(subscriptionArrived({ ...owner, plan: "free", status: null })).toBe(false);
    expect(subscriptionArrived({ ...owner, status: "incomplete" })).toBe(false);
    expect(subscriptionArrived(owner)).toBe(true);
    expect(subscriptionArrived({ plan: "pro" })).toBe(true);
  });

  it("says when the subscription renews, or ends once cancelled, and warns in the grace period", () => {
    expect(billingSummary(owner, "UTC")).toMatchObject({
      plan: "Professional",
      status: BILLING_TEXTS.status.active,
      interval: BILLING_TEXTS.monthly,
      period: BILLING_TEXTS.renewsOn("Jan 5, 2027"),
      subscribed: true,
      grace: null,
    });
    expect(billingSummary({ ...owner, cancelAtPeriodEnd: true }, "UTC").period).toBe(
      BILLING_TEXTS.endsOn("Jan 5, 2027"),
    );
    expect(
      billingSummary({ ...owner, status: "past_due", graceUntil: "2026-12-12T10:00:00.000Z" }, "UTC").grace,
    ).toBe(BILLING_TEXTS.graceBanner("Dec 12, 2026"));
    // An ended subscription: the plan alone, and the way to the plans.
    expect(billingSummary({ ...owner, plan: "free", status: "canceled" }, "UTC")).toMatchObject({
      status: null,
      period: null,
      subscribed: false,
    });
  });

  it("tells a member the plan and that the owner manages billing, without asking the server", () => {
    const html = renderToString(
      <MantineProvider>
        <BillingCard isOwner={false} plan="basic" />
      </MantineProvider>,
    );
    expect(html).toContain(BILLING_TEXTS.memberPlan("Basic"));
    expect(html).not.toContain(BILLING_TEXTS.manageBilling);
  });
});

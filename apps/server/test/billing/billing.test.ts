import { describe, expect, it } from "vitest";
import { sweepBillingDeadlines } from "@scalemsp/api";
import Stripe from "stripe";
import { billingSubscriptions, businessBilling, eq, users } from "@scalemsp/db";
import { createModule } from "@scalemsp/db/factories";
import { testBackends } from "@scalemsp/db/testing";
import { BILLING_MESSAGES } from "@scalemsp/validators";
import { TEST_PASSWORD, signInNewUser, startTestApp } from "../helpers";
import { startTestServer } from "../../src/testing";
import {
  PRICES,
  WEBHOOK_SECRET,
  eventOf,
  invoiceOf,
  subscriptionOf,
  useBillingFixture,
} from "./billing-fixture";

const DAY = 86_400;
const seconds = () => Math.floor(Date.now() / 1000);

/** Polls until `check` holds: the stand-in's events reach the server just after the browser returns. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("The condition did not hold in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(testBackends())("billing through Stripe on %s (contract §16)", (backend) => {
  const f = useBillingFixture(backend);

  /** An owner of a new free business, with a Stripe customer tied to it as Checkout would. */
  async function subscribedOwner() {
    await f.setPrices();
    const owner = await signInNewUser(f.t, { plan: "free" });
    const businessId = owner.business!.id;
    const customer = `cus_test_${businessId}_${Date.now()}`;
    await f.db.insert(businessBilling).values({ businessId, stripeCustomerId: customer });
    return { owner, businessId, customer, email: await emailOf(owner.userId) };
  }

  async function emailOf(userId: number) {
    const [user] = await f.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return user!.email;
  }

  it("an owner subscribes through Checkout and the plan follows within seconds", async () => {
    await f.setPrices();
    const plans = (await f.admin.get("/api/plans")).json();
    expect(plans.onlinePayment).toBe(true);
    expect(plans.plans.find((p: { level: string }) => p.level === "pro")).toMatchObject({
      stripePriceMonthly: PRICES.proMonth,
      stripePriceYearly: PRICES.proYear,
    });

    const course = await createModule(f.db, { requiredPlanLevel: "pro", isActive: true });
    const owner = await signInNewUser(f.t, { plan: "free" });
    const businessId = owner.business!.id;
    const courseOpen = async () =>
      (await owner.client.get("/api/modules"))
        .json<{ id: number; accessible: boolean }[]>()
        .find((listed) => listed.id === course.id)?.accessible;
    expect(await courseOpen()).toBe(false);
    // Before any payment: no billing account and no subscription, and the plan is the coach's.
    expect((await owner.client.get("/api/billing")).json()).toEqual({
      plan: "free",
      interval: null,
      status: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      graceUntil: null,
      hasBillingAccount: false,
    });
    const unpaid = (await f.admin.get(`/api/admin/businesses/${businessId}`)).json();
    expect(unpaid.billing).toMatchObject({ source: "manual", status: null, stripeCustomerId: null });
    const started = await owner.client.post("/api/billing/checkout", { plan: "pro", interval: "month" });
    expect(started.statusCode).toBe(200);
    // Checkout made the business a Stripe customer; nothing is paid yet.
    expect((await owner.client.get("/api/billing")).json()).toMatchObject({
      status: null,
      hasBillingAccount: true,
    });
    const { url } = started.json();
    expect(url).toMatch(new RegExp(`^${f.standIn.url}/c/pay/cs_test_`));

    // What was asked of Stripe: one customer for the business, then a subscription-mode session.
    const customerCall = f.standIn.requests.findLast((r) => r.path === "/v1/customers")!;
    expect(customerCall.body).toMatchObject({ metadata: { business_id: String(businessId) } });
    expect(customerCall.idempotencyKey).toBe(`business-${businessId}-customer`);
    const sessionCall = f.standIn.requests.findLast((r) => r.path === "/v1/checkout/sessions")!;
    expect(sessionCall.body).toMatchObject({
      mode: "subscription",
      client_reference_id: String(businessId),
      line_items: { "0": { price: PRICES.proMonth, quantity: "1" } },
      success_url: "http://localhost:3000/dashboard?billing=success",
      cancel_url: "http://localhost:3000/pricing",
    });

    // The owner pays on Checkout's page; Stripe's events reach the webhook.
    const paid = await fetch(url, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe("http://localhost:3000/dashboard?billing=success");
    await eventually(async () => (await f.planOf(businessId)) === "pro");

    const state = (await owner.client.get("/api/billing")).json();
    expect(state).toMatchObject({
      plan: "pro",
      interval: "month",
      status: "active",
      cancelAtPeriodEnd: false,
      graceUntil: null,
      hasBillingAccount: true,
    });
    expect(new Date(state.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
    // The plan bought opens its courses at once (decision 077), no coach needed.
    expect(await courseOpen()).toBe(true);
    expect(await f.billingMails(await emailOf(owner.userId))).toEqual([
      expect.objectContaining({ change: "upgraded", planName: "Professional" }),
    ]);

    // A second checkout while subscribed is refused; the portal opens instead.
    const again = await owner.client.post("/api/billing/checkout", { plan: "pro", interval: "year" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BILLING_MESSAGES.alreadySubscribed);
    const portal = await owner.client.post("/api/billing/portal");
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(new RegExp(`^${f.standIn.url}/p/session/bps_test_`));
    const portalCall = f.standIn.requests.findLast((r) => r.path === "/v1/billing_portal/sessions")!;
    expect(portalCall.body).toMatchObject({ return_url: "http://localhost:3000/dashboard?tab=settings" });

    // Cancelling in the portal: the plan stays to the period's end.
    const portalUrl = new URL(portal.json().url);
    const cancelled = await fetch(`${portalUrl.origin}${portalUrl.pathname}/cancel`, {
      method: "POST",
      redirect: "manual",
    });
    expect(cancelled.status).toBe(303);
    await eventually(async () => (await owner.client.get("/api/billing")).json().cancelAtPeriodEnd === true);
    expect(await f.planOf(businessId)).toBe("pro");
  });

  it("a business deleted stops paying first: its subscription is cancelled at Stripe", async () => {
    await f.setPrices();
    const owner = await signInNewUser(f.t, { plan: "free" });
    const businessId = owner.business!.id;
    const { url } = (
      await owner.client.post("/api/billing/checkout", { plan: "basic", interval: "month" })
    ).json();
    await fetch(url, { method: "POST", redirect: "manual" });
    await eventually(async () => (await f.planOf(businessId)) === "basic");
    const [subscription] = await f.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.businessId, businessId));

    const deleted = await owner.client.request("DELETE", "/api/business", {
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    expect(f.standIn.requests.findLast((r) => r.method === "DELETE")?.path).toBe(
      `/v1/subscriptions/${subscription!.id}`,
    );
    // Stripe's event follows; the subscription is kept, ended, for the revenue history.
    await eventually(async () => {
      const [row] = await f.db
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.id, subscription!.id));
      return row?.status === "canceled" && row.businessId === null && row.endedAt !== null;
    });
  });

  it("a member sees the plan only, and may not buy or open the portal", async () => {
    const owner = await signInNewUser(f.t, { plan: "basic" });
    const member = await signInNewUser(f.t, { business: owner.business, role: "member" });
    const state = await member.client.get("/api/billing");
    expect(state.statusCode).toBe(200);
    expect(state.json()).toEqual({ plan: "basic" });
    expect(
      (await member.client.post("/api/billing/checkout", { plan: "pro", interval: "month" })).statusCode,
    ).toBe(403);
    expect((await member.client.post("/api/billing/portal")).statusCode).toBe(403);
  });

  it("refuses bad choices with the contract's messages", async () => {
    await f.setPrices();
    const owner = await signInNewUser(f.t, { plan: "free" });
    const free = await owner.client.post("/api/billing/checkout", { plan: "free", interval: "month" });
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toBe(BILLING_MESSAGES.freeNotForSale);
    const noYearly = await owner.client.post("/api/billing/checkout", { plan: "basic", interval: "year" });
    expect(noYearly.statusCode).toBe(400);
    expect(noYearly.json().message).toBe(BILLING_MESSAGES.planNotForSale("Basic", "yearly"));
    const badInterval = await owner.client.post("/api/billing/checkout", { plan: "pro", interval: "weekly" });
    expect(badInterval.statusCode).toBe(400);
    expect(badInterval.json().message).toBe(BILLING_MESSAGES.intervalInvalid);
    const noPortal = await owner.client.post("/api/billing/portal");
    expect(noPortal.statusCode).toBe(400);
    expect(noPortal.json().message).toBe(BILLING_MESSAGES.noCustomer);
  });

  it("refuses a wrong or missing signature with 400 and changes nothing", async () => {
    const { businessId, customer } = await subscribedOwner();
    const event = eventOf(
      "customer.subscription.created",
      subscriptionOf({ id: `sub_sig_${businessId}`, customer, status: "active" }),
      seconds(),
    );
    const before = await f.eventCount();
    const forged = await f.deliver(event, "t=1,v1=deadbeef");
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body).message).toBe(BILLING_MESSAGES.webhookSignature);
    const unsigned = await f.deliver(event, null);
    expect(unsigned.status).toBe(400);
    expect(await f.eventCount()).toBe(before);
    expect(await f.planOf(businessId)).toBe("free");
  });

  it("applies each event once, in any order: the newest state wins", async () => {
    const { businessId, customer, email } = await subscribedOwner();
    const id = `sub_order_${businessId}`;
    const now = seconds();
    const newer = eventOf(
      "customer.subscription.updated",
      subscriptionOf({ id, customer, status: "active" }),
      now,
    );
    const older = eventOf(
      "customer.subscription.created",
      subscriptionOf({ id, customer, status: "incomplete" }),
      now - 60,
    );
    expect((await f.deliver(newer)).status).toBe(200);
    expect((await f.deliver(newer)).status).toBe(200);
    expect((await f.deliver(older)).status).toBe(200);
    const [row] = await f.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id));
    expect(row!.status).toBe("active");
    expect(await f.planOf(businessId)).toBe("pro");
    // Delivered twice, told once.
    expect(await f.billingMails(email)).toHaveLength(1);
    // What an operator sees: the events by outcome, the subscriptions by status.
    const metrics = (await f.t.app.inject({ url: "/metrics" })).body;
    expect(metrics).toMatch(
      /scalemsp_billing_events_total\{type="customer.subscription.updated",outcome="duplicate"\} [1-9]/,
    );
    expect(metrics).toMatch(/scalemsp_billing_subscriptions\{status="active"\} [1-9]/);
  });

  it("ties a subscription that came before its Checkout event to the business Checkout names", async () => {
    const owner = await signInNewUser(f.t, { plan: "free" });
    const businessId = owner.business!.id;
    const customer = `cus_test_late_${businessId}`;
    const id = `sub_late_${businessId}`;
    const now = seconds();
    await f.deliver(
      eventOf("customer.subscription.created", subscriptionOf({ id, customer, status: "active" }), now),
    );
    expect(await f.planOf(businessId)).toBe("free");
    await f.deliver(
      eventOf(
        "checkout.session.completed",
        {
          id: `cs_test_${businessId}`,
          object: "checkout.session",
          customer,
          subscription: id,
          client_reference_id: String(businessId),
        },
        now,
      ),
    );
    expect(await f.planOf(businessId)).toBe("pro");
  });

  it("past due keeps the plan for the grace period, then moves to free", async () => {
    const { businessId, customer, email, owner } = await subscribedOwner();
    const id = `sub_grace_${businessId}`;
    const now = seconds();
    await f.deliver(
      eventOf("customer.subscription.created", subscriptionOf({ id, customer, status: "active" }), now - 10),
    );
    await f.deliver(
      eventOf("invoice.payment_failed", invoiceOf({ id: `in_${id}`, customer, subscription: id }), now),
    );
    expect(await f.planOf(businessId)).toBe("pro");
    const state = (await owner.client.get("/api/billing")).json();
    expect(state.status).toBe("past_due");
    const graceUntil = new Date(state.graceUntil).getTime();
    expect(Math.abs(graceUntil - (Date.now() + 7 * DAY * 1000))).toBeLessThan(60_000);
    expect((await f.billingMails(email)).map((m) => m.change)).toEqual(["upgraded", "grace"]);

    // Within the grace period the sweep changes nothing; after it, the business is free.
    await sweepBillingDeadlines(f.db, new Date(Date.now() + 6 * DAY * 1000));
    expect(await f.planOf(businessId)).toBe("pro");
    await sweepBillingDeadlines(f.db, new Date(Date.now() + 8 * DAY * 1000));
    expect(await f.planOf(businessId)).toBe("free");
    expect((await f.billingMails(email)).map((m) => m.change)).toEqual(["upgraded", "grace", "free"]);
  });

  it("a payment after a failure ends the grace period", async () => {
    const { businessId, customer, owner } = await subscribedOwner();
    const id = `sub_recover_${businessId}`;
    const now = seconds();
    await f.deliver(
      eventOf(
        "customer.subscription.updated",
        subscriptionOf({ id, customer, status: "past_due" }),
        now - 20,
      ),
    );
    expect((await owner.client.get("/api/billing")).json().graceUntil).not.toBeNull();
    await f.deliver(
      eventOf("invoice.paid", invoiceOf({ id: `in_paid_${id}`, customer, subscription: id }), now),
    );
    expect((await owner.client.get("/api/billing")).json()).toMatchObject({
      status: "active",
      graceUntil: null,
    });
    expect(await f.planOf(businessId)).toBe("pro");
  });

  it("cancelled at period end: the plan holds until the end, then free", async () => {
    const { businessId, customer, owner } = await subscribedOwner();
    const id = `sub_cancel_${businessId}`;
    const now = seconds();
    const end = now + 3 * DAY;
    await f.deliver(
      eventOf(
        "customer.subscription.created",
        subscriptionOf({ id, customer, status: "active", periodEnd: end }),
        now - 5,
      ),
    );
    await f.deliver(
      eventOf(
        "customer.subscription.updated",
        subscriptionOf({ id, customer, status: "active", periodEnd: end, cancelAtPeriodEnd: true }),
        now,
      ),
    );
    expect((await owner.client.get("/api/billing")).json()).toMatchObject({
      plan: "pro",
      cancelAtPeriodEnd: true,
    });
    // The period's end passes before Stripe's event: the sweep moves the plan.
    await sweepBillingDeadlines(f.db, new Date((end + 60) * 1000));
    expect(await f.planOf(businessId)).toBe("free");
    // Stripe's own event at the end agrees.
    await f.deliver(
      eventOf(
        "customer.subscription.deleted",
        subscriptionOf({ id, customer, status: "canceled", periodEnd: end }),
        now + 1,
      ),
    );
    expect((await owner.client.get("/api/billing")).json()).toMatchObject({
      plan: "free",
      status: "canceled",
    });
  });

  it("a manual change on a subscribed business is confirmed, and kept until the next event", async () => {
    const { businessId, customer } = await subscribedOwner();
    const id = `sub_manual_${businessId}`;
    const now = seconds();
    await f.deliver(
      eventOf("customer.subscription.created", subscriptionOf({ id, customer, status: "active" }), now - 30),
    );
    expect(await f.planOf(businessId)).toBe("pro");

    const unconfirmed = await f.admin.patch(`/api/admin/businesses/${businessId}`, {
      planLevel: "enterprise",
    });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().message).toBe(BILLING_MESSAGES.manualChangeNeedsConfirmation);
    expect(await f.planOf(businessId)).toBe("pro");

    const confirmed = await f.admin.patch(`/api/admin/businesses/${businessId}`, {
      planLevel: "enterprise",
      overrideSubscription: true,
    });
    expect(confirmed.statusCode).toBe(200);
    const detail = (await f.admin.get(`/api/admin/businesses/${businessId}`)).json();
    expect(detail.billing).toMatchObject({
      source: "manual",
      status: "active",
      interval: "month",
      amount: 49_900,
    });
    // The sweep leaves the coach's plan alone.
    await sweepBillingDeadlines(f.db, new Date(Date.now() + 40 * DAY * 1000));
    expect(await f.planOf(businessId)).toBe("enterprise");

    // The next subscription event decides again.
    await f.deliver(
      eventOf("customer.subscription.updated", subscriptionOf({ id, customer, status: "active" }), now),
    );
    expect(await f.planOf(businessId)).toBe("pro");
    expect((await f.admin.get(`/api/admin/businesses/${businessId}`)).json().billing.source).toBe(
      "subscription",
    );
  });

  it("two servers receiving the same event at once apply it once", async () => {
    // A second server over the same database, as a deployment with several app servers.
    const twin = await startTestServer({
      database: f.t.database.handle,
      config: {
        billing: { secretKey: "sk_test_fixture", webhookSecret: WEBHOOK_SECRET, apiUrl: f.standIn.url },
      },
    });
    try {
      const { businessId, customer, email } = await subscribedOwner();
      const event = eventOf(
        "customer.subscription.created",
        subscriptionOf({ id: `sub_twin_${businessId}`, customer, status: "active" }),
        seconds(),
      );
      const payload = JSON.stringify(event);
      const header = new Stripe("sk_test_x").webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      });
      const send = (app: typeof twin.app) =>
        app.inject({
          method: "POST",
          url: "/api/billing/webhook",
          headers: { "content-type": "application/json", "stripe-signature": header },
          payload,
        });
      const answers = await Promise.all([send(f.t.app), send(twin.app)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(await f.planOf(businessId)).toBe("pro");
      expect(await f.billingMails(email)).toHaveLength(1);
    } finally {
      await twin.close();
    }
  });

  it("the coach's revenue: MRR, paying businesses, this month's new and cancelled, failing, 12 months", async () => {
    const db = f.db;
    await db.delete(billingSubscriptions);
    const owners = await Promise.all([1, 2, 3, 4].map(() => signInNewUser(f.t, { plan: "free" })));
    const [a, b, c, d] = owners.map((o) => o.business!.id) as [number, number, number, number];
    const now = new Date();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const monthsAgo = (n: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 15));
    const row = (
      id: string,
      businessId: number,
      extra: Partial<typeof billingSubscriptions.$inferInsert>,
    ) => ({
      id,
      businessId,
      stripeCustomerId: `cus_${id}`,
      status: "active",
      plan: "pro" as const,
      interval: "month",
      amount: 49_900,
      currency: "usd",
      startedAt: monthsAgo(5),
      version: 1,
      ...extra,
    });
    await db.insert(billingSubscriptions).values([
      // Monthly pro since five months ago.
      row("sub_rev_a", a, {}),
      // Yearly basic, new this month: a twelfth a month.
      row("sub_rev_b", b, {
        plan: "basic",
        interval: "year",
        amount: 120_000,
        startedAt: new Date(monthStart.getTime() + 1000),
      }),
      // Failing, still paying.
      row("sub_rev_c", c, { status: "past_due", amount: 19_900, startedAt: monthsAgo(2) }),
      // Cancelled this month after three months.
      row("sub_rev_d", d, {
        status: "canceled",
        startedAt: monthsAgo(3),
        endedAt: new Date(monthStart.getTime() + 2000),
      }),
      // Never paid: not counted anywhere.
      row("sub_rev_e", d, { status: "incomplete", startedAt: monthsAgo(1) }),
    ]);
    const answer = await f.admin.get("/api/admin/revenue");
    expect(answer.statusCode).toBe(200);
    const revenue = answer.json();
    expect(revenue).toMatchObject({
      currency: "usd",
      monthlyRecurringRevenue: 49_900 + 10_000 + 19_900,
      payingBusinesses: 3,
      newThisMonth: 1,
      cancelledThisMonth: 1,
      failingPayments: 1,
    });
    expect(revenue.months).toHaveLength(12);
    const figure = (n: number) => revenue.months[11 - n].monthlyRecurringRevenue;
    expect(figure(0)).toBe(49_900 + 10_000 + 19_900);
    expect(figure(1)).toBe(49_900 + 19_900 + 49_900);
    expect(figure(3)).toBe(49_900 + 49_900);
    expect(figure(4)).toBe(49_900);
    expect(figure(6)).toBe(0);
    expect(revenue.months[11].month).toBe(now.toISOString().slice(0, 7));
    // Members and owners do not see it.
    expect((await owners[0]!.client.get("/api/admin/revenue")).statusCode).toBe(403);
  });
});

describe.each(testBackends())("billing without Stripe configured on %s (contract §16)", (backend) => {
  it("works as before: no online payment, checkout refused, no webhook path", async () => {
    const t = await startTestApp(backend);
    try {
      const owner = await signInNewUser(t, { plan: "free" });
      expect((await owner.client.get("/api/plans")).json().onlinePayment).toBe(false);
      const checkout = await owner.client.post("/api/billing/checkout", { plan: "pro", interval: "month" });
      expect(checkout.statusCode).toBe(409);
      expect(checkout.json().message).toBe(BILLING_MESSAGES.notConfigured);
      const webhook = await t.app.inject({
        method: "POST",
        url: "/api/billing/webhook",
        headers: { "content-type": "application/json" },
        payload: "{}",
      });
      expect(webhook.statusCode).toBe(404);
      expect((await owner.client.get("/api/billing")).json()).toMatchObject({ plan: "free", status: null });
    } finally {
      await t.close();
    }
  });
});

describe.each(testBackends())("plan settings' Stripe Prices on %s (contract §16)", (backend) => {
  it("are checked, kept when left out, and refused on the free plan", async () => {
    const t = await startTestApp(backend);
    try {
      const admin = (await signInNewUser(t, { role: "admin" })).client;
      const plansBody = async (prices: Record<string, Record<string, unknown>>) => {
        const { plans } = (await admin.get("/api/plans")).json() as {
          plans: (Record<string, unknown> & { level: string })[];
        };
        return Object.fromEntries(
          plans.map(({ level, courseLevels: _c, stripePriceMonthly: _m, stripePriceYearly: _y, ...plan }) => [
            level,
            { ...plan, ...(prices[level] ?? {}) },
          ]),
        );
      };
      const saved = await admin.put("/api/admin/plans", {
        plans: await plansBody({ pro: { stripePriceMonthly: " price_abc123 ", stripePriceYearly: "" } }),
        paymentGraceDays: 10,
      });
      expect(saved.statusCode).toBe(200);
      const pro = saved.json().plans.find((p: { level: string }) => p.level === "pro");
      expect(pro).toMatchObject({ stripePriceMonthly: "price_abc123", stripePriceYearly: null });
      expect(saved.json().paymentGraceDays).toBe(10);

      // Texts saved without the Prices keep them.
      const textsOnly = await admin.put("/api/admin/plans", { plans: await plansBody({}) });
      expect(
        textsOnly.json().plans.find((p: { level: string }) => p.level === "pro").stripePriceMonthly,
      ).toBe("price_abc123");
      expect(textsOnly.json().paymentGraceDays).toBe(10);

      const bad = await admin.put("/api/admin/plans", {
        plans: await plansBody({ basic: { stripePriceMonthly: "prod_123" } }),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toMatchObject({
        "plans.basic.stripePriceMonthly": BILLING_MESSAGES.priceIdInvalid,
      });
      const free = await admin.put("/api/admin/plans", {
        plans: await plansBody({ free: { stripePriceMonthly: "price_free1" } }),
      });
      expect(free.statusCode).toBe(400);
      expect(free.json().message).toBe(BILLING_MESSAGES.freePlanHasNoPrice);
      const grace = await admin.put("/api/admin/plans", { plans: await plansBody({}), paymentGraceDays: 61 });
      expect(grace.statusCode).toBe(400);
      expect(grace.json().message).toBe(BILLING_MESSAGES.graceDaysInvalid);
    } finally {
      await t.close();
    }
  });
});

import Stripe from "stripe";
import { afterAll, beforeAll } from "vitest";
import { and, billingEvents, businesses, emailOutbox, eq, type Database } from "@scalemsp/db";
import type { TestBackend } from "@scalemsp/db/testing";
import { startStripeStandIn, type StripeStandIn } from "@scalemsp/stripe-stand-in";
import type { TestClient } from "../helpers";
import { signInNewUser, startTestApp, type TestApp } from "../helpers";

/**
 * Billing tests run against a local Stripe stand-in (tooling/stripe-stand-in): Stripe's real
 * API is not reachable from the machines the tests run on. Its request and response shapes are
 * those of Stripe's API reference; events are signed with the official SDK's test-header helper.
 */
export const WEBHOOK_SECRET = "whsec_test_billing_fixture_secret";
export const PRICES = {
  proMonth: "price_testpromonth",
  proYear: "price_testproyear",
  basicMonth: "price_testbasicmonth",
} as const;

const sdk = new Stripe("sk_test_fixture");

export interface BillingFixture {
  t: TestApp;
  standIn: StripeStandIn;
  db: Database;
  admin: TestClient;
  /** Sets the Prices through the admin's plan settings (as the coach would). */
  setPrices(): Promise<void>;
  /** Delivers an event, signed (or with the signature given), to the webhook. */
  deliver(
    event: Record<string, unknown>,
    signature?: string | null,
  ): Promise<{ status: number; body: string }>;
  planOf(businessId: number): Promise<string>;
  billingMails(to: string): Promise<{ change: string }[]>;
  eventCount(): Promise<number>;
}

/** A server with Stripe configured against the stand-in, listening (the stand-in posts events to it). */
export function useBillingFixture(backend: TestBackend): BillingFixture {
  const fixture = {} as BillingFixture;
  beforeAll(async () => {
    const standIn = await startStripeStandIn({
      webhookSecret: WEBHOOK_SECRET,
      prices: {
        [PRICES.proMonth]: { unit_amount: 49_900, currency: "usd", interval: "month", name: "Professional" },
        [PRICES.proYear]: { unit_amount: 499_000, currency: "usd", interval: "year", name: "Professional" },
        [PRICES.basicMonth]: { unit_amount: 19_900, currency: "usd", interval: "month", name: "Basic" },
      },
    });
    const t = await startTestApp(backend, {
      billing: { secretKey: "sk_test_fixture", webhookSecret: WEBHOOK_SECRET, apiUrl: standIn.url },
      publicOrigin: "http://localhost:3000",
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    standIn.setWebhookUrl(`http://127.0.0.1:${port}/api/billing/webhook`);
    const db = t.database.handle.db;
    const admin = (await signInNewUser(t, { role: "admin" })).client;
    Object.assign(fixture, {
      t,
      standIn,
      db,
      admin,
      async setPrices() {
        const { plans } = (await admin.get("/api/plans")).json() as {
          plans: (Record<string, unknown> & { level: string })[];
        };
        const body = Object.fromEntries(
          plans.map(({ level, courseLevels: _c, ...plan }) => [
            level,
            {
              ...plan,
              stripePriceMonthly:
                level === "pro" ? PRICES.proMonth : level === "basic" ? PRICES.basicMonth : null,
              stripePriceYearly: level === "pro" ? PRICES.proYear : null,
            },
          ]),
        );
        const saved = await admin.put("/api/admin/plans", { plans: body, paymentGraceDays: 7 });
        if (saved.statusCode !== 200)
          throw new Error(`Saving the plans answered ${saved.statusCode}: ${saved.body}`);
      },
      async deliver(event, signature) {
        const payload = JSON.stringify(event);
        const header =
          signature === undefined
            ? sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
            : signature;
        const res = await t.app.inject({
          method: "POST",
          url: "/api/billing/webhook",
          headers: {
            "content-type": "application/json; charset=utf-8",
            ...(header ? { "stripe-signature": header } : {}),
          },
          payload,
        });
        // A properly signed event is always taken (200), or the test says why not.
        if (signature === undefined && res.statusCode !== 200)
          throw new Error(`The webhook answered ${res.statusCode}: ${res.body}`);
        return { status: res.statusCode, body: res.body };
      },
      async planOf(businessId) {
        const [row] = await db
          .select({ plan: businesses.planLevel })
          .from(businesses)
          .where(eq(businesses.id, businessId));
        return row!.plan;
      },
      async billingMails(to) {
        const rows = await db
          .select({ payload: emailOutbox.payload })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.kind, "billing-plan"), eq(emailOutbox.to, to)));
        return rows.map((row) => row.payload as { change: string });
      },
      async eventCount() {
        return (await db.select({ id: billingEvents.id }).from(billingEvents)).length;
      },
    } satisfies BillingFixture);
  });
  afterAll(async () => {
    await fixture.t?.close();
    await fixture.standIn?.close();
  });
  return fixture;
}

let eventSerial = 0;
/** An event as Stripe sends it (`created` in seconds). */
export function eventOf(type: string, object: Record<string, unknown>, created: number) {
  eventSerial += 1;
  return {
    id: `evt_test_fixture_${Date.now()}_${eventSerial}`,
    object: "event",
    api_version: "2026-11-18.endive",
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** A subscription object of Stripe's API reference, with the fields the product reads. */
export function subscriptionOf(options: {
  id: string;
  customer: string;
  status: string;
  price?: string;
  amount?: number;
  interval?: "month" | "year";
  businessId?: number;
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
  start?: number;
}) {
  const start = options.start ?? Math.floor(Date.now() / 1000) - 86_400;
  return {
    id: options.id,
    object: "subscription",
    customer: options.customer,
    status: options.status,
    currency: "usd",
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    canceled_at: null,
    ended_at: options.status === "canceled" ? Math.floor(Date.now() / 1000) : null,
    created: start,
    start_date: start,
    livemode: false,
    metadata: options.businessId ? { business_id: String(options.businessId) } : {},
    items: {
      object: "list",
      data: [
        {
          id: `si_${options.id}`,
          object: "subscription_item",
          quantity: 1,
          current_period_start: start,
          current_period_end: options.periodEnd ?? start + 30 * 86_400,
          subscription: options.id,
          price: {
            id: options.price ?? PRICES.proMonth,
            object: "price",
            currency: "usd",
            unit_amount: options.amount ?? 49_900,
            recurring: { interval: options.interval ?? "month", interval_count: 1 },
          },
        },
      ],
    },
  };
}

/** An invoice of a subscription, as Stripe's API reference gives it (the fields the product reads). */
export function invoiceOf(options: { id: string; customer: string; subscription: string }) {
  return {
    id: options.id,
    object: "invoice",
    customer: options.customer,
    parent: { type: "subscription_details", subscription_details: { subscription: options.subscription } },
  };
}

export { signInNewUser };

import type Stripe from "stripe";
import {
  and,
  billingEvents,
  billingSubscriptions,
  businessBilling,
  businesses,
  eq,
  isNull,
  or,
  sql,
  type Database,
} from "@scalemsp/db";
import { BILLING_EVENT_TYPES, BILLING_MESSAGES, type SubscriptionStatus } from "@scalemsp/validators";
import { badRequest } from "../../errors";
import type { BillingEvent, BillingProvider } from "./provider";
import { planOfPrice, readBillingSettings, type PriceSettings } from "./plan-prices";
import { settleBusinessPlan } from "./settle-plan";

/**
 * Ties among events of the same second: the later state of a subscription's life wins
 * (contract §16: "by Stripe's `created` and the subscription's own status").
 */
const STATUS_RANK: Record<SubscriptionStatus, number> = {
  incomplete: 0,
  trialing: 1,
  active: 2,
  past_due: 3,
  paused: 3,
  unpaid: 4,
  incomplete_expired: 5,
  canceled: 6,
};
const versionOf = (created: number, status: string) =>
  created * 10 + (STATUS_RANK[status as SubscriptionStatus] ?? 0);

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);
const instant = (seconds: number | null | undefined) =>
  typeof seconds === "number" ? new Date(seconds * 1000) : null;

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

/**
 * `POST /api/billing/webhook`: the signature is checked against the raw body (400 otherwise),
 * and the event applied from its own object, once (its id kept in the same transaction), in any
 * order: a subscription keeps the state of the newest event that described it.
 */
export async function receiveBillingEvent(
  db: Database,
  provider: BillingProvider,
  body: string,
  signature: string | undefined,
  now: Date,
): Promise<{ outcome: WebhookOutcome; type: string }> {
  let event: BillingEvent;
  try {
    event = provider.readEvent(body, signature ?? "");
  } catch (error) {
    const signatureError = (error as { type?: string }).type === "StripeSignatureVerificationError";
    throw badRequest(signatureError ? BILLING_MESSAGES.webhookSignature : BILLING_MESSAGES.webhookUnreadable);
  }
  if (!(BILLING_EVENT_TYPES as readonly string[]).includes(event.type))
    return { outcome: "ignored", type: event.type };
  const settings = await readBillingSettings(db);
  const outcome = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (!fresh) return "duplicate" as const;
    const businessIds = await applyEvent(tx, event, settings.prices, now);
    for (const businessId of new Set(businessIds)) {
      await settleBusinessPlan(tx, businessId, { fromEvent: true, graceDays: settings.graceDays, now });
    }
    return "applied" as const;
  });
  return { outcome, type: event.type };
}

/** Applies one event; answers the businesses whose plan may follow. */
async function applyEvent(
  tx: Database,
  event: BillingEvent,
  prices: PriceSettings,
  now: Date,
): Promise<number[]> {
  // The object is Stripe's, of the type the event's type names (Stripe's API reference).
  switch (event.type) {
    case "checkout.session.completed":
      return tieCheckout(tx, event.object as Stripe.Checkout.Session, now);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return saveSubscription(tx, event.object as Stripe.Subscription, event.created, prices, now);
    case "invoice.paid":
      return invoiceOutcome(tx, event.object as Stripe.Invoice, event.created, "active");
    case "invoice.payment_failed":
      return invoiceOutcome(tx, event.object as Stripe.Invoice, event.created, "past_due");
    default:
      return [];
  }
}

/** Checkout names the business (`client_reference_id`): its customer and subscription are its own. */
async function tieCheckout(tx: Database, session: Stripe.Checkout.Session, now: Date): Promise<number[]> {
  const businessId = Number(session.client_reference_id);
  const customerId = idOf(session.customer);
  if (!Number.isSafeInteger(businessId) || businessId <= 0 || !customerId) return [];
  if ((await lockBusiness(tx, businessId)) === null) return [];
  await tieCustomer(tx, businessId, customerId, now);
  const subscriptionId = idOf(session.subscription);
  await tx
    .update(billingSubscriptions)
    .set({ businessId, updatedAt: now })
    .where(
      or(
        subscriptionId ? eq(billingSubscriptions.id, subscriptionId) : sql`false`,
        and(eq(billingSubscriptions.stripeCustomerId, customerId), isNull(billingSubscriptions.businessId)),
      ),
    );
  return [businessId];
}

/** One Stripe customer per business: a business paying through another customer now keeps that one. */
async function tieCustomer(tx: Database, businessId: number, customerId: string, now: Date) {
  await tx
    .insert(businessBilling)
    .values({ businessId, stripeCustomerId: customerId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: businessBilling.businessId,
      set: { stripeCustomerId: customerId, updatedAt: now },
    });
}

/**
 * Locks the business's row before any billing row of it is written: the order a deletion of
 * the business takes too, so an event arriving while its business is deleted waits for the
 * deletion and then finds no business, rather than deadlocking with it. Null: no such business.
 */
async function lockBusiness(tx: Database, businessId: number | null | undefined): Promise<number | null> {
  if (!businessId) return null;
  const [row] = await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for("update");
  return row?.id ?? null;
}

/** The business of a subscription, locked: its customer's, else the metadata Checkout was given. */
async function businessOfSubscription(
  tx: Database,
  subscription: Stripe.Subscription,
): Promise<number | null> {
  const customerId = idOf(subscription.customer);
  const [byCustomer] = customerId
    ? await tx
        .select({ businessId: businessBilling.businessId })
        .from(businessBilling)
        .where(eq(businessBilling.stripeCustomerId, customerId))
    : [];
  if (byCustomer) return lockBusiness(tx, byCustomer.businessId);
  const fromMetadata = Number(subscription.metadata?.business_id);
  if (!Number.isSafeInteger(fromMetadata) || fromMetadata <= 0 || !customerId) return null;
  const businessId = await lockBusiness(tx, fromMetadata);
  if (businessId !== null) await tieCustomer(tx, businessId, customerId, new Date());
  return businessId;
}

async function saveSubscription(
  tx: Database,
  subscription: Stripe.Subscription,
  created: number,
  prices: PriceSettings,
  now: Date,
): Promise<number[]> {
  const customerId = idOf(subscription.customer);
  if (!customerId) return [];
  const item = subscription.items?.data?.[0];
  const price = item?.price;
  const interval = price?.recurring?.interval;
  const businessId = await businessOfSubscription(tx, subscription);
  const ended = subscription.status === "canceled" || subscription.status === "incomplete_expired";
  const row = {
    id: subscription.id,
    businessId,
    stripeCustomerId: customerId,
    status: subscription.status,
    plan: planOfPrice(prices, price?.id),
    priceId: price?.id ?? null,
    interval: interval === "month" || interval === "year" ? interval : null,
    amount: (price?.unit_amount ?? 0) * (item?.quantity ?? 1),
    currency: price?.currency ?? subscription.currency ?? "usd",
    currentPeriodEnd: instant(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at != null,
    startedAt: instant(subscription.start_date) ?? instant(subscription.created) ?? now,
    endedAt: ended ? (instant(subscription.ended_at) ?? instant(created) ?? now) : null,
    version: versionOf(created, subscription.status),
    updatedAt: now,
  };
  const { id: _id, businessId: _business, ...changes } = row;
  const [saved] = await tx
    .insert(billingSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: billingSubscriptions.id,
      set: {
        ...changes,
        businessId: sql`coalesce(${billingSubscriptions.businessId}, excluded.business_id)`,
      },
      // An older description of the subscription changes nothing.
      setWhere: sql`${billingSubscriptions.version} <= excluded.version`,
    })
    .returning({ businessId: billingSubscriptions.businessId });
  return saved?.businessId ? [saved.businessId] : [];
}

/**
 * An invoice tells of its subscription's payment: a failure makes a paying subscription past
 * due, a payment makes a past-due one active again; an older invoice than the state kept changes
 * nothing. The subscription itself comes in its own events.
 */
async function invoiceOutcome(
  tx: Database,
  invoice: Stripe.Invoice,
  created: number,
  status: "active" | "past_due",
): Promise<number[]> {
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy);
  if (!subscriptionId) return [];
  const [kept] = await tx
    .select({ businessId: billingSubscriptions.businessId })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.id, subscriptionId));
  await lockBusiness(tx, kept?.businessId);
  const from = status === "active" ? ["past_due", "unpaid"] : ["active", "trialing"];
  const version = versionOf(created, status);
  const [saved] = await tx
    .update(billingSubscriptions)
    .set({ status, version })
    .where(
      and(
        eq(billingSubscriptions.id, subscriptionId),
        sql`${billingSubscriptions.status} in (${sql.join(
          from.map((value) => sql`${value}`),
          sql`, `,
        )})`,
        sql`${billingSubscriptions.version} <= ${version}`,
      ),
    )
    .returning({ businessId: billingSubscriptions.businessId });
  return saved?.businessId ? [saved.businessId] : [];
}

import { businessBilling, eq, sql, type Database } from "@scalemsp/db";
import { preparedStatement } from "../prepared";
import { ONE_ROW } from "../shared/one-row";
import type { BillingInterval, PlanLevel, PlanSource, SubscriptionStatus } from "@scalemsp/validators";
import type { SessionUser } from "../../context";
import { notFound } from "../../errors";
import { isoOrNull } from "../serialize";
import { currentSubscriptionOf, currentSubscriptionQuery } from "./settle-plan";

export interface BillingState {
  plan: PlanLevel;
  interval: BillingInterval | null;
  status: SubscriptionStatus | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  graceUntil: string | null;
  /** The owner may open the Customer Portal: the business has a Stripe customer. */
  hasBillingAccount: boolean;
}

/** The business's billing row and its current subscription, each or both absent, in one statement. */
const billingStatement = preparedStatement((db, _variant: "of-business") => {
  const businessId = sql.placeholder("businessId");
  const subscription = currentSubscriptionQuery(db, businessId).as("subscription");
  return db
    .select({
      billing: businessBilling,
      subscription: {
        status: subscription.status,
        interval: subscription.interval,
        amount: subscription.amount,
        currency: subscription.currency,
        currentPeriodEnd: subscription.currentPeriodEnd,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      },
    })
    .from(ONE_ROW)
    .leftJoin(businessBilling, eq(businessBilling.businessId, businessId))
    .leftJoin(subscription, sql`true`)
    .prepare("billing_of_business");
});

async function readBilling(db: Database, businessId: number) {
  const [row] = await billingStatement(db, "of-business").execute({ businessId });
  return { billing: row?.billing ?? null, subscription: row?.subscription ?? null };
}

/**
 * `GET /api/billing` (contract §16): the owner sees the subscription's state; a member sees the
 * plan only.
 */
export async function getBillingState(
  db: Database,
  viewer: SessionUser,
): Promise<BillingState | { plan: PlanLevel }> {
  // The plan as read with the session.
  if (viewer.business === null) throw notFound();
  const plan = viewer.business.planLevel;
  if (!viewer.isOwner) return { plan };
  const { billing, subscription } = await readBilling(db, viewer.business.id);
  return {
    plan,
    interval: (subscription?.interval as BillingInterval | null) ?? null,
    status: (subscription?.status as SubscriptionStatus | undefined) ?? null,
    currentPeriodEnd: isoOrNull(subscription?.currentPeriodEnd),
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
    graceUntil: isoOrNull(billing?.graceUntil),
    hasBillingAccount: billing !== null,
  };
}

export interface AdminBusinessBilling {
  source: PlanSource;
  status: SubscriptionStatus | null;
  interval: BillingInterval | null;
  amount: number | null;
  currency: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  graceUntil: string | null;
  stripeCustomerId: string | null;
}

/** The coach's view of a business's billing: where its plan comes from, and the subscription. */
export async function adminBusinessBilling(db: Database, businessId: number): Promise<AdminBusinessBilling> {
  const { billing, subscription } = await readBilling(db, businessId);
  const subscribed = subscription !== null && billing?.planSource !== "manual";
  return {
    source: subscribed ? "subscription" : "manual",
    status: (subscription?.status as SubscriptionStatus | undefined) ?? null,
    interval: (subscription?.interval as BillingInterval | null) ?? null,
    amount: subscription?.amount ?? null,
    currency: subscription?.currency ?? null,
    currentPeriodEnd: isoOrNull(subscription?.currentPeriodEnd),
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
    graceUntil: isoOrNull(billing?.graceUntil),
    stripeCustomerId: billing?.stripeCustomerId ?? null,
  };
}

/** A business pays by a live subscription: a plan set by hand on it is confirmed first. */
export async function paysBySubscription(db: Database, businessId: number): Promise<boolean> {
  const subscription = await currentSubscriptionOf(db, businessId);
  return subscription !== null && ["active", "trialing", "past_due"].includes(subscription.status);
}

/** The coach set the plan of a subscribed business by hand: kept until the next subscription event. */
export async function markPlanSetByHand(tx: Database, businessId: number, now: Date) {
  await tx
    .update(businessBilling)
    .set({ planSource: "manual", updatedAt: now })
    .where(eq(businessBilling.businessId, businessId));
}

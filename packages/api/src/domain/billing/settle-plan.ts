import {
  and,
  billingSubscriptions,
  businessBilling,
  businesses,
  desc,
  eq,
  sql,
  users,
  type Database,
} from "@scalemsp/db";
import type { BillingPlanChange } from "@scalemsp/email";
import type { Placeholder } from "drizzle-orm";
import { type PlanLevel, type SubscriptionStatus } from "@scalemsp/validators";
import { enqueueEmail } from "../email/outbox";
import { readPlanNames } from "../plans";
import { enrolInPlanCourses } from "../shared/plan-courses";

const DAY_MS = 86_400_000;

/** The subscription that decides a business's plan: a paying one first, then the newest. */
export const currentSubscriptionQuery = (db: Database, businessId: number | Placeholder) =>
  db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.businessId, businessId),
        sql`${billingSubscriptions.status} not in ('incomplete', 'incomplete_expired')`,
      ),
    )
    .orderBy(
      desc(sql`${billingSubscriptions.status} in ('active', 'trialing', 'past_due')`),
      desc(billingSubscriptions.startedAt),
    )
    .limit(1);

export async function currentSubscriptionOf(db: Database, businessId: number) {
  const [row] = await currentSubscriptionQuery(db, businessId);
  return row ?? null;
}

type Subscription = NonNullable<Awaited<ReturnType<typeof currentSubscriptionOf>>>;

/**
 * What the subscription makes of the plan (contract §16): active or trialing buys its price's
 * plan; past_due keeps it until the grace period ends; a subscription that ended, or reached
 * the end it was cancelled for, leaves the free plan. `undefined`: the plan stays as it is
 * (a payment still pending, or a Price no plan names).
 */
export function planFollowing(
  subscription: Subscription,
  graceUntil: Date | null,
  now: Date,
): PlanLevel | undefined {
  const status = subscription.status as SubscriptionStatus;
  if (status === "active" || status === "trialing" || status === "past_due") {
    if (
      subscription.cancelAtPeriodEnd &&
      subscription.currentPeriodEnd &&
      subscription.currentPeriodEnd <= now
    )
      return "free";
    if (status === "past_due" && graceUntil && graceUntil <= now) return "free";
    return subscription.plan ?? undefined;
  }
  if (status === "incomplete") return undefined;
  return "free";
}

/**
 * Brings a business's plan in line with its subscription, under the business's row lock, and
 * tells the owner when payment changed it. `fromEvent`: a subscription event has just been
 * applied, which ends a plan the coach set by hand; the sweep (`fromEvent` false) leaves
 * such a plan alone.
 */
export async function settleBusinessPlan(
  tx: Database,
  businessId: number,
  options: { fromEvent: boolean; graceDays: number; now: Date },
): Promise<void> {
  const { now } = options;
  const [business] = await tx
    .select({ planLevel: businesses.planLevel, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for("update");
  const [billing] = await tx.select().from(businessBilling).where(eq(businessBilling.businessId, businessId));
  if (!business || !billing) return;
  if (!options.fromEvent && billing.planSource === "manual") return;
  const subscription = await currentSubscriptionOf(tx, businessId);
  if (!subscription) return;

  const pastDue = subscription.status === "past_due";
  const graceStarts = pastDue && billing.graceUntil === null;
  const graceUntil = pastDue
    ? (billing.graceUntil ?? new Date(now.getTime() + options.graceDays * DAY_MS))
    : null;
  await tx
    .update(businessBilling)
    .set({ planSource: "subscription", graceUntil, updatedAt: now })
    .where(eq(businessBilling.businessId, businessId));

  const plan = planFollowing(subscription, graceUntil, now);
  let change: BillingPlanChange | undefined;
  if (plan !== undefined && plan !== business.planLevel) {
    await tx.update(businesses).set({ planLevel: plan, updatedAt: now }).where(eq(businesses.id, businessId));
    change = plan === "free" ? "free" : "upgraded";
  } else if (graceStarts && plan !== "free") {
    change = "grace";
  }
  if (!change) return;
  const owner = await ownerOf(tx, businessId);
  if (!owner) return;
  // A plan bought opens its courses at once, as a plan the coach applies may (decision 077).
  if (change === "upgraded" && plan) await enrolInPlanCourses(tx, owner, businessId, plan, now);
  await tellOwner(tx, owner, business.name, change, plan ?? business.planLevel, graceUntil);
}

async function ownerOf(tx: Database, businessId: number) {
  const [owner] = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, timeZone: users.timeZone })
    .from(users)
    .where(and(eq(users.businessId, businessId), eq(users.isOwner, true), eq(users.isActive, true)));
  return owner ?? null;
}

async function tellOwner(
  tx: Database,
  owner: NonNullable<Awaited<ReturnType<typeof ownerOf>>>,
  businessName: string,
  change: BillingPlanChange,
  plan: PlanLevel,
  graceUntil: Date | null,
) {
  const names = await readPlanNames(tx);
  await enqueueEmail(tx, {
    kind: "billing-plan",
    to: owner.email,
    data: {
      firstName: owner.firstName,
      businessName,
      change,
      planName: names[plan],
      ...(change === "grace" && graceUntil
        ? {
            graceUntil: graceUntil.toLocaleDateString("en-US", {
              dateStyle: "long",
              timeZone: owner.timeZone ?? "UTC",
            }),
          }
        : {}),
    },
  });
}

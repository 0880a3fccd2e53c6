import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { PLAN_SOURCES } from "@scalemsp/validators";
import { planLevelEnum } from "./enums";
import { timestamps, tz } from "./columns";
import { businesses } from "./accounts";

/**
 * Contract §16: a business that has been to Stripe's Checkout: its one Stripe customer, where
 * its plan comes from now (a subscription, or the coach's hand until the next subscription
 * event), and until when a failed payment keeps its plan.
 */
export const businessBilling = pgTable(
  "business_billing",
  {
    businessId: integer("business_id")
      .primaryKey()
      .references(() => businesses.id, { onDelete: "cascade" }),
    stripeCustomerId: text("stripe_customer_id").notNull().unique(),
    planSource: text("plan_source", { enum: PLAN_SOURCES }).notNull().default("subscription"),
    graceUntil: tz("grace_until"),
    ...timestamps,
  },
  (t) => [check("business_billing_plan_source", sql`${t.planSource} in ('manual', 'subscription')`)],
);

/**
 * A Stripe subscription as the newest event told it (`version`: the event's `created`, in
 * seconds). Kept after it ends, for the coach's revenue history; a subscription whose
 * business is not known yet waits with none until Checkout's event names it.
 */
export const billingSubscriptions = pgTable(
  "billing_subscriptions",
  {
    id: text("id").primaryKey(),
    businessId: integer("business_id").references(() => businesses.id, { onDelete: "set null" }),
    stripeCustomerId: text("stripe_customer_id").notNull(),
    status: text("status").notNull(),
    /** The plan its price buys, or null for a price no plan names. */
    plan: planLevelEnum("plan"),
    priceId: text("price_id"),
    interval: text("interval"),
    /** What one period costs, in the currency's smallest unit. */
    amount: integer("amount").notNull().default(0),
    currency: text("currency").notNull().default("usd"),
    currentPeriodEnd: tz("current_period_end"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    startedAt: tz("started_at").notNull(),
    endedAt: tz("ended_at"),
    version: bigint("version", { mode: "number" }).notNull(),
    ...timestamps,
  },
  (t) => [
    index("billing_subscriptions_business_idx").on(t.businessId),
    index("billing_subscriptions_customer_idx").on(t.stripeCustomerId),
  ],
);

/** Each webhook event applied once: its id is kept in the same transaction that applies it. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: tz("received_at").notNull().defaultNow(),
});

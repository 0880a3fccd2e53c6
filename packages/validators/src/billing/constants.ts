import { PLAN_LEVELS, type PlanLevel } from "../constants";

/** Contract §16: what a subscription is billed by. Stripe's own names for the price's interval. */
export const BILLING_INTERVALS = ["month", "year"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** Stripe's subscription statuses; the product acts on active, trialing, past_due and canceled. */
export const SUBSCRIPTION_STATUSES = [
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
  "paused",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Where a business's plan comes from: the coach's hand, or a paid subscription. */
export const PLAN_SOURCES = ["manual", "subscription"] as const;
export type PlanSource = (typeof PLAN_SOURCES)[number];

/** Contract §16: the grace period after a failed payment, unless the coach sets another. */
export const PAYMENT_GRACE_DAYS_DEFAULT = 7;
export const PAYMENT_GRACE_DAYS_MAX = 60;

/** A Stripe Price id as the dashboard shows it. */
export const STRIPE_PRICE_ID_PATTERN = /^price_[A-Za-z0-9]{1,100}$/;

/** The plans that can be bought: the free plan is never charged. */
export const paidPlan = (plan: PlanLevel) => plan !== "free";

/** The events the webhook acts on (contract §16); others are answered 200 and ignored. */
export const BILLING_EVENT_TYPES = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
] as const;

/** A subscription that pays for its plan: it keeps the plan (past_due only within the grace period). */
export const payingStatus = (status: SubscriptionStatus) =>
  status === "active" || status === "trialing" || status === "past_due";

/** What one month of a price brings in, in the smallest unit of its currency. */
export const monthlyAmount = (amount: number, interval: BillingInterval) =>
  interval === "year" ? Math.round(amount / 12) : amount;

/**
 * Contract §16 'buying': the plan and interval a visitor chose on `/pricing` before they had an
 * account. It rides along `/auth?tab=register&subscribe=pro&interval=month` and back to
 * `/pricing?subscribe=pro&interval=month`, where checkout then opens for the owner.
 */
export interface SubscribeIntent {
  subscribe?: PlanLevel;
  interval?: BillingInterval;
}

/**
 * The intent in a URL's search; anything else (the free plan, an unknown value) is dropped.
 * Plain checks rather than zod: route search validators ship with every page.
 */
export function subscribeIntentOf(search: { subscribe?: unknown; interval?: unknown }): SubscribeIntent {
  const intent: SubscribeIntent = {};
  const plan = PLAN_LEVELS.find((level) => level === search.subscribe);
  if (plan && paidPlan(plan)) intent.subscribe = plan;
  const interval = BILLING_INTERVALS.find((value) => value === search.interval);
  if (interval) intent.interval = interval;
  return intent;
}

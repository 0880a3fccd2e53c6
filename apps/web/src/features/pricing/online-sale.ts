import { BILLING_INTERVALS, paidPlan, type BillingInterval } from "@scalemsp/validators";
import type { Plan } from "./types";

/** A plan's Stripe Price for an interval, or null when it cannot be bought that way. */
export const priceFor = (
  plan: Pick<Plan, "stripePriceMonthly" | "stripePriceYearly">,
  interval: BillingInterval,
) => (interval === "month" ? plan.stripePriceMonthly : plan.stripePriceYearly) ?? null;

/**
 * Contract §16 'buying': whether `/pricing` sells plans online, and by which intervals. Null
 * (everything as before: 'Request this plan') unless Stripe is set up and a paid plan has a Price.
 * The defaults shown before `plans.list` answers carry no Prices, so they sell nothing.
 */
export function onlineSaleOf(data: {
  plans: readonly Partial<Pick<Plan, "level" | "stripePriceMonthly" | "stripePriceYearly">>[];
  onlinePayment?: boolean;
}): { intervals: BillingInterval[] } | null {
  if (!data.onlinePayment) return null;
  const paid = data.plans.filter((plan) => plan.level !== undefined && paidPlan(plan.level));
  const intervals = BILLING_INTERVALS.filter((interval) =>
    paid.some((plan) => priceFor({ stripePriceMonthly: null, stripePriceYearly: null, ...plan }, interval)),
  );
  return intervals.length > 0 ? { intervals } : null;
}

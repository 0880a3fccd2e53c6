import { BILLING_TEXTS, PLAN_LABELS, formatDate, type SubscriptionStatus } from "@scalemsp/validators";
import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";

/** `billing.state`: the owner's whole subscription, or a member's plan alone (contract §16). */
export type BillingState = inferRouterOutputs<AppRouter>["billing"]["state"];

/** `billing.state` for the owner (contract §16 'self-service'). */
export type OwnerBillingState = Extract<BillingState, { status: unknown }>;

export const isOwnerState = (state: BillingState): state is OwnerBillingState => "status" in state;

/** A subscription that is running (a past-due one is shown by the grace banner). */
const live = (status: SubscriptionStatus | null) =>
  status === "active" || status === "trialing" || status === "past_due";

/**
 * Back from checkout: the payment's events have arrived when a paid plan is on a running
 * subscription (a member, who sees the plan alone, when the plan is a paid one).
 */
export function subscriptionArrived(state: BillingState | undefined): boolean {
  if (!state || state.plan === "free") return false;
  return isOwnerState(state) ? state.status === "active" || state.status === "trialing" : true;
}

/** What the owner's Billing card says: the plan, and for a running subscription its status, interval and end. */
export function billingSummary(state: OwnerBillingState, timeZone: string) {
  const subscribed = live(state.status);
  const end = state.currentPeriodEnd ? formatDate(state.currentPeriodEnd, { timeZone }) : null;
  return {
    plan: PLAN_LABELS[state.plan],
    status: subscribed && state.status ? BILLING_TEXTS.status[state.status] : null,
    interval:
      subscribed && state.interval
        ? state.interval === "year"
          ? BILLING_TEXTS.yearly
          : BILLING_TEXTS.monthly
        : null,
    period:
      subscribed && end
        ? state.cancelAtPeriodEnd
          ? BILLING_TEXTS.endsOn(end)
          : BILLING_TEXTS.renewsOn(end)
        : null,
    /** No running subscription: the plans page is where to buy one. */
    subscribed,
    grace: state.graceUntil ? BILLING_TEXTS.graceBanner(formatDate(state.graceUntil, { timeZone })) : null,
  };
}

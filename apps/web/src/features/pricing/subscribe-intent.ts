import type { BillingInterval, PlanLevel } from "@scalemsp/validators";

/**
 * Where a visitor's 'Subscribe' sends them (contract §16): registration, carrying the choice
 * (`SubscribeIntent`), which brings them back to it on `/pricing` once signed in.
 */
export const registerToSubscribeHref = (plan: PlanLevel, interval: BillingInterval) =>
  `/auth?tab=register&subscribe=${plan}&interval=${interval}`;

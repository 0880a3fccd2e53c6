import { z } from "zod";
import { PLAN_LEVELS } from "../constants";
import { PLAN_MESSAGES } from "../plan-messages";
import { MESSAGES } from "../messages";
import { BILLING_INTERVALS, PAYMENT_GRACE_DAYS_MAX, STRIPE_PRICE_ID_PATTERN } from "./constants";
import { BILLING_MESSAGES } from "./messages";

/** `POST /api/billing/checkout`: the plan and how often it is billed. */
export const checkoutInput = z.object({
  plan: z.enum(PLAN_LEVELS, { error: PLAN_MESSAGES.planInvalid }),
  interval: z.enum(BILLING_INTERVALS, { error: BILLING_MESSAGES.intervalInvalid }),
});
export type CheckoutInput = z.input<typeof checkoutInput>;

/** A Price id in the plan settings; empty or null removes it, left out keeps it. */
export const stripePriceField = z
  .union([z.string(), z.null()], { error: BILLING_MESSAGES.priceIdInvalid })
  .optional()
  .transform((value) =>
    value === undefined ? undefined : value === null || value.trim() === "" ? null : value.trim(),
  )
  .refine((value) => value == null || STRIPE_PRICE_ID_PATTERN.test(value), {
    error: BILLING_MESSAGES.priceIdInvalid,
  });

export const paymentGraceDaysField = z
  .number({ error: BILLING_MESSAGES.graceDaysInvalid })
  .int({ error: BILLING_MESSAGES.graceDaysInvalid })
  .min(0, { error: BILLING_MESSAGES.graceDaysInvalid })
  .max(PAYMENT_GRACE_DAYS_MAX, { error: BILLING_MESSAGES.graceDaysInvalid });

/** A manual plan change on a subscribed business is confirmed (contract §16). */
export const overrideSubscriptionField = z.boolean({ error: MESSAGES.mustBeTrueOrFalse }).optional();

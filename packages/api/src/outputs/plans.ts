import { LESSON_CONTENT_TYPES, PLAN_LEVELS } from "@scalemsp/validators";
import { z } from "zod";
import { idOutput, nullableText } from "./common";

const allowance = z.number().int().nonnegative().nullable();

/** One plan as `/pricing` shows it (contract §13 'plans'); a null allowance is unlimited. */
export const planOutput = z.object({
  level: z.enum(PLAN_LEVELS),
  name: z.string(),
  priceText: z.string(),
  includes: z.array(z.string()),
  support: z.string(),
  courseLevels: z.array(z.enum(PLAN_LEVELS)),
  oneToOnePerMonth: allowance,
  groupPerWeek: allowance,
  /** Contract §16: the Stripe Prices the plan is bought with; null where none is set. */
  stripePriceMonthly: nullableText,
  stripePriceYearly: nullableText,
});

export const plansOutput = z.object({
  plans: z.array(planOutput),
  /** Stripe is configured: a plan with a Price can be bought from `/pricing`. */
  onlinePayment: z.boolean(),
  /** Days a failed payment keeps the plan (contract §16). */
  paymentGraceDays: z.number().int().nonnegative(),
});

export const planRequestOutput = z.object({ message: z.string() });

/** Contract §13 'locked course outline': what a course holds, without the lessons' content. */
export const courseOutlineOutput = z.object({
  id: idOutput,
  title: z.string(),
  description: z.string(),
  requiredPlanLevel: z.enum(PLAN_LEVELS),
  thumbnailUrl: nullableText,
  accessible: z.boolean(),
  planLocked: z.boolean(),
  subscriptionLocked: z.boolean(),
  /** What opens it, or null when it is open to the caller. */
  unlock: nullableText,
  durationMinutes: z.number().int().nonnegative(),
  lessons: z.array(
    z.object({
      id: idOutput,
      title: z.string(),
      contentType: z.enum(LESSON_CONTENT_TYPES),
      duration: z.number().int().nonnegative(),
    }),
  ),
});

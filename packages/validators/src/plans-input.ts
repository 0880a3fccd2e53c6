import { z } from "zod";
import { PLAN_LEVELS, type PlanLevel } from "./constants";
import { leadMessageField } from "./leads";
import { LEAD_MESSAGES } from "./admin-messages";
import { MESSAGES } from "./messages";
import { requiredText } from "./auth";
import { PLAN_MESSAGES } from "./plan-messages";
import { sessionAllowancesInput } from "./coaching";
import { idSchema } from "./ids";
import { paymentGraceDaysField, stripePriceField } from "./billing/inputs";
import { BILLING_MESSAGES } from "./billing/messages";
import {
  PLAN_INCLUDES_MAX,
  PLAN_INCLUDE_MAX,
  PLAN_NAME_MAX,
  PLAN_PRICE_MAX,
  PLAN_SUPPORT_MAX,
} from "./plans";

// Apart from the plans' texts and rules: a page that only shows plans does not load zod.

/** Every plan text is one line on the pricing card. */
const planText = (message: string, max: number) => requiredText(message, max, "one");

const includesField = z
  .array(planText(PLAN_MESSAGES.includesInvalid, PLAN_INCLUDE_MAX), { error: PLAN_MESSAGES.includesInvalid })
  .max(PLAN_INCLUDES_MAX, { error: PLAN_MESSAGES.includesInvalid });

export const planTextsInput = z.object({
  name: planText(PLAN_MESSAGES.nameRequired, PLAN_NAME_MAX),
  priceText: planText(PLAN_MESSAGES.priceRequired, PLAN_PRICE_MAX),
  includes: includesField,
  support: planText(PLAN_MESSAGES.supportRequired, PLAN_SUPPORT_MAX),
});

const allowanceShape = sessionAllowancesInput.shape.allowances.shape.free.shape;
const planSettingsInput = planTextsInput.extend(allowanceShape).extend({
  /** Contract §16: the Stripe Prices a plan is bought with; the free plan has none. */
  stripePriceMonthly: stripePriceField,
  stripePriceYearly: stripePriceField,
});

/** `PUT /api/admin/plans`: every plan, its texts, its session allowances and its Stripe Prices. */
export const adminPlansInput = z
  .object({
    plans: z.object(
      Object.fromEntries(PLAN_LEVELS.map((plan) => [plan, planSettingsInput])) as Record<
        PlanLevel,
        typeof planSettingsInput
      >,
    ),
    /** Days a business keeps its plan after a failed payment; unchanged when left out. */
    paymentGraceDays: paymentGraceDaysField.optional(),
  })
  .superRefine((input, ctx) => {
    const free = input.plans.free;
    if (free.stripePriceMonthly || free.stripePriceYearly)
      ctx.addIssue({ code: "custom", path: ["plans", "free"], message: BILLING_MESSAGES.freePlanHasNoPrice });
  });
export type AdminPlansInput = z.input<typeof adminPlansInput>;

export const planLevelField = z.enum(PLAN_LEVELS, { error: PLAN_MESSAGES.planInvalid });

/** 'Request this plan' from a signed-in owner. */
export const planRequestInput = z.object({
  plan: planLevelField,
  message: leadMessageField,
});
export type PlanRequestInput = z.input<typeof planRequestInput>;

/**
 * The coach's one click on an upgrade request among the leads; `enrolInPlanCourses` enrols the
 * business in its new plan's courses, as a plan change in the business screen may (decision 077).
 */
export const applyPlanRequestInput = z.object({
  id: idSchema(LEAD_MESSAGES.invalidConsultationId),
  enrolInPlanCourses: z.boolean({ error: MESSAGES.mustBeTrueOrFalse }).optional(),
});

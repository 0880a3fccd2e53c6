import {
  CONSULTATION_STATUSES,
  NEWSLETTER_STATUSES,
  PLAN_LEVELS,
  STRATEGY_HOLD_STATUSES,
} from "@scalemsp/validators";
import { z } from "zod";
import { idOutput, itemsAndTotal, nullableText, timestampOutput } from "./common";

export const adminConsultationOutput = z.object({
  id: idOutput,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
  employees: nullableText,
  message: nullableText,
  status: z.enum(CONSULTATION_STATUSES),
  note: nullableText,
  /** Set on an owner's 'Request this plan': the plan asked for and the business to move. */
  requestedPlan: z.enum(PLAN_LEVELS).nullable(),
  businessId: idOutput.nullable(),
  planAppliedAt: timestampOutput.nullable(),
  createdAt: timestampOutput,
  updatedAt: timestampOutput,
  /**
   * Contract §14: the newest free strategy session hold of this lead, null when it held no
   * time. Pending awaits the visitor's link, lapsed was never confirmed.
   */
  strategySession: z.enum(STRATEGY_HOLD_STATUSES).nullable(),
});

/** An applied upgrade request, with how many courses the business was enrolled in (decision 077). */
export const appliedPlanRequestOutput = adminConsultationOutput.extend({
  enrolledCourses: z.number().int().nonnegative(),
});

export const adminSubscriberOutput = z.object({
  id: idOutput,
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  createdAt: timestampOutput,
  unsubscribedAt: timestampOutput.nullable(),
  unsubscribeUrl: z.string(),
});

export const consultationPageOutput = itemsAndTotal(adminConsultationOutput);
export const subscriberPageOutput = itemsAndTotal(adminSubscriberOutput);

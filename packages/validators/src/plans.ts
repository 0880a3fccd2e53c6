import { z } from "zod";
import { CONTACT_MESSAGE_MAX, PLAN_LABELS, PLAN_LEVELS, planRank, type PlanLevel } from "./constants";
import { LEAD_MESSAGES } from "./admin-messages";
import { tooLongMessage } from "./messages";
import { PLAN_MESSAGES } from "./plan-messages";
import { sessionAllowancesInput } from "./coaching";
import { idSchema } from "./ids";

/**
 * The plan settings (contract §13 'plans'): what the pricing page says of each plan. The
 * session allowances stay in their own table (contract §10); the plans answer joins them in.
 */
export interface PlanTexts {
  name: string;
  priceText: string;
  includes: string[];
  support: string;
}

export const PLAN_NAME_MAX = 40;
export const PLAN_PRICE_MAX = 60;
export const PLAN_INCLUDE_MAX = 160;
export const PLAN_INCLUDES_MAX = 12;
export const PLAN_SUPPORT_MAX = 200;

/** What a fresh install shows until the coach edits it. */
export const DEFAULT_PLAN_TEXTS: Record<PlanLevel, PlanTexts> = {
  free: {
    name: PLAN_LABELS.free,
    priceText: "$0",
    includes: ["Foundation courses", "Free guides and templates", "The weekly growth newsletter"],
    support: "Community support",
  },
  basic: {
    name: PLAN_LABELS.basic,
    priceText: "$499 a month",
    includes: [
      "Everything in Free",
      "Basic courses and resources",
      "Templates for pricing, contracts and hiring",
    ],
    support: "E-mail answers within 48 hours",
  },
  pro: {
    name: PLAN_LABELS.pro,
    priceText: "$1,499 a month",
    includes: [
      "Everything in Basic",
      "Professional courses and resources",
      "A quarterly growth plan with your coach",
      "The MSP scorecard with peer comparison",
    ],
    support: "E-mail answers within 24 hours",
  },
  enterprise: {
    name: PLAN_LABELS.enterprise,
    priceText: "Custom pricing",
    includes: [
      "Everything in Professional",
      "Every course and resource",
      "An annual strategy day on site",
      "Coaching for your leadership team",
    ],
    support: "Priority support on e-mail and phone",
  },
};

/** The course levels a plan opens: its own and every lower one. */
export const courseLevelsOf = (plan: PlanLevel): PlanLevel[] =>
  PLAN_LEVELS.filter((level) => planRank(level) <= planRank(plan));

/** The plans that open content of a level: that plan and every higher one. */
export const plansFrom = (level: PlanLevel): PlanLevel[] =>
  PLAN_LEVELS.filter((plan) => planRank(plan) >= planRank(level));

/** "Professional and Enterprise", "Basic, Professional and Enterprise". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

const planText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLongMessage(max) });

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
const planSettingsInput = planTextsInput.extend(allowanceShape);

/** `PUT /api/admin/plans`: every plan, its texts and its session allowances. */
export const adminPlansInput = z.object({
  plans: z.object(
    Object.fromEntries(PLAN_LEVELS.map((plan) => [plan, planSettingsInput])) as Record<
      PlanLevel,
      typeof planSettingsInput
    >,
  ),
});
export type AdminPlansInput = z.input<typeof adminPlansInput>;

export const planLevelField = z.enum(PLAN_LEVELS, { error: PLAN_MESSAGES.planInvalid });

/** 'Request this plan' from a signed-in owner. */
export const planRequestInput = z.object({
  plan: planLevelField,
  message: z
    .string({ error: LEAD_MESSAGES.messageTooLong })
    .trim()
    .max(CONTACT_MESSAGE_MAX, { error: LEAD_MESSAGES.messageTooLong })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type PlanRequestInput = z.input<typeof planRequestInput>;

/** The coach's one click on an upgrade request among the leads. */
export const applyPlanRequestInput = z.object({ id: idSchema(LEAD_MESSAGES.invalidConsultationId) });

/** "Included in the Professional and Enterprise plans.": what opens a level, by the plans' names. */
function includedIn(
  level: PlanLevel,
  names: Record<PlanLevel, string>,
  many: (n: string) => string,
  one: (n: string) => string,
) {
  const plans = plansFrom(level).map((plan) => names[plan]);
  return plans.length === 1 ? one(plans[0]!) : many(joinNames(plans));
}

/** What unlocks a locked course (contract §13 'locked course outline'); null when it is open. */
export function courseUnlockText(
  course: { accessible: boolean; planLocked: boolean; requiredPlanLevel: PlanLevel },
  viewerPlan: PlanLevel,
  names: Record<PlanLevel, string>,
): string | null {
  if (course.accessible) return null;
  if (course.planLocked)
    return includedIn(
      course.requiredPlanLevel,
      names,
      PLAN_MESSAGES.unlockByPlan,
      PLAN_MESSAGES.unlockByPlanOne,
    );
  return PLAN_MESSAGES.unlockBySubscription(names[viewerPlan]);
}

/** What unlocks a locked resource: the plans of its access level and above. */
export const resourceUnlockText = (accessLevel: PlanLevel, names: Record<PlanLevel, string>) =>
  includedIn(accessLevel, names, PLAN_MESSAGES.resourceUnlock, PLAN_MESSAGES.resourceUnlockOne);

/** The plans' names before the plans are read: the defaults. */
export const DEFAULT_PLAN_NAMES = Object.fromEntries(
  PLAN_LEVELS.map((plan) => [plan, DEFAULT_PLAN_TEXTS[plan].name]),
) as Record<PlanLevel, string>;

import { PLAN_LABELS, PLAN_LEVELS, planRank, type PlanLevel } from "./constants";
import { PLAN_MESSAGES } from "./plan-messages";

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
    support: "Email answers within 48 hours",
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
    support: "Email answers within 24 hours",
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
    support: "Priority support on email and phone",
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

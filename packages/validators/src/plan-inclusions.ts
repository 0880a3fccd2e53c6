import { SESSION_TEXTS } from "./coaching-messages";
import type { PlanLevel } from "./constants";
import { PRICING_TEXTS } from "./plan-messages";
import { joinNames, type PlanTexts } from "./plans";

/**
 * What a plan includes, line by line, as `/pricing`, the coaching package card and the
 * booking dialog all say it: built from the plan settings alone (contract §13 'plans'), each
 * line marked included or not, so no page puts a check beside "not included".
 */

export type PlanInclusionKind = "item" | "courses" | "oneToOne" | "group" | "support";

export interface PlanInclusion {
  kind: PlanInclusionKind;
  text: string;
  included: boolean;
}

/** A plan as the plans answer has it: its texts, course levels and session allowances. */
export interface PlanSettings extends PlanTexts {
  courseLevels: PlanLevel[];
  /** null: unlimited; 0: not included. */
  oneToOnePerMonth: number | null;
  groupPerWeek: number | null;
}

const oneToOneText = (n: number | null) =>
  n === null
    ? SESSION_TEXTS.oneToOneUnlimited
    : n === 0
      ? SESSION_TEXTS.oneToOneNone
      : SESSION_TEXTS.oneToOneMonthly(n);

const groupText = (n: number | null) =>
  n === null
    ? SESSION_TEXTS.groupUnlimited
    : n === 0
      ? SESSION_TEXTS.groupNone
      : SESSION_TEXTS.groupWeekly(n);

export function planInclusions(plan: PlanSettings, names: Record<PlanLevel, string>): PlanInclusion[] {
  return [
    ...plan.includes.map((text) => ({ kind: "item" as const, text, included: true })),
    {
      kind: "courses",
      text: PRICING_TEXTS.courses(joinNames(plan.courseLevels.map((level) => names[level]))),
      included: true,
    },
    { kind: "oneToOne", text: oneToOneText(plan.oneToOnePerMonth), included: plan.oneToOnePerMonth !== 0 },
    { kind: "group", text: groupText(plan.groupPerWeek), included: plan.groupPerWeek !== 0 },
    { kind: "support", text: PRICING_TEXTS.support(plan.support), included: true },
  ];
}

/** Which plans, by the coach's names, come with one-to-one sessions: for a plan without them. */
export function oneToOneNotice(plans: readonly PlanSettings[]): string {
  const names = plans.filter((plan) => plan.oneToOnePerMonth !== 0).map((plan) => plan.name);
  return PRICING_TEXTS.oneToOneIncludedIn(joinNames(names), names.length);
}

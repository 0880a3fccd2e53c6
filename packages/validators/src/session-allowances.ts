import { PLAN_LEVELS, type PlanLevel } from "./constants";

// Apart from coaching's schemas: a page that only shows what a plan includes does not load zod.

/** `null` means unlimited (contract §13 'allowance counting'). */
export interface SessionAllowance {
  oneToOnePerMonth: number | null;
  groupPerWeek: number | null;
}

export const DEFAULT_SESSION_ALLOWANCES: Record<PlanLevel, SessionAllowance> = {
  free: { oneToOnePerMonth: 0, groupPerWeek: 0 },
  basic: { oneToOnePerMonth: 1, groupPerWeek: 1 },
  pro: { oneToOnePerMonth: 2, groupPerWeek: null },
  enterprise: { oneToOnePerMonth: 4, groupPerWeek: null },
};

const includes = (limit: number | null) => limit === null || limit > 0;

export const plansIncluding = (
  allowances: Record<PlanLevel, SessionAllowance>,
  kind: keyof SessionAllowance,
): PlanLevel[] => PLAN_LEVELS.filter((plan) => includes(allowances[plan][kind]));

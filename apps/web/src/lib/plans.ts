import {
  DEFAULT_PLAN_NAMES,
  DEFAULT_PLAN_TEXTS,
  DEFAULT_SESSION_ALLOWANCES,
  PAYMENT_GRACE_DAYS_DEFAULT,
  PLAN_LEVELS,
  courseLevelsOf,
  type PlanLevel,
} from "@scalemsp/validators";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "./trpc";

/** The plans as the build knows them: the defaults, until `plans.list` answers with the coach's. */
export const DEFAULT_PLANS = {
  plans: PLAN_LEVELS.map((level) => ({
    level,
    ...DEFAULT_PLAN_TEXTS[level],
    courseLevels: courseLevelsOf(level),
    ...DEFAULT_SESSION_ALLOWANCES[level],
    stripePriceMonthly: null,
    stripePriceYearly: null,
  })),
  // Nothing is sold online until the server says so (contract §16).
  onlinePayment: false,
  paymentGraceDays: PAYMENT_GRACE_DAYS_DEFAULT,
};

/**
 * The plans of `/pricing` (contract §13). The pre-rendered page and its first render in the
 * browser show the defaults (same markup, so hydration matches); the coach's values follow.
 */
export function usePlans() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.plans.list.queryOptions(), placeholderData: DEFAULT_PLANS, staleTime: 60_000 });
}

/** The plans' display names, for the texts that say what unlocks a course or resource. */
export function usePlanNames(enabled = true): Record<PlanLevel, string> {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.plans.list.queryOptions(), enabled, staleTime: 60_000 });
  if (!query.data) return DEFAULT_PLAN_NAMES;
  return Object.fromEntries(query.data.plans.map((plan) => [plan.level, plan.name])) as Record<
    PlanLevel,
    string
  >;
}

/**
 * One plan as the coach set it (contract §13 'plans'), for a signed-in page: no defaults in the
 * meantime, so the page never shows a line the coach changed.
 */
export function usePlan(level: PlanLevel | null) {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.plans.list.queryOptions(), enabled: level !== null, staleTime: 60_000 });
  return {
    plan: query.data?.plans.find((plan) => plan.level === level) ?? null,
    isLoading: query.isLoading,
    isError: query.isError,
  };
}

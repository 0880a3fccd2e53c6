import { DEFAULT_PLAN_NAMES, PLAN_LEVELS, PLAN_MESSAGES, type PlanLevel } from "@scalemsp/validators";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useTRPC } from "../../../lib/trpc";

const planInSearch = (): PlanLevel | null => {
  const plan = new URLSearchParams(window.location.search).get("plan");
  return PLAN_LEVELS.find((level) => level === plan) ?? null;
};
const noSubscription = () => () => {};

/**
 * A visitor's 'Request this plan' on /pricing opens the form as `/contact?plan=pro`: the form's
 * message is filled with the plan's name once. The search is read after hydration (null on the
 * server and while hydrating), so the pre-rendered form stays as built.
 */
export function usePlanNote(apply: (note: string) => void) {
  const trpc = useTRPC();
  const plan = useSyncExternalStore(noSubscription, planInSearch, () => null);
  const plans = useQuery({ ...trpc.plans.list.queryOptions(), enabled: plan !== null, staleTime: 60_000 });
  const applied = useRef(false);
  useEffect(() => {
    if (plan === null || applied.current || plans.isPending) return;
    applied.current = true;
    const name = plans.data?.plans.find((p) => p.level === plan)?.name ?? DEFAULT_PLAN_NAMES[plan];
    apply(PLAN_MESSAGES.contactPlanNote(name));
  }, [plan, plans.isPending, plans.data, apply]);
}

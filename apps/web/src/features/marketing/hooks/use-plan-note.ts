import { DEFAULT_PLAN_NAMES, PLAN_LEVELS, PLAN_MESSAGES, type PlanLevel } from "@scalemsp/validators";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTRPC } from "../../../lib/trpc";

const planInSearch = (): PlanLevel | null => {
  const plan = new URLSearchParams(window.location.search).get("plan");
  return PLAN_LEVELS.find((level) => level === plan) ?? null;
};

/**
 * A visitor's 'Request this plan' on /pricing opens the form as `/contact?plan=pro`: the form's
 * message is filled with the plan's name once, after mount (the pre-rendered form knows no search).
 */
export function usePlanNote(apply: (note: string) => void) {
  const trpc = useTRPC();
  const [plan, setPlan] = useState<PlanLevel | null>(null);
  useEffect(() => setPlan(planInSearch()), []);
  const plans = useQuery({ ...trpc.plans.list.queryOptions(), enabled: plan !== null, staleTime: 60_000 });
  const [applied, setApplied] = useState(false);
  useEffect(() => {
    if (plan === null || applied || plans.isPending) return;
    setApplied(true);
    const name = plans.data?.plans.find((p) => p.level === plan)?.name ?? DEFAULT_PLAN_NAMES[plan];
    apply(PLAN_MESSAGES.contactPlanNote(name));
  }, [plan, applied, plans.isPending, plans.data, apply]);
}

import "@mantine/core/styles/SimpleGrid.css";
import { SimpleGrid } from "@mantine/core";
import type { PlanLevel } from "@scalemsp/validators";
import type { ReactNode } from "react";
import type { Plan } from "../types";
import { PlanCard } from "./plan-card";

/** The plans' cards, each with its action. */
export function PlanGrid({ plans, action }: { plans: readonly Plan[]; action: (plan: Plan) => ReactNode }) {
  const names = Object.fromEntries(plans.map((plan) => [plan.level, plan.name])) as Record<PlanLevel, string>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
      {plans.map((plan) => (
        <PlanCard key={plan.level} plan={plan} names={names} action={action(plan)} />
      ))}
    </SimpleGrid>
  );
}

import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Combobox.css";
import { Select, type SelectProps } from "@mantine/core";
import { PLAN_LABELS, PLAN_LEVELS, type PlanLevel } from "@scalemsp/validators";
import { useState } from "react";
import { isManualChangeConflict, ManualPlanConfirm } from "../shared/manual-plan-confirm";
import { useUpdateBusiness } from "./use-update-business";

const PLAN_OPTIONS = PLAN_LEVELS.map((value) => ({ value, label: PLAN_LABELS[value] }));

interface PlanSelectProps extends Pick<SelectProps, "label" | "w" | "size" | "description"> {
  business: { id: number; name: string; planLevel: PlanLevel };
  /** Enrol the business in every course of the new plan and below (decision 077). */
  enrol: boolean;
}

/**
 * Spec §2/§4: the plan is set directly to any of the four levels. The chosen level shows
 * while the change is saved; a failure puts the stored one back. With `enrol`, the business
 * is enrolled in the courses the plan opens, and the toast says how many. On a business that
 * pays by subscription, the server asks for a confirmation first (contract §16).
 */
export function PlanSelect({ business, label, enrol, ...props }: PlanSelectProps) {
  const update = useUpdateBusiness();
  const [confirming, setConfirming] = useState<PlanLevel | null>(null);
  const value = update.isPending
    ? (update.variables.planLevel ?? business.planLevel)
    : (confirming ?? business.planLevel);
  const change = (planLevel: PlanLevel, overrideSubscription?: true) =>
    update.mutate(
      { id: business.id, planLevel, enrolInPlanCourses: enrol, overrideSubscription },
      {
        onSuccess: () => setConfirming(null),
        onError: (error) =>
          setConfirming(!overrideSubscription && isManualChangeConflict(error) ? planLevel : null),
      },
    );
  return (
    <>
      <Select<PlanLevel>
        {...props}
        label={label}
        aria-label={label ? undefined : `Plan for ${business.name}`}
        data={PLAN_OPTIONS}
        value={value}
        allowDeselect={false}
        readOnly={update.isPending}
        comboboxProps={{ withinPortal: true }}
        onChange={(planLevel) => {
          if (planLevel && planLevel !== business.planLevel) change(planLevel);
        }}
      />
      <ManualPlanConfirm
        businessName={confirming ? business.name : null}
        pending={update.isPending}
        onConfirm={() => {
          if (confirming) change(confirming, true);
        }}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}

import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/CheckboxCard.css";
import "@mantine/core/styles/CheckboxIndicator.css";
import "@mantine/core/styles/Checkbox.css";
import { Badge, Button, Checkbox, Stack, Text } from "@mantine/core";
import {
  ADMIN_MESSAGES,
  PLAN_MESSAGES,
  PRICING_TEXTS,
  formatDate,
  type PlanLevel,
} from "@scalemsp/validators";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import type { AdminConsultation } from "../shared/api-types";

/**
 * An owner's 'Request this plan' among the leads (contract §13): the plan asked for, and the
 * coach's one click that moves the business to it; once applied, when. As a plan change in the
 * business screen, it enrols the business in the plan's courses unless the coach unticks it
 * (decision 077), and the toast says how many.
 */
export function PlanRequestCell({
  lead,
  names,
  onApplied,
}: {
  lead: AdminConsultation & { requestedPlan: PlanLevel };
  names: Record<PlanLevel, string>;
  onApplied: (saved: AdminConsultation) => void;
}) {
  const trpc = useTRPC();
  const [enrol, setEnrol] = useState(true);
  const apply = useMutation(
    trpc.admin.leads.applyPlanRequest.mutationOptions({
      onSuccess: (saved, input) => {
        onApplied(saved);
        const plan = names[lead.requestedPlan];
        notifySuccess(
          ADMIN_MESSAGES.leadUpdated,
          input.enrolInPlanCourses
            ? PLAN_MESSAGES.appliedEnrolled(plan, lead.company, saved.enrolledCourses)
            : PLAN_MESSAGES.applied(plan, lead.company),
        );
      },
      onError: (error) => notifyError(ADMIN_MESSAGES.updateFailed, errorMessageOf(error)),
    }),
  );
  const plan = names[lead.requestedPlan];
  return (
    <Stack gap={4} align="flex-start" mt={4} data-testid="plan-request">
      <Badge variant="light" color="indigo">
        {PRICING_TEXTS.upgradeRequest(plan)}
      </Badge>
      {lead.planAppliedAt ? (
        <Text size="xs">{PRICING_TEXTS.appliedOn(formatDate(lead.planAppliedAt))}</Text>
      ) : (
        <>
          <Checkbox
            size="xs"
            label={ADMIN_MESSAGES.enrolInPlanCourses}
            aria-label={`${ADMIN_MESSAGES.enrolInPlanCourses} (${lead.company})`}
            title={ADMIN_MESSAGES.enrolInPlanCoursesHint}
            checked={enrol}
            disabled={apply.isPending}
            onChange={(event) => setEnrol(event.currentTarget.checked)}
          />
          <Button
            size="compact-xs"
            loading={apply.isPending}
            onClick={() => apply.mutate({ id: lead.id, enrolInPlanCourses: enrol })}
            aria-label={`${PRICING_TEXTS.applyPlan(plan)} to ${lead.company}`}
          >
            {PRICING_TEXTS.applyPlan(plan)}
          </Button>
        </>
      )}
    </Stack>
  );
}

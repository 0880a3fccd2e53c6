import "@mantine/core/styles/Badge.css";
import { Badge, Button, Stack, Text } from "@mantine/core";
import {
  ADMIN_MESSAGES,
  PLAN_MESSAGES,
  PRICING_TEXTS,
  formatDate,
  type PlanLevel,
} from "@scalemsp/validators";
import { useMutation } from "@tanstack/react-query";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import type { AdminConsultation } from "../shared/api-types";

/**
 * An owner's 'Request this plan' among the leads (contract §13): the plan asked for, and the
 * coach's one click that moves the business to it; once applied, when.
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
  const apply = useMutation(
    trpc.admin.leads.applyPlanRequest.mutationOptions({
      onSuccess: (saved) => {
        onApplied(saved);
        notifySuccess(
          ADMIN_MESSAGES.leadUpdated,
          PLAN_MESSAGES.applied(names[lead.requestedPlan], lead.company),
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
        <Button
          size="compact-xs"
          loading={apply.isPending}
          onClick={() => apply.mutate({ id: lead.id })}
          aria-label={`${PRICING_TEXTS.applyPlan(plan)} to ${lead.company}`}
        >
          {PRICING_TEXTS.applyPlan(plan)}
        </Button>
      )}
    </Stack>
  );
}

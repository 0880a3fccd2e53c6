import "@mantine/core/styles/Alert.css";
import { Alert, Button } from "@mantine/core";
import { PRICING_TEXTS, type PlanLevel } from "@scalemsp/validators";
import { useMutation } from "@tanstack/react-query";
import { notifyError } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { SignedInPlanChoice } from "./signed-in-plan-choice";
import { VisitorRequest } from "./visitor-request";

/**
 * 'Request this plan' for someone who may be signed in (loaded only then): an owner sends the
 * request to the coach; the plan the business is on says so; other members are told who asks.
 */
export default function MemberRequest({ level, describedBy }: { level: PlanLevel; describedBy: string }) {
  return (
    <SignedInPlanChoice
      level={level}
      visitor={<VisitorRequest level={level} describedBy={describedBy} />}
      notOwner={PRICING_TEXTS.ownerOnly}
    >
      <OwnerRequest level={level} describedBy={describedBy} />
    </SignedInPlanChoice>
  );
}

function OwnerRequest({ level, describedBy }: { level: PlanLevel; describedBy: string }) {
  const trpc = useTRPC();
  const request = useMutation(
    trpc.plans.request.mutationOptions({
      onError: (error) => notifyError(PRICING_TEXTS.requestFailed, errorMessageOf(error)),
    }),
  );
  if (request.data)
    return (
      <Alert color="green" variant="light" title={PRICING_TEXTS.requestSentTitle} role="status">
        {request.data.message}
      </Alert>
    );
  return (
    <Button
      fullWidth
      loading={request.isPending}
      aria-describedby={describedBy}
      onClick={() => request.mutate({ plan: level })}
    >
      {PRICING_TEXTS.requestPlan}
    </Button>
  );
}

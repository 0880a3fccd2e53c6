import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Badge.css";
import { Alert, Badge, Button, Text } from "@mantine/core";
import { PRICING_TEXTS, type PlanLevel } from "@scalemsp/validators";
import { useMutation } from "@tanstack/react-query";
import { notifyError } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useSession } from "../../../session/use-session";
import { VisitorRequest } from "./visitor-request";

/**
 * 'Request this plan' for someone who may be signed in (loaded only then): an owner sends the
 * request to the coach; the plan the business is on says so; other members are told who asks.
 */
export default function MemberRequest({ level, describedBy }: { level: PlanLevel; describedBy: string }) {
  const trpc = useTRPC();
  const { user, business, isLoading } = useSession();
  const request = useMutation(
    trpc.plans.request.mutationOptions({
      onError: (error) => notifyError(PRICING_TEXTS.requestFailed, errorMessageOf(error)),
    }),
  );
  if (isLoading || !user) return <VisitorRequest level={level} describedBy={describedBy} />;
  if (business?.planLevel === level)
    return (
      <Badge size="lg" variant="light" color="green" fullWidth>
        {PRICING_TEXTS.currentPlan}
      </Badge>
    );
  if (!user.isOwner || !business)
    return (
      <Text size="sm" c="dimmed">
        {PRICING_TEXTS.ownerOnly}
      </Text>
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

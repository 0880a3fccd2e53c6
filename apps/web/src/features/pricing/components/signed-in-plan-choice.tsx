import "@mantine/core/styles/Badge.css";
import { Badge, Text } from "@mantine/core";
import { PRICING_TEXTS, type PlanLevel } from "@scalemsp/validators";
import type { ReactNode } from "react";
import { useSession } from "../../../session/use-session";

/**
 * What a plan card offers someone who may be signed in: the visitor's choice until the session
 * is known or when signed out; 'Current plan' on the business's own plan; to a member, who acts
 * on the plan (`notOwner` says so); the owner's action otherwise.
 */
export function SignedInPlanChoice({
  level,
  visitor,
  notOwner,
  children,
}: {
  level: PlanLevel;
  visitor: ReactNode;
  notOwner: string;
  children: ReactNode;
}) {
  const { user, business, isLoading } = useSession();
  if (isLoading || !user) return visitor;
  if (business?.planLevel === level)
    return (
      <Badge size="lg" variant="light" color="green" fullWidth>
        {PRICING_TEXTS.currentPlan}
      </Badge>
    );
  if (!user.isOwner || !business)
    return (
      <Text size="sm" c="dimmed">
        {notOwner}
      </Text>
    );
  return children;
}

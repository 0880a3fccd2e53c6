import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Badge.css";
import { Badge, Card, Stack, Text, Title } from "@mantine/core";
import { PRICING_TEXTS, RECOMMENDED_PLAN, planInclusions, type PlanLevel } from "@scalemsp/validators";
import type { ReactNode } from "react";
import { PlanInclusionList } from "../../../components/plan-inclusion-list";
import type { Plan } from "../types";
import classes from "./plan-card.module.css";

/** One plan: its name, price, what it includes, course levels, sessions and support, then its action. */
export function PlanCard({
  plan,
  names,
  action,
}: {
  plan: Plan;
  names: Record<PlanLevel, string>;
  action: ReactNode;
}) {
  const titleId = `plan-${plan.level}`;
  const recommended = plan.level === RECOMMENDED_PLAN;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      component="article"
      aria-labelledby={titleId}
      data-testid="plan-card"
      data-recommended={recommended || undefined}
      className={classes.card}
    >
      {recommended ? (
        <Badge variant="filled" color="indigo.8" radius="sm" className={classes.recommended}>
          {PRICING_TEXTS.recommended}
        </Badge>
      ) : null}
      <Stack gap="md" h="100%">
        <Stack gap={4}>
          <Title order={2} size="h3" id={titleId}>
            {plan.name}
          </Title>
          <Text fz={24} fw={700} lh={1.3}>
            {plan.priceText}
          </Text>
        </Stack>
        <PlanInclusionList
          lines={planInclusions(plan, names)}
          label={PRICING_TEXTS.includesTitle(plan.name)}
        />
        <Stack mt="auto" gap="xs">
          {action}
        </Stack>
      </Stack>
    </Card>
  );
}

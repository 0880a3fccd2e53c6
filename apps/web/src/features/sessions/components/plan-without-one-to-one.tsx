import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Paper.css";
import { Button, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { PRICING_TEXTS, oneToOneNotice, planInclusions, type PlanLevel } from "@scalemsp/validators";
import { PlanInclusionList } from "../../../components/plan-inclusion-list";
import { usePlanNames, usePlans } from "../../../lib/plans";

/**
 * For a plan without one-to-one sessions, before any time is chosen: what the plan includes
 * (the lines of `/pricing`), which plans come with sessions, and the way to `/pricing`.
 */
export function PlanWithoutOneToOne({ planLevel }: { planLevel: PlanLevel }) {
  const plans = usePlans();
  const names = usePlanNames();
  const plan = plans.data?.plans.find((p) => p.level === planLevel);
  return (
    <Paper withBorder radius="md" p="md" data-testid="plan-without-one-to-one">
      <Stack gap="sm">
        {plan ? (
          <>
            <Title order={3} size="h5">
              {PRICING_TEXTS.yourPlanIncludes(plan.name)}
            </Title>
            <PlanInclusionList lines={planInclusions(plan, names)} />
            <Text size="sm">{oneToOneNotice(plans.data!.plans)}</Text>
          </>
        ) : (
          <Skeleton height={60} />
        )}
        <Button component="a" href="/pricing" variant="light" w="fit-content">
          {PRICING_TEXTS.seePricing}
        </Button>
      </Stack>
    </Paper>
  );
}

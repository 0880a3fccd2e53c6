import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Progress.css";
import "@mantine/core/styles/Skeleton.css";
import { Button, Card, Group, Progress, Skeleton, Stack, Text, Title } from "@mantine/core";
import {
  PLAN_LABELS,
  PLAN_LEVELS,
  SESSION_TEXTS,
  planInclusions,
  type PlanInclusionKind,
  type PlanLevel,
} from "@scalemsp/validators";
import { PlanInclusionList } from "../../../components/plan-inclusion-list";
import { usePlan, usePlanNames } from "../../../lib/plans";
import type { SessionAllowance } from "../types";

/** The top plan has nothing to upgrade to. */
const TOP_PLAN = PLAN_LEVELS[PLAN_LEVELS.length - 1];

/** The lines of `/pricing` a coaching package is about. */
const PACKAGE_LINES: readonly PlanInclusionKind[] = ["oneToOne", "group", "support"];

const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString("en-US", { month: "long", timeZone: "UTC" });

/**
 * Spec §2's coaching package card: what the plan includes, as the coach's plan settings say
 * (contract §13 'plans', the source of `/pricing`), and what is used this month.
 */
export function PackageCard({
  allowance,
  planLevel,
  loading,
}: {
  allowance: SessionAllowance | undefined;
  planLevel: PlanLevel | null;
  loading: boolean;
}) {
  const oneToOne = allowance?.oneToOne;
  const group = allowance?.group;
  const limited = oneToOne && oneToOne.included !== null && oneToOne.included > 0;
  const settings = usePlan(planLevel);
  const names = usePlanNames(planLevel !== null);
  const plan = settings.plan;
  // The plan settings' own lines; the allowance's numbers alone while they cannot be read.
  const lines = planInclusions(
    plan ?? {
      name: "",
      priceText: "",
      includes: [],
      support: "",
      courseLevels: [],
      oneToOnePerMonth: oneToOne?.included ?? 0,
      groupPerWeek: group?.included ?? 0,
    },
    names,
  ).filter((line) => PACKAGE_LINES.includes(line.kind) && (plan || line.kind !== "support"));
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="package-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id="package-title">
            {SESSION_TEXTS.packageTitle}
          </Title>
          {planLevel ? (
            <Text size="sm" c="dimmed">
              {SESSION_TEXTS.planName(plan?.name ?? PLAN_LABELS[planLevel])}
            </Text>
          ) : null}
        </Stack>
        {loading || !allowance || settings.isLoading ? (
          <Stack gap="xs" aria-busy="true">
            <Skeleton height={14} />
            <Skeleton height={14} />
            <Skeleton height={14} />
          </Stack>
        ) : (
          <>
            <PlanInclusionList lines={lines} />
            {settings.isError ? (
              <Text size="sm" c="dimmed" role="status">
                {SESSION_TEXTS.planSettingsFailed}
              </Text>
            ) : null}
            {limited ? (
              <Stack gap={4}>
                <Group justify="space-between">
                  <Text size="sm" fw={600}>
                    {SESSION_TEXTS.usedIn(monthName(allowance.month))}
                  </Text>
                  <Text size="sm">{SESSION_TEXTS.usedOf(oneToOne.used, oneToOne.included!)}</Text>
                </Group>
                <Progress
                  value={Math.min(100, (oneToOne.used / oneToOne.included!) * 100)}
                  aria-label={SESSION_TEXTS.usedOfLabel(oneToOne.used, oneToOne.included!)}
                />
              </Stack>
            ) : oneToOne!.included === null ? (
              <Text size="sm">{SESSION_TEXTS.usedUnlimited(oneToOne!.used, monthName(allowance.month))}</Text>
            ) : null}
            {group!.included !== null && group!.included > 0 ? (
              <Text size="sm">{SESSION_TEXTS.groupThisWeek(group!.usedThisWeek, group!.included)}</Text>
            ) : null}
          </>
        )}
        {planLevel !== TOP_PLAN ? (
          <Button component="a" href="/pricing" fullWidth variant="light">
            {SESSION_TEXTS.upgradePackage}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Progress.css";
import "@mantine/core/styles/ThemeIcon.css";
import "@mantine/core/styles/Skeleton.css";
import { Button, Card, Group, List, Progress, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { PLAN_LABELS, PLAN_LEVELS, SESSION_TEXTS, type PlanLevel } from "@scalemsp/validators";
import { IconCheck, IconX } from "@tabler/icons-react";
import { usePlan } from "../../../lib/plans";
import type { SessionAllowance } from "../types";

/** The top plan has nothing to upgrade to. */
const TOP_PLAN = PLAN_LEVELS[PLAN_LEVELS.length - 1];

const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString("en-US", { month: "long", timeZone: "UTC" });

function Included({ yes, children }: { yes: boolean; children: string }) {
  return (
    <List.Item
      icon={
        <ThemeIcon color={yes ? "green" : "gray"} size={20} radius="xl" aria-hidden>
          {yes ? <IconCheck size={12} /> : <IconX size={12} />}
        </ThemeIcon>
      }
    >
      {children}
    </List.Item>
  );
}

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
  const plan = settings.plan;
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
            <List spacing="xs" listStyleType="none" center>
              <Included yes={oneToOne!.included !== 0}>
                {oneToOne!.included === null
                  ? SESSION_TEXTS.oneToOneUnlimited
                  : oneToOne!.included === 0
                    ? SESSION_TEXTS.oneToOneNone
                    : SESSION_TEXTS.oneToOneMonthly(oneToOne!.included)}
              </Included>
              <Included yes={group!.included !== 0}>
                {group!.included === null
                  ? SESSION_TEXTS.groupUnlimited
                  : group!.included === 0
                    ? SESSION_TEXTS.groupNone
                    : SESSION_TEXTS.groupWeekly(group!.included)}
              </Included>
              {plan?.support ? <Included yes>{plan.support}</Included> : null}
            </List>
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

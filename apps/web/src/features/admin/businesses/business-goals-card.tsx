import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Skeleton.css";
import { Alert, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { GOAL_TEXTS } from "@scalemsp/validators";
import { useQuery } from "@tanstack/react-query";
import { GoalSummaryItem } from "../../../components/goals/goal-summary-item";
import { AnchorLink } from "../../../components/router-links";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";

/**
 * Contract §15 'the coach': a client's goals for this quarter on its business page, each with its
 * status and progress, so a drifting goal shows beside the check-ins; the Goals page changes them.
 */
export function BusinessGoalsCard({ businessId }: { businessId: number }) {
  const trpc = useTRPC();
  const goals = useQuery(trpc.goals.list.queryOptions({ businessId }));
  const list = goals.data;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="business-goals">
      <Stack gap="md">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} fz="h4" id="business-goals">
            {list ? GOAL_TEXTS.quarterTitle(list.quarter) : GOAL_TEXTS.quarterTitleLoading}
          </Title>
          {list && list.goals.length > 0 ? (
            <AnchorLink to="/goals" search={{ businessId }} size="sm">
              {GOAL_TEXTS.coachOpen}
            </AnchorLink>
          ) : null}
        </Group>
        {goals.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label={GOAL_TEXTS.coachLoading}>
            <Skeleton height={44} />
            <Skeleton height={44} />
          </Stack>
        ) : !list ? (
          <Alert color="red" title={GOAL_TEXTS.coachFailed} role="alert">
            {errorMessageOf(goals.error)}
          </Alert>
        ) : list.goals.length === 0 ? (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="dimmed">
              {GOAL_TEXTS.coachEmpty(list.quarter)}
            </Text>
            <AnchorLink to="/goals" search={{ businessId }} size="sm">
              {GOAL_TEXTS.coachSetFirst}
            </AnchorLink>
          </Stack>
        ) : (
          <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {list.goals.map((goal) => (
              <GoalSummaryItem key={goal.id} goal={goal} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

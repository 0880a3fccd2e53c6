import { Stack, Text } from "@mantine/core";
import { GOAL_TEXTS } from "@scalemsp/validators";
import { useQuery } from "@tanstack/react-query";
import { GoalSummaryItem } from "../../../components/goals/goal-summary-item";
import { ListCard } from "../../../components/list-card";
import { AnchorLink } from "../../../components/router-links";
import { useTRPC } from "../../../lib/trpc";

/**
 * Contract §15 'the coach': a client's goals for this quarter on its business page, each with its
 * status and progress, so a drifting goal shows beside the check-ins; the Goals page changes them.
 */
export function BusinessGoalsCard({ businessId }: { businessId: number }) {
  const trpc = useTRPC();
  const goals = useQuery(trpc.goals.list.queryOptions({ businessId }));
  const list = goals.data;
  return (
    <ListCard
      title={list ? GOAL_TEXTS.quarterTitle(list.quarter) : GOAL_TEXTS.quarterTitleLoading}
      titleId="business-goals"
      action={
        list && list.goals.length > 0 ? (
          <AnchorLink to="/goals" search={{ businessId }} size="sm">
            {GOAL_TEXTS.coachOpen}
          </AnchorLink>
        ) : null
      }
      read={goals}
      errorTitle={GOAL_TEXTS.coachFailed}
      loadingLabel={GOAL_TEXTS.coachLoading}
      empty={
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            {list ? GOAL_TEXTS.coachEmpty(list.quarter) : null}
          </Text>
          <AnchorLink to="/goals" search={{ businessId }} size="sm">
            {GOAL_TEXTS.coachSetFirst}
          </AnchorLink>
        </Stack>
      }
      items={(list?.goals ?? []).map((goal) => (
        <GoalSummaryItem key={goal.id} goal={goal} />
      ))}
    />
  );
}

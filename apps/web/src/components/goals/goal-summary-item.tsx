import { Group, Stack, Text } from "@mantine/core";
import type { GoalStatus } from "@scalemsp/validators";
import { GoalProgress } from "./goal-progress";
import { GoalStatusBadge } from "./goal-status-badge";

/** A goal in a list item of a summary card: its title, status and progress bar. */
export function GoalSummaryItem({ goal }: { goal: { title: string; status: GoalStatus; progress: number } }) {
  return (
    <Stack component="li" gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
          {goal.title}
        </Text>
        <GoalStatusBadge status={goal.status} />
      </Group>
      <GoalProgress title={goal.title} progress={goal.progress} status={goal.status} size="sm" />
    </Stack>
  );
}

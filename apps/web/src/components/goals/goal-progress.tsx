import "@mantine/core/styles/Progress.css";
import { Group, Progress, Stack, Text } from "@mantine/core";
import { GOAL_TEXTS, type GoalStatus } from "@scalemsp/validators";
import { STATUS_COLORS } from "./goal-status-colors";

/** A goal's progress as a bar with its percentage, named for screen readers by the goal's title. */
export function GoalProgress({
  title,
  progress,
  status,
  size = "md",
}: {
  title: string;
  progress: number;
  status: GoalStatus;
  size?: "sm" | "md";
}) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {GOAL_TEXTS.progress}
        </Text>
        <Text size="xs" fw={600}>
          {progress}%
        </Text>
      </Group>
      <Progress
        value={progress}
        size={size}
        radius="xl"
        color={STATUS_COLORS[status].bar}
        aria-label={GOAL_TEXTS.progressOf(title, progress)}
      />
    </Stack>
  );
}

import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/ActionIcon.css";
import { ActionIcon, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight, IconPencil, IconTrash } from "@tabler/icons-react";
import { GOAL_METRIC_LABELS, GOAL_TEXTS, monthLabel } from "@scalemsp/validators";
import { goalValue } from "../goal-values";
import type { Goal } from "../types";
import { GoalChart } from "./goal-chart";
import { GoalProgress } from "../../../components/goals/goal-progress";
import { GoalStatusBadge } from "../../../components/goals/goal-status-badge";

interface GoalCardProps {
  goal: Goal;
  /** The owner's and the coach's: change or delete it. */
  onEdit?: () => void;
  onDelete?: () => void;
}

function Figure({ label, value, emphasis }: { label: string; value: string; emphasis?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={emphasis ? 700 : 600} size={emphasis ? "lg" : "md"}>
        {value}
      </Text>
    </Stack>
  );
}

/** One goal: what it measures, where it started and stands, its target, progress, status and trend. */
export function GoalCard({ goal, onEdit, onDelete }: GoalCardProps) {
  const headingId = `goal-${goal.id}-title`;
  const arrow = <IconArrowRight size={16} aria-hidden color="var(--mantine-color-dimmed)" />;
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h5" id={headingId} style={{ overflowWrap: "anywhere" }}>
              {goal.title}
            </Title>
            <Text size="sm" c="dimmed">
              {goal.metric ? GOAL_METRIC_LABELS[goal.metric] : GOAL_TEXTS.setByHand}
            </Text>
          </Stack>
          {/* The title wraps to make room; the status and the buttons never shrink off the card. */}
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <GoalStatusBadge status={goal.status} />
            {onEdit ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={onEdit}
                aria-label={GOAL_TEXTS.edit(goal.title)}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            ) : null}
            {onDelete ? (
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={onDelete}
                aria-label={GOAL_TEXTS.remove(goal.title)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
        </Group>
        <Group gap="sm" wrap="wrap" align="center">
          <Figure label={GOAL_TEXTS.baseline} value={goalValue(goal, goal.baseline)} />
          {goal.metric ? (
            <>
              {arrow}
              <Figure
                label={
                  goal.current ? GOAL_TEXTS.nowIn(monthLabel(goal.current.month, "short")) : GOAL_TEXTS.now
                }
                value={goalValue(goal, goal.current?.value ?? null)}
                emphasis
              />
            </>
          ) : null}
          {arrow}
          <Figure label={GOAL_TEXTS.target} value={goalValue(goal, goal.target)} />
        </Group>
        <GoalProgress title={goal.title} progress={goal.progress} status={goal.status} />
        {goal.lastConfidence !== null ? (
          <Text size="xs" c="dimmed">
            {GOAL_TEXTS.confidence(goal.lastConfidence)}
          </Text>
        ) : null}
        <GoalChart goal={goal} />
      </Stack>
    </Card>
  );
}

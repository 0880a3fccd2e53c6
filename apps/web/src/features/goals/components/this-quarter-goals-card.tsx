import { Button, Group, Stack, Text } from "@mantine/core";
import { IconPlus, IconTarget } from "@tabler/icons-react";
import { quarterLabel, shiftQuarter } from "@scalemsp/validators";
import { lazy, useState } from "react";
import { DeferredDialogs } from "../../../components/deferred-dialogs";
import { ListCard } from "../../../components/list-card";
import { AnchorLink } from "../../../components/router-links";
import { useGoals } from "../hooks/use-goals";
import { GoalProgress } from "./goal-progress";
import { GoalStatusBadge } from "./goal-status-badge";

const GoalFormModal = lazy(() => import("./goal-form-modal").then((m) => ({ default: m.GoalFormModal })));

/** The overview shows this many; the Goals page has them all. */
const SHOWN = 4;

/** Contract §15: the dashboard's first card, this quarter's goals with their progress and status. */
export function ThisQuarterGoalsCard() {
  const goals = useGoals();
  const [adding, setAdding] = useState(false);
  const list = goals.data;
  const shown = list?.goals.slice(0, SHOWN) ?? [];
  const more = (list?.goals.length ?? 0) - shown.length;

  return (
    <>
      <ListCard
        title={list ? `Goals for ${quarterLabel(list.quarter)}` : "This quarter's goals"}
        titleId="quarter-goals-title"
        action={
          list && list.goals.length > 0 ? (
            <AnchorLink to="/goals" size="sm">
              All goals
            </AnchorLink>
          ) : null
        }
        read={goals}
        loadingLabel="Loading this quarter's goals"
        empty={
          <Stack gap="xs" align="flex-start">
            <Group gap="xs" wrap="nowrap">
              <IconTarget size={22} aria-hidden color="var(--mantine-color-indigo-5)" />
              <Text fw={600}>No goals set for this quarter yet</Text>
            </Group>
            {list?.canEdit ? (
              <>
                <Text size="sm" c="dimmed">
                  Two or three targets for the quarter, followed week by week with your coach.
                </Text>
                <Button
                  size="xs"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => setAdding(true)}
                >
                  Set a goal
                </Button>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                Your business owner has not set any yet.
              </Text>
            )}
          </Stack>
        }
        items={[
          ...shown.map((goal) => (
            <Stack key={goal.id} component="li" gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
                  {goal.title}
                </Text>
                <GoalStatusBadge status={goal.status} />
              </Group>
              <GoalProgress title={goal.title} progress={goal.progress} status={goal.status} size="sm" />
            </Stack>
          )),
          ...(more > 0
            ? [
                <Text key="more" component="li" size="sm" c="dimmed">
                  and {more} more on the Goals page
                </Text>,
              ]
            : []),
        ]}
      />
      {list?.canEdit ? (
        <DeferredDialogs>
          <GoalFormModal
            opened={adding}
            onClose={() => setAdding(false)}
            goal={null}
            quarter={list.quarter}
            quarters={[shiftQuarter(list.currentQuarter, 1), list.currentQuarter]}
          />
        </DeferredDialogs>
      ) : null}
    </>
  );
}

import { Button, Group, Stack, Text } from "@mantine/core";
import { IconPlus, IconTarget } from "@tabler/icons-react";
import { GOAL_TEXTS, shiftQuarter } from "@scalemsp/validators";
import { lazy, useState } from "react";
import { DeferredDialogs } from "../../../components/deferred-dialogs";
import { ListCard } from "../../../components/list-card";
import { AnchorLink } from "../../../components/router-links";
import { useGoals } from "../hooks/use-goals";
import { GoalSummaryItem } from "../../../components/goals/goal-summary-item";

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
        title={list ? GOAL_TEXTS.quarterTitle(list.quarter) : GOAL_TEXTS.quarterTitleLoading}
        titleId="quarter-goals-title"
        action={
          list && list.goals.length > 0 ? (
            <AnchorLink to="/goals" size="sm">
              {GOAL_TEXTS.allGoals}
            </AnchorLink>
          ) : null
        }
        read={goals}
        loadingLabel={GOAL_TEXTS.quarterLoading}
        empty={
          <Stack gap="xs" align="flex-start">
            <Group gap="xs" wrap="nowrap">
              <IconTarget size={22} aria-hidden color="var(--mantine-color-indigo-5)" />
              <Text fw={600}>{GOAL_TEXTS.noneThisQuarter}</Text>
            </Group>
            {list?.canEdit ? (
              <>
                <Text size="sm" c="dimmed">
                  {GOAL_TEXTS.noneHint}
                </Text>
                <Button
                  size="xs"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => setAdding(true)}
                >
                  {GOAL_TEXTS.setAGoal}
                </Button>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {GOAL_TEXTS.noneByOwner}
              </Text>
            )}
          </Stack>
        }
        items={[
          ...shown.map((goal) => <GoalSummaryItem key={goal.id} goal={goal} />),
          ...(more > 0
            ? [
                <Text key="more" component="li" size="sm" c="dimmed">
                  {GOAL_TEXTS.moreOnGoalsPage(more)}
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

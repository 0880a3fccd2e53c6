import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Skeleton.css";
import { Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconPlus, IconTarget } from "@tabler/icons-react";
import { quarterLabel, shiftQuarter } from "@scalemsp/validators";
import { lazy, useState } from "react";
import { DeferredDialogs } from "../../../components/deferred-dialogs";
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
  const title = list ? `Goals for ${quarterLabel(list.quarter)}` : "This quarter's goals";

  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby="quarter-goals-title"
      h="100%"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="quarter-goals-title">
            {title}
          </Title>
          {list && list.goals.length > 0 ? (
            <AnchorLink to="/goals" size="sm">
              All goals
            </AnchorLink>
          ) : null}
        </Group>
        {list ? (
          list.goals.length === 0 ? (
            <Stack gap="xs" align="flex-start">
              <Group gap="xs" wrap="nowrap">
                <IconTarget size={22} aria-hidden color="var(--mantine-color-indigo-5)" />
                <Text fw={600}>No goals set for this quarter yet</Text>
              </Group>
              {list.canEdit ? (
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
          ) : (
            <Stack gap="md">
              {list.goals.slice(0, SHOWN).map((goal) => (
                <Stack key={goal.id} gap={6}>
                  <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                    <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
                      {goal.title}
                    </Text>
                    <GoalStatusBadge status={goal.status} />
                  </Group>
                  <GoalProgress title={goal.title} progress={goal.progress} status={goal.status} size="sm" />
                </Stack>
              ))}
              {list.goals.length > SHOWN ? (
                <Text size="sm" c="dimmed">
                  and {list.goals.length - SHOWN} more on the Goals page
                </Text>
              ) : null}
            </Stack>
          )
        ) : goals.isError ? (
          <Stack gap="xs" align="flex-start" role="alert">
            <Text size="sm" c="red.9">
              Your goals could not be loaded.
            </Text>
            <Button size="xs" variant="default" onClick={() => void goals.refetch()}>
              Retry
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm" aria-busy="true" aria-label="Loading this quarter's goals">
            <Skeleton h={40} />
            <Skeleton h={40} />
          </Stack>
        )}
      </Stack>
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
    </Card>
  );
}

import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Skeleton.css";
import { Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconPlus, IconTarget } from "@tabler/icons-react";
import { GOAL_MESSAGES, GOAL_TEXTS, quarterLabel, shiftQuarter } from "@scalemsp/validators";
import { lazy, useState } from "react";
import { DeferredDialogs } from "../../../components/deferred-dialogs";
import { LoadError } from "../../../components/load-error";
import { AnchorLink } from "../../../components/router-links";
import { serverMessageOf } from "../../../lib/trpc-errors";
import { useSession } from "../../../session/use-session";
import { useGoals } from "../hooks/use-goals";
import type { Goal, GoalList } from "../types";
import { GoalCard } from "./goal-card";

// Dialogs load after the first render: the first screen does not wait for their forms.
const GoalFormModal = lazy(() => import("./goal-form-modal").then((m) => ({ default: m.GoalFormModal })));
const DeleteGoalModal = lazy(() =>
  import("./delete-goal-modal").then((m) => ({ default: m.DeleteGoalModal })),
);

interface GoalsPageProps {
  /** The quarter asked for by the address; none for this quarter. */
  quarter: string | undefined;
  onQuarterChange: (quarter: string | undefined) => void;
  /** The coach's view of a client's goals. */
  businessId?: number;
}

/** The quarters a goal can be set for: those with goals, this one, the one shown and the next. */
const formQuarters = (list: GoalList) =>
  [...new Set([...list.quarters, list.quarter, shiftQuarter(list.currentQuarter, 1)])].sort((a, b) =>
    b.localeCompare(a),
  );

/** Contract §15: the business's goals for a quarter, this one or one past, with their progress. */
export function GoalsPage({ quarter, onQuarterChange, businessId }: GoalsPageProps) {
  const { user } = useSession();
  // An account without a business (the coach) has no goals of its own to ask for.
  const withoutBusiness = businessId === undefined && user !== null && user.businessId === null;
  const goals = useGoals(quarter, businessId, { enabled: !withoutBusiness });
  const [editing, setEditing] = useState<Goal | "new" | null>(null);
  const [deleting, setDeleting] = useState<Goal | null>(null);
  const list = goals.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          {businessId && list ? (
            <AnchorLink
              to="/admin/businesses/$businessId"
              params={{ businessId: String(businessId) }}
              size="sm"
              mb={4}
            >
              <Group gap={4} component="span" wrap="nowrap">
                <IconArrowLeft size={16} aria-hidden />
                {GOAL_TEXTS.backToBusiness(list.business.name)}
              </Group>
            </AnchorLink>
          ) : null}
          <Title order={1}>{GOAL_TEXTS.pageTitle}</Title>
          <Text c="dimmed">
            {businessId && list ? GOAL_TEXTS.pageIntroFor(list.business.name) : GOAL_TEXTS.pageIntro}
          </Text>
        </Stack>
        {list ? (
          <Group gap="sm" align="flex-end">
            <Select
              label={GOAL_TEXTS.quarterField}
              data={list.quarters.map((value) => ({
                value,
                label: value === list.currentQuarter ? GOAL_TEXTS.thisQuarter(value) : quarterLabel(value),
              }))}
              value={list.quarter}
              onChange={(value) =>
                value && onQuarterChange(value === list.currentQuarter ? undefined : value)
              }
              allowDeselect={false}
              w={200}
            />
            {list.canEdit && list.goals.length > 0 ? (
              <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing("new")}>
                {GOAL_TEXTS.addGoal}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Group>

      {list ? (
        <>
          <Text size="sm" c="dimmed">
            {GOAL_TEXTS.elapsed(list.quarter, list.elapsedPct)}
          </Text>
          {list.goals.length === 0 ? (
            <EmptyGoals list={list} onAdd={() => setEditing("new")} />
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              {list.goals.map((goal) => (
                <GoalCard
                  key={goal.id}
                  goal={goal}
                  onEdit={list.canEdit ? () => setEditing(goal) : undefined}
                  onDelete={list.canEdit ? () => setDeleting(goal) : undefined}
                />
              ))}
            </SimpleGrid>
          )}
          {list.canEdit ? (
            <DeferredDialogs>
              <GoalFormModal
                opened={editing !== null}
                onClose={() => setEditing(null)}
                goal={editing === "new" ? null : editing}
                businessId={businessId}
                quarter={list.quarter}
                quarters={formQuarters(list)}
              />
              <DeleteGoalModal goal={deleting} onClose={() => setDeleting(null)} />
            </DeferredDialogs>
          ) : null}
        </>
      ) : withoutBusiness ? (
        <WithoutBusiness isAdmin={user.role === "admin"} />
      ) : goals.isError ? (
        <GoalsError error={goals.error} onRetry={() => void goals.refetch()} />
      ) : (
        <Stack gap="lg" aria-busy="true" aria-label={GOAL_TEXTS.pageLoading}>
          <Skeleton h={18} w={220} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {[0, 1].map((key) => (
              <Skeleton key={key} h={260} radius="md" />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}

function EmptyGoals({ list, onAdd }: { list: GoalList; onAdd: () => void }) {
  const past = list.quarter < list.currentQuarter;
  return (
    <Card withBorder padding="xl" radius="md">
      <Stack gap="sm" align="center" ta="center">
        <IconTarget size={40} aria-hidden color="var(--mantine-color-indigo-5)" />
        <Text fw={600} size="lg">
          {past ? GOAL_TEXTS.noneWereSet(list.quarter) : GOAL_TEXTS.noneYet(list.quarter)}
        </Text>
        {past ? null : list.canEdit ? (
          <>
            <Text c="dimmed" maw={520}>
              {GOAL_TEXTS.emptyHint}
            </Text>
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
              {GOAL_TEXTS.setFirst}
            </Button>
          </>
        ) : (
          <Text c="dimmed" maw={520}>
            {GOAL_TEXTS.noneByOwnerThisQuarter}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The coach has no business of their own: a client's goals open from their business. */
function WithoutBusiness({ isAdmin }: { isAdmin: boolean }) {
  if (!isAdmin) return <Text c="dimmed">{GOAL_TEXTS.noBusiness}</Text>;
  return (
    <Text c="dimmed">
      {GOAL_TEXTS.coachOpensFrom}{" "}
      <AnchorLink to="/admin" search={{ tab: "businesses" }}>
        {GOAL_TEXTS.businessesTab}
      </AnchorLink>
      .
    </Text>
  );
}

function GoalsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = serverMessageOf(error);
  if (message === GOAL_MESSAGES.noBusiness) return <Text c="dimmed">{GOAL_TEXTS.noBusiness}</Text>;
  if (message === GOAL_MESSAGES.businessIdRequired) return <WithoutBusiness isAdmin />;
  return <LoadError title={GOAL_TEXTS.pageFailed} error={error} onRetry={onRetry} />;
}

import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/NumberInput.css";
import { Alert, Button, Group, NumberInput, Stack, Table, Text } from "@mantine/core";
import {
  ADMIN_MESSAGES,
  COACHING_ADMIN_TEXTS as T,
  PLAN_LABELS,
  PLAN_LEVELS,
  type PlanLevel,
} from "@scalemsp/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useTRPC } from "../../../lib/trpc";
import type { SessionAllowances } from "./types";
import "../shared/pinned-table.css";

/** Contract §10 'allowances': one-to-ones a month and group sessions a week per plan; empty is unlimited. */
export function AllowancesForm() {
  const trpc = useTRPC();
  const query = useQuery(trpc.admin.coaching.sessionAllowances.queryOptions());
  if (query.isLoading) return <Text>{T.loadingAllowances}</Text>;
  if (query.error)
    return (
      <Alert color="red" title={T.allowancesLoadFailed}>
        {errorMessageOf(query.error)}
      </Alert>
    );
  return <Form key={JSON.stringify(query.data)} initial={query.data!.allowances} />;
}

type Limits = Record<PlanLevel, { oneToOnePerMonth: number | null; groupPerWeek: number | null }>;

function Form({ initial }: { initial: SessionAllowances }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [limits, setLimits] = useState<Limits>(initial as Limits);
  const save = useMutation(
    trpc.admin.coaching.saveSessionAllowances.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.admin.coaching.sessionAllowances.queryKey(), data);
        notifySuccess(T.allowancesSaved, T.allowancesSavedText);
      },
      onError: (error) => notifyError(ADMIN_MESSAGES.updateFailed, errorMessageOf(error)),
    }),
  );
  const cell = (plan: PlanLevel, field: "oneToOnePerMonth" | "groupPerWeek", label: string) => (
    <NumberInput
      aria-label={T.cellLabel(PLAN_LABELS[plan], label)}
      placeholder={T.unlimited}
      min={0}
      max={100}
      allowDecimal={false}
      value={limits[plan][field] ?? ""}
      onChange={(value) =>
        setLimits((all) => ({
          ...all,
          [plan]: { ...all[plan], [field]: value === "" ? null : Number(value) },
        }))
      }
      w={120}
    />
  );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {T.allowancesIntro}
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table className="pinned-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.planColumn}</Table.Th>
              <Table.Th>{T.oneToOneColumn}</Table.Th>
              <Table.Th>{T.groupColumn}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PLAN_LEVELS.map((plan) => (
              <Table.Tr key={plan}>
                <Table.Td>{PLAN_LABELS[plan]}</Table.Td>
                <Table.Td>{cell(plan, "oneToOnePerMonth", T.oneToOneCell)}</Table.Td>
                <Table.Td>{cell(plan, "groupPerWeek", T.groupCell)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button loading={save.isPending} onClick={() => save.mutate({ allowances: limits })}>
          {T.saveAllowances}
        </Button>
      </Group>
    </Stack>
  );
}

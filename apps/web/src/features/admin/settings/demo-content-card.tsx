import "@mantine/core/styles/Skeleton.css";
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { OPERATIONS_MESSAGES } from "@scalemsp/validators";
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LoadError } from "../../../components/load-error";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { AdminModal } from "../shared/admin-modal";

/** Contract §13 operations: what SEED_DEMO loaded, removed in one step after a confirm dialog. */
export function DemoContentCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const summary = useQuery(trpc.admin.demoContent.get.queryOptions());
  const remove = useMutation(
    trpc.admin.demoContent.remove.mutationOptions({
      onSuccess: async (removed) => {
        setConfirming(false);
        notifySuccess(
          OPERATIONS_MESSAGES.demoTitle,
          OPERATIONS_MESSAGES.demoRemoved(removed.courses, removed.resources, removed.businesses),
        );
        // Courses and resources show everywhere: every cached answer is read again.
        await queryClient.invalidateQueries();
      },
      onError: (error) => notifyError(OPERATIONS_MESSAGES.demoButton, errorMessageOf(error)),
    }),
  );
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="demo-content">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="demo-content">
          {OPERATIONS_MESSAGES.demoTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {OPERATIONS_MESSAGES.demoText}
        </Text>
        <DemoContentLeft summary={summary} onRemove={() => setConfirming(true)} />
      </Stack>
      <AdminModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={OPERATIONS_MESSAGES.demoConfirmTitle}
      >
        <Stack gap="md">
          <Text size="sm">{OPERATIONS_MESSAGES.demoConfirmText}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              {OPERATIONS_MESSAGES.demoConfirmButton}
            </Button>
          </Group>
        </Stack>
      </AdminModal>
    </Paper>
  );
}

interface DemoContentSummary {
  courses: number;
  resources: number;
  businesses: number;
}

/**
 * What demo content is left, and the button to remove it only while there is some: with none
 * left there is nothing to do, and the text says so. While the count loads, a line where it
 * will be; when it fails, why, and a retry.
 */
function DemoContentLeft({
  summary,
  onRemove,
}: {
  summary: UseQueryResult<DemoContentSummary, unknown>;
  onRemove: () => void;
}) {
  if (summary.isPending) return <Skeleton height={20} width="60%" aria-label="Counting the demo content" />;
  if (summary.isError)
    return (
      <LoadError
        title={OPERATIONS_MESSAGES.demoCountFailed}
        error={summary.error}
        onRetry={() => void summary.refetch()}
        retrying={summary.isRefetching}
      />
    );
  const { courses, resources, businesses } = summary.data;
  if (courses + resources + businesses === 0) return <Text size="sm">{OPERATIONS_MESSAGES.demoNone}</Text>;
  return (
    <>
      <Text size="sm">{OPERATIONS_MESSAGES.demoCount(courses, resources, businesses)}</Text>
      <Group>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={onRemove}
        >
          {OPERATIONS_MESSAGES.demoButton}
        </Button>
      </Group>
    </>
  );
}

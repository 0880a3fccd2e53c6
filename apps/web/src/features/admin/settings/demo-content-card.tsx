import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { OPERATIONS_MESSAGES } from "@scalemsp/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
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
  const left = summary.data ? summary.data.courses + summary.data.resources + summary.data.businesses : 0;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="demo-content">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="demo-content">
          {OPERATIONS_MESSAGES.demoTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {OPERATIONS_MESSAGES.demoText}
        </Text>
        {summary.data ? (
          <Text size="sm">
            {left === 0
              ? OPERATIONS_MESSAGES.demoNone
              : OPERATIONS_MESSAGES.demoCount(
                  summary.data.courses,
                  summary.data.resources,
                  summary.data.businesses,
                )}
          </Text>
        ) : null}
        <Group>
          <Button
            color="red"
            variant="outline"
            leftSection={<IconTrash size={18} aria-hidden />}
            disabled={left === 0}
            onClick={() => setConfirming(true)}
          >
            {OPERATIONS_MESSAGES.demoButton}
          </Button>
        </Group>
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

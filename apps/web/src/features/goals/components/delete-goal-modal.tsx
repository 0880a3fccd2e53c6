import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Modal.css";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useGoalActions } from "../hooks/use-goals";
import type { Goal } from "../types";

/** Deleting a goal asks first: it cannot be undone. */
export function DeleteGoalModal({ goal, onClose }: { goal: Goal | null; onClose: () => void }) {
  const { remove } = useGoalActions();
  return (
    <Modal opened={goal !== null} onClose={onClose} title="Delete this goal?">
      {goal ? (
        <Stack gap="md">
          <Text>
            “{goal.title}” and its progress will be removed for everyone in your business. This cannot be
            undone.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Keep it
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { id: goal.id },
                  {
                    onSuccess: () => {
                      notifySuccess("Goal deleted", `“${goal.title}” is no longer a goal.`);
                      onClose();
                    },
                    onError: (error) => notifyError("Goal not deleted", errorMessageOf(error)),
                  },
                )
              }
            >
              Delete goal
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

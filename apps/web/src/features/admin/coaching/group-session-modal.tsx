import "@mantine/core/styles/Modal.css";
import { Alert, Button, Group, Modal, NumberInput, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { errorMessageOf, fieldErrorsOf } from "../../../lib/trpc-errors";
import { useCoachingAdminActions } from "./use-coaching-admin";

/**
 * Schedules a group session of the calling coach. The start is typed in the viewer's own
 * zone (the browser's `datetime-local`) and sent as an instant.
 */
export function GroupSessionModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { createGroup } = useCoachingAdminActions();
  const [title, setTitle] = useState("");
  const [start, setStart] = useState("");
  const [duration, setDuration] = useState<number | string>(60);
  const [capacity, setCapacity] = useState<number | string>(12);
  const errors = fieldErrorsOf(createGroup.error);
  const close = () => {
    createGroup.reset();
    setTitle("");
    setStart("");
    onClose();
  };
  const submit = () =>
    createGroup.mutate(
      {
        title,
        startsAt: start ? new Date(start).toISOString() : "",
        durationMinutes: Number(duration),
        capacity: Number(capacity),
      },
      { onSuccess: close },
    );
  return (
    <Modal opened={opened} onClose={close} title="Schedule a group session">
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
        />
        <TextInput
          label="Starts"
          type="datetime-local"
          required
          value={start}
          onChange={(e) => setStart(e.currentTarget.value)}
          error={errors.startsAt}
        />
        <Group grow>
          <NumberInput
            label="Minutes"
            min={15}
            max={480}
            step={15}
            value={duration}
            onChange={setDuration}
            error={errors.durationMinutes}
          />
          <NumberInput
            label="Seats"
            min={1}
            max={500}
            value={capacity}
            onChange={setCapacity}
            error={errors.capacity}
          />
        </Group>
        {createGroup.error && Object.keys(errors).length === 0 ? (
          <Alert color="red" role="alert">
            {errorMessageOf(createGroup.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button loading={createGroup.isPending} onClick={submit}>
            Schedule
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

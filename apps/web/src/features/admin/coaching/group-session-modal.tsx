import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/NumberInput.css";
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from "@mantine/core";
import { COACHING_ADMIN_TEXTS as T } from "@scalemsp/validators";
import { useState } from "react";
import { errorMessageOf, fieldErrorsOf } from "../../../lib/trpc-errors";
import type { AdminSession } from "./types";
import { useCoachingAdminActions } from "./use-coaching-admin";

const MINUTE = 60_000;

/** An instant as the browser's `datetime-local` value, in the viewer's own zone. */
const localInputOf = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * MINUTE).toISOString().slice(0, 16);
};

interface GroupSessionModalProps {
  opened: boolean;
  /** The group session being changed; none schedules a new one. */
  session?: AdminSession | null;
  onClose: () => void;
}

/**
 * Schedules a group session of the calling coach, or changes one. The start is typed in the
 * viewer's own zone (the browser's `datetime-local`) and sent as an instant.
 */
export function GroupSessionModal({ opened, session = null, onClose }: GroupSessionModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={session ? T.changeTitle : T.scheduleTitle}>
      {/* The modal drops its content once closed, so each opening starts from the session's values. */}
      <GroupSessionForm key={session?.id ?? "new"} session={session} onClose={onClose} />
    </Modal>
  );
}

function GroupSessionForm({ session, onClose }: { session: AdminSession | null; onClose: () => void }) {
  const { createGroup, updateGroup } = useCoachingAdminActions();
  const mutation = session ? updateGroup : createGroup;
  const [title, setTitle] = useState(session?.title ?? "");
  const [start, setStart] = useState(session ? localInputOf(session.startsAt) : "");
  const [duration, setDuration] = useState<number | string>(
    session ? (new Date(session.endsAt).getTime() - new Date(session.startsAt).getTime()) / MINUTE : 60,
  );
  const [capacity, setCapacity] = useState<number | string>(session?.capacity ?? 12);
  const errors = fieldErrorsOf(mutation.error);
  const close = () => {
    mutation.reset();
    onClose();
  };
  const submit = () => {
    const fields = {
      title,
      startsAt: start ? new Date(start).toISOString() : "",
      durationMinutes: Number(duration),
      capacity: Number(capacity),
    };
    if (session) updateGroup.mutate({ id: session.id, ...fields }, { onSuccess: close });
    else createGroup.mutate(fields, { onSuccess: close });
  };
  return (
    <Stack gap="sm">
      {session ? (
        <Text size="sm" c="dimmed">
          {T.changeHint}
        </Text>
      ) : null}
      <TextInput
        label={T.titleLabel}
        required
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        error={errors.title}
      />
      <TextInput
        label={T.startsLabel}
        type="datetime-local"
        required
        value={start}
        onChange={(e) => setStart(e.currentTarget.value)}
        error={errors.startsAt}
      />
      <Group grow>
        <NumberInput
          label={T.minutesLabel}
          min={15}
          max={480}
          step={15}
          value={duration}
          onChange={setDuration}
          error={errors.durationMinutes}
        />
        <NumberInput
          label={T.seatsLabel}
          min={1}
          max={500}
          value={capacity}
          onChange={setCapacity}
          error={errors.capacity}
        />
      </Group>
      {mutation.error && Object.keys(errors).length === 0 ? (
        <Alert color="red" role="alert">
          {errorMessageOf(mutation.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {T.close}
        </Button>
        <Button loading={mutation.isPending} onClick={submit}>
          {session ? T.saveChanges : T.schedule}
        </Button>
      </Group>
    </Stack>
  );
}

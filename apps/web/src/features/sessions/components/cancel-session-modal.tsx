import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Modal.css";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { SESSION_TEXTS, sessionWhen } from "@scalemsp/validators";
import { useState } from "react";
import { useSessionActions } from "../hooks/use-coaching";
import type { MemberSession } from "../types";

/** Confirms a cancellation and says whether the month's allowance gets the session back. */
export function CancelSessionModal({
  session,
  onClose,
  timeZone,
}: {
  session: MemberSession | null;
  onClose: () => void;
  timeZone: string;
}) {
  const [reason, setReason] = useState("");
  const { cancel } = useSessionActions();
  const close = () => {
    setReason("");
    onClose();
  };
  return (
    <Modal opened={session !== null} onClose={close} title={SESSION_TEXTS.cancelTitle}>
      {session ? (
        <Stack gap="md">
          <Text size="sm">
            {session.title}, {sessionWhen(session.startsAt, session.endsAt, timeZone)}
          </Text>
          <Text size="sm">
            {session.cancelReturnsAllowance ? SESSION_TEXTS.cancelRefunds : SESSION_TEXTS.cancelCounts}
          </Text>
          <Textarea
            label={SESSION_TEXTS.reasonLabel}
            maxLength={1000}
            autosize
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {SESSION_TEXTS.keepIt}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() => cancel.mutate({ id: session.id, reason: reason || null }, { onSuccess: close })}
            >
              {SESSION_TEXTS.confirmCancel}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

import { Button, Group, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { ADMIN_MESSAGES } from "@scalemsp/validators";
import { AdminModal } from "./admin-modal";

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** The red button's words. */
  confirmLabel: string;
  pending: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A change that cannot be undone asks first; while it runs, the dialog stays open. */
export function ConfirmModal({
  opened,
  title,
  confirmLabel,
  pending,
  confirmDisabled = false,
  onConfirm,
  onClose,
  children,
}: ConfirmModalProps) {
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <AdminModal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
    >
      <Stack gap="lg">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} disabled={pending || confirmDisabled}>
            {pending ? ADMIN_MESSAGES.processing : confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AdminModal>
  );
}

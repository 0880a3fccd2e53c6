import { Button, Group, Stack, Text } from "@mantine/core";
import { activateBusinessText, ADMIN_MESSAGES, deactivateBusinessText } from "@scalemsp/validators";
import { AdminModal } from "../shared/admin-modal";
import { useLastShown } from "../shared/use-last-shown";
import { useUpdateBusiness } from "./use-update-business";

export interface StatusTarget {
  id: number;
  name: string;
  isActive: boolean;
}

interface BusinessStatusModalProps {
  /** The business to activate or deactivate; null closes the dialog. */
  business: StatusTarget | null;
  onClose: () => void;
}

/** Spec §2: activating or deactivating a business always asks first. */
export function BusinessStatusModal({ business, onClose }: BusinessStatusModalProps) {
  const update = useUpdateBusiness();
  const shown = useLastShown(business);

  const activate = shown ? !shown.isActive : false;
  const pending = update.isPending;
  const close = () => {
    if (!pending) onClose();
  };
  const confirm = () => {
    if (!shown) return;
    update.mutate({ id: shown.id, isActive: activate }, { onSuccess: onClose });
  };

  return (
    <AdminModal
      opened={business !== null}
      onClose={close}
      title={activate ? ADMIN_MESSAGES.activateBusiness : ADMIN_MESSAGES.deactivateBusiness}
      centered
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
    >
      <Stack gap="lg">
        <Text>
          {shown ? (activate ? activateBusinessText(shown.name) : deactivateBusinessText(shown.name)) : null}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button color={activate ? undefined : "red"} onClick={confirm} disabled={pending}>
            {pending ? ADMIN_MESSAGES.processing : activate ? "Activate" : "Deactivate"}
          </Button>
        </Group>
      </Stack>
    </AdminModal>
  );
}

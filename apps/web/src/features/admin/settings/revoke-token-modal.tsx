import { Button, Group, Stack, Text } from "@mantine/core";
import { AdminModal } from "../shared/admin-modal";
import { useLastShown } from "../shared/use-last-shown";
import { TOKEN_TEXTS, revokeText } from "./api-token-texts";

export interface RevokeTarget {
  id: number;
  name: string;
}

interface RevokeTokenModalProps {
  /** The token to revoke; null closes the dialog. */
  token: RevokeTarget | null;
  pending: boolean;
  onConfirm: (token: RevokeTarget) => void;
  onClose: () => void;
}

/** Revoking cannot be undone, so it always asks first. */
export function RevokeTokenModal({ token, pending, onConfirm, onClose }: RevokeTokenModalProps) {
  const shown = useLastShown(token);

  const close = () => {
    if (!pending) onClose();
  };

  return (
    <AdminModal
      opened={token !== null}
      onClose={close}
      title={TOKEN_TEXTS.revokeTitle}
      centered
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
    >
      <Stack gap="lg">
        <Text>{shown ? revokeText(shown.name) : null}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={pending}>
            {TOKEN_TEXTS.cancel}
          </Button>
          <Button color="red" onClick={() => shown && onConfirm(shown)} disabled={pending}>
            {pending ? TOKEN_TEXTS.revoking : TOKEN_TEXTS.revoke}
          </Button>
        </Group>
      </Stack>
    </AdminModal>
  );
}

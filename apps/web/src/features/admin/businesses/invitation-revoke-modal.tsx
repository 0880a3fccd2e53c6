import { Button, Group, Stack, Text } from "@mantine/core";
import { ADMIN_MESSAGES, OWNERSHIP_MESSAGES, TEAM_MESSAGES } from "@scalemsp/validators";
import { useMutation } from "@tanstack/react-query";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { AdminModal } from "../shared/admin-modal";
import { useAdminRefresh } from "../shared/use-admin-refresh";
import { useLastShown } from "../shared/use-last-shown";

export interface InvitationTarget {
  businessId: number;
  id: number;
  email: string;
}

/** Contract §14: the admin revokes a business's pending invitation, after confirming. */
export function InvitationRevokeModal({
  invitation,
  onClose,
}: {
  /** The invitation to revoke; null closes the dialog. */
  invitation: InvitationTarget | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  const shown = useLastShown(invitation);
  const revoke = useMutation(
    trpc.admin.businesses.revokeInvitation.mutationOptions({
      onSuccess: async () => {
        await refresh();
        if (shown) notifySuccess(TEAM_MESSAGES.revoked, TEAM_MESSAGES.revokedText(shown.email));
        onClose();
      },
      onError: (error) => notifyError(TEAM_MESSAGES.revokeFailed, errorMessageOf(error)),
    }),
  );
  const pending = revoke.isPending;
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <AdminModal
      opened={invitation !== null}
      onClose={close}
      title={OWNERSHIP_MESSAGES.invitationRevokeTitle}
      centered
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
    >
      <Stack gap="lg">
        <Text>{shown ? OWNERSHIP_MESSAGES.invitationRevokeText(shown.email) : null}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => {
              if (shown) revoke.mutate({ id: shown.businessId, invitationId: shown.id });
            }}
            disabled={pending}
          >
            {pending ? ADMIN_MESSAGES.processing : TEAM_MESSAGES.revoke}
          </Button>
        </Group>
      </Stack>
    </AdminModal>
  );
}

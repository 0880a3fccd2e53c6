import { Text } from "@mantine/core";
import { OWNERSHIP_MESSAGES, TEAM_MESSAGES } from "@scalemsp/validators";
import { useMutation } from "@tanstack/react-query";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { ConfirmModal } from "../shared/confirm-modal";
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
  return (
    <ConfirmModal
      opened={invitation !== null}
      title={OWNERSHIP_MESSAGES.invitationRevokeTitle}
      confirmLabel={TEAM_MESSAGES.revoke}
      pending={revoke.isPending}
      onConfirm={() => {
        if (shown) revoke.mutate({ id: shown.businessId, invitationId: shown.id });
      }}
      onClose={onClose}
    >
      <Text>{shown ? OWNERSHIP_MESSAGES.invitationRevokeText(shown.email) : null}</Text>
    </ConfirmModal>
  );
}

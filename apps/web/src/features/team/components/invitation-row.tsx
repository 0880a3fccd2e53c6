import { Button, Group, Stack, Text } from "@mantine/core";
import { TEAM_MESSAGES, formatDate } from "@scalemsp/validators";
import { EmailAddress } from "../../../components/email-address";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useRevokeInvitation } from "../hooks/use-team";
import type { Invitation } from "../types";

export function InvitationRow({ invitation }: { invitation: Invitation }) {
  const revoke = useRevokeInvitation();
  const onRevoke = () =>
    revoke.mutate(
      { id: invitation.id },
      {
        onSuccess: () => notifySuccess(TEAM_MESSAGES.revoked, TEAM_MESSAGES.revokedText(invitation.email)),
        onError: (error) => notifyError(TEAM_MESSAGES.revokeFailed, errorMessageOf(error)),
      },
    );
  return (
    <Group justify="space-between" align="center" gap="sm" py="sm" wrap="wrap" component="li">
      <Stack gap={2} style={{ minWidth: 0, flex: "1 1 220px" }}>
        <Text fw={600}>
          {invitation.firstName ? `${invitation.firstName} · ` : null}
          <EmailAddress email={invitation.email} />
        </Text>
        <Text size="xs" c="dimmed">
          Sent {formatDate(invitation.createdAt)} · link valid until {formatDate(invitation.expiresAt)}
        </Text>
      </Stack>
      <Button
        variant="default"
        size="xs"
        loading={revoke.isPending}
        onClick={onRevoke}
        aria-label={`${TEAM_MESSAGES.revoke} the invitation to ${invitation.email}`}
      >
        {TEAM_MESSAGES.revoke}
      </Button>
    </Group>
  );
}

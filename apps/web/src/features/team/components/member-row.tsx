import "@mantine/core/styles/Badge.css";
import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { TEAM_MESSAGES, formatDate, userRoleLabel } from "@scalemsp/validators";
import { EmailAddress } from "../../../components/email-address";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useUpdateMember } from "../hooks/use-team";
import type { TeamMember } from "../types";

/** One person of the business: who, their role and last sign-in, and (for others) switching access. */
export function MemberRow({ member, isSelf }: { member: TeamMember; isSelf: boolean }) {
  const update = useUpdateMember();
  const toggle = () =>
    update.mutate(
      { id: member.id, isActive: !member.isActive },
      {
        onSuccess: (changed) =>
          notifySuccess(
            TEAM_MESSAGES.memberUpdated,
            changed.isActive
              ? TEAM_MESSAGES.memberReactivated(changed.name)
              : TEAM_MESSAGES.memberDeactivated(changed.name),
          ),
        onError: (error) => notifyError(TEAM_MESSAGES.memberUpdateFailed, errorMessageOf(error)),
      },
    );
  return (
    <Group justify="space-between" align="center" gap="sm" py="sm" wrap="wrap" component="li">
      <Stack gap={2} style={{ minWidth: 0, flex: "1 1 220px" }}>
        <Group gap="xs">
          <Text fw={600}>{member.name}</Text>
          <Badge variant="light" size="sm">
            {userRoleLabel(member.role)}
          </Badge>
          {member.isActive ? null : (
            <Badge variant="light" color="red" size="sm" c="red.9">
              Deactivated
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          <EmailAddress email={member.email} />
        </Text>
        <Text size="xs" c="dimmed">
          Last sign-in: {member.lastSignInAt ? formatDate(member.lastSignInAt) : TEAM_MESSAGES.neverSignedIn}
        </Text>
      </Stack>
      {isSelf ? null : (
        <Button
          variant={member.isActive ? "default" : "light"}
          color={member.isActive ? "red" : undefined}
          size="xs"
          loading={update.isPending}
          onClick={toggle}
          aria-label={`${member.isActive ? TEAM_MESSAGES.deactivate : TEAM_MESSAGES.reactivate} ${member.name}`}
        >
          {member.isActive ? TEAM_MESSAGES.deactivate : TEAM_MESSAGES.reactivate}
        </Button>
      )}
    </Group>
  );
}

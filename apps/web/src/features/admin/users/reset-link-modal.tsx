import { Button, Group, Stack, Text } from "@mantine/core";
import { AdminModal } from "../shared/admin-modal";
import { CopyField } from "../shared/copy-field";
import { useLastShown } from "../shared/use-last-shown";
import { EmailAddress } from "../../../components/email-address";
import { useWhen } from "../../../session/time-zone";

export interface ResetLink {
  /** Whose link it is, for the dialog's text. */
  email: string;
  url: string;
  expiresAt: string;
}

interface ResetLinkModalProps {
  link: ResetLink | null;
  onClose: () => void;
}

/**
 * Contract §8: the one-time link for the admin to hand over. It is shown only here, once;
 * a new link replaces any earlier unused one.
 */
export function ResetLinkModal({ link, onClose }: ResetLinkModalProps) {
  const shown = useLastShown(link);
  const when = useWhen();

  return (
    <AdminModal opened={link !== null} onClose={onClose} title="Password Reset Link" centered size="lg">
      {shown ? (
        <Stack gap="md">
          <Text size="sm">
            Send this link to <EmailAddress email={shown.email} />. It can be used once to set a new password
            and expires on {when(shown.expiresAt)}.
          </Text>
          <CopyField
            label="Reset link"
            value={shown.url}
            copyLabel="Copy link"
            copiedLabel="Link copied"
            copiedTooltip="Copied"
          />
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : null}
    </AdminModal>
  );
}

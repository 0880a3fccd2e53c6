import "@mantine/core/styles/Alert.css";
import { Alert, Button, Group, Stack } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { AdminModal } from "../shared/admin-modal";
import { CopyField } from "../shared/copy-field";
import { useLastShown } from "../shared/use-last-shown";
import { TOKEN_TEXTS } from "./api-token-texts";

export interface CreatedToken {
  name: string;
  token: string;
}

interface TokenCreatedModalProps {
  created: CreatedToken | null;
  onClose: () => void;
}

/** The new token, the one time it can be read: the server keeps only its hash. */
export function TokenCreatedModal({ created, onClose }: TokenCreatedModalProps) {
  const shown = useLastShown(created);

  return (
    <AdminModal
      opened={created !== null}
      onClose={onClose}
      title={TOKEN_TEXTS.createdTitle}
      centered
      size="lg"
      // A stray click beside the dialog would lose the token for good.
      closeOnClickOutside={false}
    >
      {shown ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {TOKEN_TEXTS.shownOnce}
          </Alert>
          <CopyField
            label={TOKEN_TEXTS.tokenLabel}
            description={shown.name}
            value={shown.token}
            copyLabel={TOKEN_TEXTS.copy}
            copiedLabel={TOKEN_TEXTS.copied}
            monospace
          />
          <Group justify="flex-end">
            <Button onClick={onClose}>{TOKEN_TEXTS.done}</Button>
          </Group>
        </Stack>
      ) : null}
    </AdminModal>
  );
}

import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Tooltip.css";
import { ActionIcon, Alert, Button, CopyButton, Group, Stack, TextInput, Tooltip } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconCopy } from "@tabler/icons-react";
import { useState } from "react";
import { AdminModal } from "../shell/admin-modal";
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
  // The token stays on screen while the dialog animates closed.
  const [shown, setShown] = useState(created);
  if (created && created !== shown) setShown(created);

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
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={TOKEN_TEXTS.tokenLabel}
              description={shown.name}
              value={shown.token}
              readOnly
              flex={1}
              styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={shown.token} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip
                  label={copied ? TOKEN_TEXTS.copied : TOKEN_TEXTS.copy}
                  withArrow
                  position="top"
                  withinPortal={false}
                >
                  <ActionIcon
                    size="input-sm"
                    variant={copied ? "filled" : "default"}
                    color={copied ? "teal" : undefined}
                    onClick={copy}
                    aria-label={copied ? TOKEN_TEXTS.copied : TOKEN_TEXTS.copy}
                  >
                    {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={onClose}>{TOKEN_TEXTS.done}</Button>
          </Group>
        </Stack>
      ) : null}
    </AdminModal>
  );
}

import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Tooltip.css";
import { ActionIcon, Button, CopyButton, Group, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useState } from "react";
import { AdminModal } from "../shell/admin-modal";
import { formatDateTime } from "../shell/labels";

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
  // The last link stays on screen while the dialog animates closed.
  const [shown, setShown] = useState(link);
  if (link && link !== shown) setShown(link);

  return (
    <AdminModal opened={link !== null} onClose={onClose} title="Password Reset Link" centered size="lg">
      {shown ? (
        <Stack gap="md">
          <Text size="sm">
            Send this link to {shown.email}. It can be used once to set a new password and expires on{" "}
            {formatDateTime(shown.expiresAt)}.
          </Text>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label="Reset link"
              value={shown.url}
              readOnly
              flex={1}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={shown.url} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip
                  label={copied ? "Copied" : "Copy link"}
                  withArrow
                  position="top"
                  withinPortal={false}
                >
                  <ActionIcon
                    size="input-sm"
                    variant={copied ? "filled" : "default"}
                    color={copied ? "teal" : undefined}
                    onClick={copy}
                    aria-label={copied ? "Link copied" : "Copy link"}
                  >
                    {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : null}
    </AdminModal>
  );
}

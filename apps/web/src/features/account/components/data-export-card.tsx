import { Button, Group } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { ACCOUNT_MESSAGES } from "@scalemsp/validators";
import { SettingsCard } from "../../../components/settings-card";

/** The REST path answers the file as an attachment, so a plain link downloads it with the session cookie. */
const EXPORT_HREF = "/api/user/export";

/** Contract §11: everything stored about the caller, for a privacy request. */
export function DataExportCard() {
  return (
    <SettingsCard
      id="settings-export"
      title={ACCOUNT_MESSAGES.exportTitle}
      description={ACCOUNT_MESSAGES.exportText}
    >
      <Group>
        <Button
          component="a"
          href={EXPORT_HREF}
          download
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          {ACCOUNT_MESSAGES.exportButton}
        </Button>
      </Group>
    </SettingsCard>
  );
}

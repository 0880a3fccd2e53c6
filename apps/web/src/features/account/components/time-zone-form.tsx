import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Combobox.css";
import { Group, Select } from "@mantine/core";
import { ACCOUNT_MESSAGES, MESSAGES, localTimeZone } from "@scalemsp/validators";
import { useMemo, useState } from "react";
import { ReasonedButton } from "../../../components/reasoned-button";
import { SettingsCard } from "../../../components/settings-card";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useSetTimeZone } from "../../../session/time-zone";
import type { SessionUser } from "../../../session/types";

/** The zones the browser knows, with the one set (which may be an alias such as UTC) among them. */
function zonesWith(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return known.includes(current) ? known : [current, ...known];
}

/** The zone one's times are shown in, in the app and in e-mails; the browser's until chosen. */
export function TimeZoneForm({ user }: { user: SessionUser }) {
  const setTimeZone = useSetTimeZone();
  const [zone, setZone] = useState(() => user.timeZone ?? localTimeZone());
  const zones = useMemo(() => zonesWith(zone), [zone]);
  const save = () =>
    setTimeZone.mutate(
      { timeZone: zone },
      {
        onSuccess: () => notifySuccess(ACCOUNT_MESSAGES.saved, ACCOUNT_MESSAGES.timeZoneSaved),
        onError: (error) => notifyError(ACCOUNT_MESSAGES.saveFailed, errorMessageOf(error)),
      },
    );
  return (
    <SettingsCard
      id="settings-time-zone"
      title={ACCOUNT_MESSAGES.timeZoneTitle}
      description={ACCOUNT_MESSAGES.timeZoneHint}
    >
      <Select
        label={ACCOUNT_MESSAGES.timeZoneTitle}
        searchable
        allowDeselect={false}
        data={zones}
        value={zone}
        onChange={(value) => value && setZone(value)}
      />
      <Group justify="flex-end">
        <ReasonedButton
          onClick={save}
          loading={setTimeZone.isPending}
          unavailable={zone === user.timeZone ? MESSAGES.nothingToSave : null}
        >
          Save time zone
        </ReasonedButton>
      </Group>
    </SettingsCard>
  );
}

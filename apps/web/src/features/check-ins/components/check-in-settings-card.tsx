import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import { Switch } from "@mantine/core";
import { CHECK_IN_TEXTS } from "@scalemsp/validators";
import { SettingsCard } from "../../../components/settings-card";
import { notifyError } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useMembersMayCheckIn } from "../hooks/use-check-ins";

/** The owner's switch in Settings (contract §15): whether team members may send the weekly check-in. */
export function CheckInSettingsCard({ membersMayCheckIn }: { membersMayCheckIn: boolean }) {
  const update = useMembersMayCheckIn();
  return (
    <SettingsCard id="settings-check-in" title={CHECK_IN_TEXTS.settingsTitle}>
      <Switch
        checked={
          update.isPending && update.variables
            ? Boolean(update.variables.membersMayCheckIn)
            : membersMayCheckIn
        }
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate(
            { membersMayCheckIn: event.currentTarget.checked },
            { onError: (error) => notifyError(CHECK_IN_TEXTS.membersSwitchFailed, errorMessageOf(error)) },
          )
        }
        label={CHECK_IN_TEXTS.membersSwitch}
        description={CHECK_IN_TEXTS.membersSwitchHint}
      />
    </SettingsCard>
  );
}

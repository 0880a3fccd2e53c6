import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import { Switch } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TWO_FACTOR_MESSAGES } from "@scalemsp/validators";
import { SettingsCard } from "../../../components/settings-card";
import { notifyError } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useTrpcHandles } from "../../../lib/trpc";

/** The admin rule: every admin must use two-factor sign-in (the server refuses it until one's own is on). */
export function RequireTwoFactorCard() {
  const { trpc } = useTrpcHandles();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.admin.security.get.queryOptions());
  const update = useMutation(
    trpc.admin.security.update.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.admin.security.get.queryKey(), data);
        void queryClient.invalidateQueries({ queryKey: trpc.security.pathKey() });
      },
      onError: (failure) => notifyError(TWO_FACTOR_MESSAGES.title, errorMessageOf(failure)),
    }),
  );
  return (
    <SettingsCard id="security-rules" title="Sign-in rules">
      <Switch
        label={TWO_FACTOR_MESSAGES.requireForAdminsLabel}
        description={TWO_FACTOR_MESSAGES.requireForAdminsHint}
        checked={settings.data?.requireTwoFactorForAdmins ?? false}
        disabled={!settings.data || update.isPending}
        onChange={(event) => update.mutate({ requireTwoFactorForAdmins: event.currentTarget.checked })}
      />
    </SettingsCard>
  );
}

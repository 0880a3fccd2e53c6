import "@mantine/core/styles/PasswordInput.css";
import { Button, Group, PasswordInput, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { ACCOUNT_MESSAGES, passwordChangeInput } from "@scalemsp/validators";
import { notifySuccess } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useFormReady } from "../../../lib/use-form-ready";
import { useFormSubmit } from "../../../lib/use-form-submit";
import { useChangePassword } from "../hooks/use-account";
import { SettingsCard } from "../../../components/settings-card";

const rules = schemaResolver(passwordChangeInput, { sync: true });

/** The current password, then a new one by registration's rules; other sessions end. */
export function PasswordForm() {
  const change = useChangePassword();
  const form = useForm({
    name: "password",
    mode: "uncontrolled",
    initialValues: { currentPassword: "", newPassword: "" },
  });
  const ready = useFormReady(form);
  const submit = useFormSubmit(form, change, {
    loadRules: () => rules,
    onSuccess: () => {
      form.reset();
      notifySuccess(ACCOUNT_MESSAGES.saved, ACCOUNT_MESSAGES.passwordChanged);
    },
    failure: (error) => [ACCOUNT_MESSAGES.saveFailed, errorMessageOf(error)],
  });
  return (
    <SettingsCard
      id="settings-password"
      title={ACCOUNT_MESSAGES.passwordTitle}
      description={ACCOUNT_MESSAGES.passwordHint}
    >
      <form onSubmit={submit} noValidate aria-labelledby="settings-password">
        <Stack gap="md">
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            key={form.key("currentPassword")}
            {...form.getInputProps("currentPassword")}
          />
          <PasswordInput
            label="New password"
            description="At least 8 characters, with an uppercase letter and a number"
            autoComplete="new-password"
            required
            key={form.key("newPassword")}
            {...form.getInputProps("newPassword")}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending} disabled={!ready}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}

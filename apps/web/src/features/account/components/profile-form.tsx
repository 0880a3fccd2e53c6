import { Button, Group, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { ACCOUNT_MESSAGES, profileUpdateInput } from "@scalemsp/validators";
import { NameFields } from "../../../components/person-fields";
import { notifySuccess } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useFormReady } from "../../../lib/use-form-ready";
import { useFormSubmit } from "../../../lib/use-form-submit";
import type { SessionUser } from "../../../session/types";
import { useUpdateProfile } from "../hooks/use-account";
import { SettingsCard } from "../../../components/settings-card";

const rules = schemaResolver(profileUpdateInput, { sync: true });

/** One's own name; the e-mail is shown, not edited (it is the sign-in). */
export function ProfileForm({ user }: { user: SessionUser }) {
  const update = useUpdateProfile();
  const form = useForm({
    name: "profile",
    mode: "uncontrolled",
    initialValues: { firstName: user.firstName, lastName: user.lastName },
  });
  const ready = useFormReady(form);
  const submit = useFormSubmit(form, update, {
    loadRules: () => rules,
    onSuccess: () => notifySuccess(ACCOUNT_MESSAGES.saved, ACCOUNT_MESSAGES.profileSaved),
    failure: (error) => [ACCOUNT_MESSAGES.saveFailed, errorMessageOf(error)],
  });
  return (
    <SettingsCard id="settings-profile" title={ACCOUNT_MESSAGES.profileTitle}>
      <form onSubmit={submit} noValidate aria-labelledby="settings-profile">
        <NameFields form={form} />
        <TextInput
          mt="md"
          label="Email"
          value={user.email}
          readOnly
          // Filled, not outlined: it reads as shown, not as a field waiting for input.
          variant="filled"
          description="You sign in with this address."
        />
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={update.isPending} disabled={!ready}>
            Save name
          </Button>
        </Group>
      </form>
    </SettingsCard>
  );
}

import "@mantine/core/styles/SimpleGrid.css";
import { Button, Group, SimpleGrid, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { MESSAGES, TEAM_MESSAGES, teamInviteInput } from "@scalemsp/validators";
import { IconSend } from "@tabler/icons-react";
import { EmailField } from "../../../components/person-fields";
import { notifySuccess } from "../../../lib/notify";
import { errorMessageOf, fieldErrorsOf, httpStatusOf, serverMessageOf } from "../../../lib/trpc-errors";
import { useFormReady } from "../../../lib/use-form-ready";
import { useFormSubmit } from "../../../lib/use-form-submit";
import { useInvite } from "../hooks/use-team";

const rules = schemaResolver(teamInviteInput, { sync: true });

/** A taken address (409) is shown on the e-mail field. */
function inviteErrorsOf(error: unknown) {
  const errors = fieldErrorsOf(error);
  if (httpStatusOf(error) === 409) return { ...errors, email: serverMessageOf(error) ?? MESSAGES.emailTaken };
  return errors;
}

export function InviteForm() {
  const invite = useInvite();
  const form = useForm({ name: "invite", mode: "uncontrolled", initialValues: { email: "", firstName: "" } });
  const ready = useFormReady(form);
  const submit = useFormSubmit(form, invite, {
    loadRules: () => rules,
    onSuccess: (invitation) => {
      form.reset();
      notifySuccess(TEAM_MESSAGES.invited, TEAM_MESSAGES.invitedText(invitation.email));
    },
    errorsOf: inviteErrorsOf,
    failure: (error) => [TEAM_MESSAGES.inviteFailed, errorMessageOf(error)],
  });
  return (
    <form onSubmit={submit} noValidate aria-label={TEAM_MESSAGES.inviteTitle}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <EmailField form={form} />
        <TextInput
          label="First name (optional)"
          autoComplete="off"
          key={form.key("firstName")}
          {...form.getInputProps("firstName")}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button
          type="submit"
          loading={invite.isPending}
          disabled={!ready}
          leftSection={<IconSend size={18} aria-hidden />}
        >
          {TEAM_MESSAGES.inviteButton}
        </Button>
      </Group>
    </form>
  );
}

import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/PasswordInput.css";
import { Alert, Button, Loader, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { TEAM_MESSAGES, inviteAcceptInput } from "@scalemsp/validators";
import { IconAlertCircle } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { ButtonLink } from "../../../components/router-links";
import { NameFields } from "../../../components/person-fields";
import { notifySuccess } from "../../../lib/notify";
import { errorMessageOf, fieldErrorsOf, httpStatusOf } from "../../../lib/trpc-errors";
import { useFormSubmit } from "../../../lib/use-form-submit";
import { useAcceptInvite, useInvitePreview } from "../hooks/use-accept-invite";
import { AuthFrame } from "./auth-frame";

/** A light alert's tinted title falls below 4.5:1 on its tinted background; the body's colour does not. */
const alertStyles = { title: { color: "var(--mantine-color-text)" } };

const rules = schemaResolver(inviteAcceptInput.omit({ token: true }), { sync: true });

/** /accept-invite?token=…: the page behind a team invitation's e-mailed link (contract §11, §13). */
export function AcceptInvitePage({ token }: { token: string | undefined }) {
  const [invalid, setInvalid] = useState(!token);
  return (
    <AuthFrame title={TEAM_MESSAGES.acceptTitle}>
      {invalid || !token ? (
        <InvalidLink />
      ) : (
        <AcceptInvite token={token} onInvalid={() => setInvalid(true)} />
      )}
    </AuthFrame>
  );
}

function AcceptInvite({ token, onInvalid }: { token: string; onInvalid: () => void }) {
  const preview = useInvitePreview(token);
  if (preview.isPending)
    return (
      <Stack align="center" py="md">
        <Loader aria-label="Loading the invitation" />
      </Stack>
    );
  if (preview.isError) {
    if (httpStatusOf(preview.error) === 400) return <InvalidLink />;
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertCircle aria-hidden />}
        styles={alertStyles}
      >
        {errorMessageOf(preview.error)}
      </Alert>
    );
  }
  return <AcceptForm token={token} invitation={preview.data} onInvalid={onInvalid} />;
}

interface AcceptFormProps {
  token: string;
  invitation: { email: string; firstName: string | null; businessName: string };
  onInvalid: () => void;
}

function AcceptForm({ token, invitation, onInvalid }: AcceptFormProps) {
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  const form = useForm({
    name: "accept-invite",
    mode: "uncontrolled",
    initialValues: { firstName: invitation.firstName ?? "", lastName: "", password: "" },
  });
  const mutation = {
    isPending: accept.isPending,
    mutate: (
      values: { firstName: string; lastName: string; password: string },
      callbacks: Parameters<typeof accept.mutate>[1],
    ) => accept.mutate({ ...values, token }, callbacks),
  };
  const submit = useFormSubmit(form, mutation, {
    loadRules: () => rules,
    onSuccess: ({ user }) => {
      notifySuccess(TEAM_MESSAGES.welcome(user.firstName), invitation.businessName);
      void navigate({ to: "/dashboard" });
    },
    errorsOf: (error) => {
      const errors = fieldErrorsOf(error);
      if (errors.token) onInvalid();
      return errors;
    },
    failure: (error) => [TEAM_MESSAGES.acceptFailed, errorMessageOf(error)],
  });
  return (
    <form onSubmit={submit} noValidate aria-label={TEAM_MESSAGES.acceptTitle}>
      <Stack gap="md">
        <Text size="sm">
          You've been invited to join <strong>{invitation.businessName}</strong>. {TEAM_MESSAGES.acceptIntro}
        </Text>
        <TextInput label="Email" value={invitation.email} readOnly autoComplete="username" />
        <NameFields form={form} />
        <PasswordInput
          label="Password"
          description="At least 8 characters, with an uppercase letter and a number"
          autoComplete="new-password"
          required
          key={form.key("password")}
          {...form.getInputProps("password")}
        />
        <Button type="submit" fullWidth loading={accept.isPending}>
          {TEAM_MESSAGES.acceptButton}
        </Button>
      </Stack>
    </form>
  );
}

function InvalidLink() {
  return (
    <Stack gap="md">
      <Alert
        color="red"
        variant="light"
        title="Link not valid"
        icon={<IconAlertCircle aria-hidden />}
        role="alert"
        styles={alertStyles}
      >
        {TEAM_MESSAGES.inviteLinkInvalid}
      </Alert>
      <ButtonLink to="/auth" search={{ tab: "login" }} variant="default" fullWidth>
        Go to login
      </ButtonLink>
    </Stack>
  );
}

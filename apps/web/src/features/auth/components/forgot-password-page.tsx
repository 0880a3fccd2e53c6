import "@mantine/core/styles/Alert.css";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { type PasswordResetRequestInput, passwordResetRequestInput } from "@scalemsp/validators";
import { IconMailCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { AnchorLink, ButtonLink } from "../../../components/router-links";
import { EmailField } from "../../../components/person-fields";
import { useFormSubmit } from "../../../lib/use-form-submit";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { AuthFrame } from "./auth-frame";

const validateRequest = schemaResolver(passwordResetRequestInput, { sync: true });

/** A light alert's tinted title falls below 4.5:1 on its tinted background; the body's colour does not. */
const alertStyles = { title: { color: "var(--mantine-color-text)" } };

/** /forgot-password: asks for the address and answers the same whether it has an account (contract §9). */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthFrame title="Forgot your password?">
      {sentTo ? <Sent email={sentTo} onAgain={() => setSentTo(null)} /> : <RequestForm onSent={setSentTo} />}
    </AuthFrame>
  );
}

function RequestForm({ onSent }: { onSent: (email: string) => void }) {
  const trpc = useTRPC();
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const form = useForm<PasswordResetRequestInput>({
    name: "forgot-password",
    mode: "uncontrolled",
    initialValues: { email: "" },
  });
  const submit = useFormSubmit(form, request, {
    loadRules: () => validateRequest,
    onSuccess: () => onSent(form.getValues().email.trim()),
    failure: (error) => ["Could not send the link", errorMessageOf(error)],
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Request a password reset link">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the email address of your account and we will send you a link to choose a new password.
        </Text>
        <EmailField form={form} />
        <Button type="submit" fullWidth loading={request.isPending}>
          Send reset link
        </Button>
        <Text size="sm" ta="center">
          <AnchorLink to="/auth" search={{ tab: "login" }}>
            Back to login
          </AnchorLink>
        </Text>
      </Stack>
    </form>
  );
}

function Sent({ email, onAgain }: { email: string; onAgain: () => void }) {
  return (
    <Stack gap="md" role="status">
      <Alert
        color="green"
        variant="light"
        title="Check your email"
        icon={<IconMailCheck aria-hidden />}
        styles={alertStyles}
      >
        If {email} belongs to an account, a link to reset its password is on its way. The link works once,
        within 60 minutes. Nothing arrived? Check your spam folder.
      </Alert>
      <ButtonLink to="/auth" search={{ tab: "login" }} fullWidth>
        Back to login
      </ButtonLink>
      <Button variant="subtle" onClick={onAgain}>
        Use another address
      </Button>
    </Stack>
  );
}

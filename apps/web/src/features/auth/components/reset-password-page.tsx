import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/PasswordInput.css";
import { Alert, Button, Loader, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { MESSAGES, newPasswordSchema } from "@scalemsp/validators";
import { IconCircleCheck } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ButtonLink } from "../../../components/router-links";
import { AuthFrame } from "./auth-frame";
import { InvalidLink, alertStyles } from "./invalid-link";
import { focusFirstError } from "../../../lib/form-focus";
import { notifyError } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf, fieldErrorsOf, httpStatusOf, serverMessageOf } from "../../../lib/trpc-errors";

const PASSWORDS_DIFFER = "Passwords do not match";

interface ResetValues {
  password: string;
  confirmPassword: string;
}

type Outcome = "form" | "done" | "invalid";

/** Registration's rules and messages (spec §5), plus the confirmation matching. */
const validate = {
  password: (value: string) => {
    const result = newPasswordSchema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? MESSAGES.passwordMin);
  },
  confirmPassword: (value: string, values: ResetValues) =>
    value === values.password ? null : PASSWORDS_DIFFER,
};

/** /reset-password?token=…: the page behind an admin's one-time link (contract §8). */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const [outcome, setOutcome] = useState<Outcome>(token ? "form" : "invalid");
  return (
    <AuthFrame title="Set a new password">
      {outcome === "done" ? (
        <Done />
      ) : outcome === "invalid" || !token ? (
        <DeadLink />
      ) : (
        <CheckedResetForm token={token} onDone={setOutcome} />
      )}
    </AuthFrame>
  );
}

/** A used or expired link says so at once, with the way to a new one, instead of a form that cannot work. */
function DeadLink() {
  return (
    <InvalidLink
      message={MESSAGES.resetLinkInvalid}
      action={
        <ButtonLink to="/forgot-password" fullWidth>
          Request a new link
        </ButtonLink>
      }
    />
  );
}

function CheckedResetForm({ token, onDone }: { token: string; onDone: (outcome: Outcome) => void }) {
  const trpc = useTRPC();
  // Asked once: the answer holds until the form is sent, which reports a link spent meanwhile.
  const check = useQuery({
    ...trpc.auth.checkResetToken.queryOptions({ token }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (check.isPending) return <Loader aria-label="Checking the reset link" mx="auto" />;
  // 400: a token no link could hold.
  if (check.data?.valid === false || httpStatusOf(check.error) === 400) return <DeadLink />;
  if (check.isError)
    // The link may still work: a failed check (offline, a busy server) is not a verdict on it.
    return (
      <Stack gap="md" align="stretch" role="alert">
        <Text size="sm">The reset link could not be checked. {errorMessageOf(check.error)}</Text>
        <Button variant="default" onClick={() => void check.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  return <ResetForm token={token} onDone={onDone} />;
}

function ResetForm({ token, onDone }: { token: string; onDone: (outcome: Outcome) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<ResetValues>({
    name: "reset-password",
    mode: "uncontrolled",
    initialValues: { password: "", confirmPassword: "" },
    validate,
  });
  const reset = useMutation(
    trpc.auth.resetPassword.mutationOptions({
      onSuccess: () => {
        // Every session of that user has ended; if it was this browser's, the guards must know.
        void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
        onDone("done");
      },
      onError: (error) => {
        const errors = fieldErrorsOf(error);
        if (errors.token || serverMessageOf(error) === MESSAGES.resetLinkInvalid) return onDone("invalid");
        if (errors.password) {
          form.setErrors({ password: errors.password });
          focusFirstError(form, { password: errors.password });
          return;
        }
        notifyError("Password reset failed", errorMessageOf(error));
      },
    }),
  );

  const submit = form.onSubmit(
    ({ password }) => reset.mutate({ token, password }),
    (errors) => focusFirstError(form, errors),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Choose a new password for your account. This link works once.
        </Text>
        <PasswordInput
          label="New password"
          description="At least 8 characters, with an uppercase letter and a number"
          autoComplete="new-password"
          required
          key={form.key("password")}
          {...form.getInputProps("password")}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          key={form.key("confirmPassword")}
          {...form.getInputProps("confirmPassword")}
        />
        <Button type="submit" fullWidth loading={reset.isPending}>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}

function Done() {
  return (
    <Stack gap="md" role="status">
      <Alert
        color="green"
        variant="light"
        title="Password updated"
        icon={<IconCircleCheck aria-hidden />}
        styles={alertStyles}
      >
        Your password has been reset. You can now log in with your new password.
      </Alert>
      <ButtonLink to="/auth" search={{ tab: "login" }} fullWidth>
        Go to login
      </ButtonLink>
    </Stack>
  );
}

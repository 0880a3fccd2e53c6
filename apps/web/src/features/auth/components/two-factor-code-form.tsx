import { Button, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import {
  MESSAGES,
  TWO_FACTOR_MESSAGES,
  type TwoFactorLoginInput,
  twoFactorLoginInput,
} from "@scalemsp/validators";
import { serverMessageOf } from "../../../lib/trpc-errors";
import { useFormSubmit } from "../../../lib/use-form-submit";
import { useLoginTwoFactor } from "../hooks/use-login";

const validateCode = schemaResolver(twoFactorLoginInput, { sync: true });

interface TwoFactorCodeFormProps {
  onSuccess: (user: { firstName: string }) => void;
}

/** The login's second step (contract §13): the password was right, now the code. */
export function TwoFactorCodeForm({ onSuccess }: TwoFactorCodeFormProps) {
  const verify = useLoginTwoFactor();
  const form = useForm<TwoFactorLoginInput>({
    name: "two-factor",
    mode: "uncontrolled",
    initialValues: { code: "" },
  });
  const submit = useFormSubmit(form, verify, {
    loadRules: () => validateCode,
    onSuccess: ({ user }) => onSuccess(user),
    failure: (error) => [MESSAGES.loginFailed, serverMessageOf(error) ?? TWO_FACTOR_MESSAGES.codeWrong],
  });
  return (
    <form onSubmit={submit} noValidate aria-label={TWO_FACTOR_MESSAGES.signInCodeTitle}>
      <Stack gap="md">
        <Text size="sm">{TWO_FACTOR_MESSAGES.signInCodeHint}</Text>
        <TextInput
          label={TWO_FACTOR_MESSAGES.signInCodeLabel}
          autoComplete="one-time-code"
          inputMode="text"
          required
          data-autofocus
          key={form.key("code")}
          {...form.getInputProps("code")}
        />
        <Button type="submit" fullWidth loading={verify.isPending}>
          {TWO_FACTOR_MESSAGES.signInCodeButton}
        </Button>
      </Stack>
    </form>
  );
}

import "@mantine/core/styles/PasswordInput.css";
import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { type LoginInput, MESSAGES, loginInput, welcomeBack } from "@scalemsp/validators";
import { focusFirstError } from "../../../lib/form-focus";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { fieldErrorsOf, serverMessageOf } from "../../../lib/trpc-errors";
import { useLogin } from "../hooks/use-login";

interface LoginFormProps {
  onSuccess: () => void;
}

export function LoginForm({ onSuccess }: LoginFormProps) {
  const login = useLogin();
  const form = useForm<LoginInput>({
    name: "login",
    mode: "uncontrolled",
    initialValues: { email: "", password: "" },
    validate: schemaResolver(loginInput, { sync: true }),
  });

  const submit = form.onSubmit(
    (values) =>
      login.mutate(values, {
        onSuccess: ({ user }) => {
          notifySuccess(MESSAGES.loginSuccessful, welcomeBack(user.firstName));
          onSuccess();
        },
        onError: (error) => {
          const errors = fieldErrorsOf(error);
          form.setErrors(errors);
          focusFirstError(form, errors);
          notifyError(MESSAGES.loginFailed, serverMessageOf(error) ?? MESSAGES.invalidCredentials);
        },
      }),
    (errors) => focusFirstError(form, errors),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Login">
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          required
          key={form.key("email")}
          {...form.getInputProps("email")}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          key={form.key("password")}
          {...form.getInputProps("password")}
        />
        <Button type="submit" fullWidth loading={login.isPending}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}

import "@mantine/core/styles/PasswordInput.css";
import { Button, PasswordInput, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { schemaResolver, useForm } from "@mantine/form";
import { type LoginInput, MESSAGES, loginInput, welcomeBack } from "@scalemsp/validators";
import { useFormSubmit } from "../../../lib/use-form-submit";
import { notifySuccess } from "../../../lib/notify";
import { serverMessageOf } from "../../../lib/trpc-errors";
import { useLogin } from "../hooks/use-login";
import { TwoFactorCodeForm } from "./two-factor-code-form";
import { EmailField } from "../../../components/person-fields";
import { AnchorLink } from "../../../components/router-links";

const validateLogin = schemaResolver(loginInput, { sync: true });

interface LoginFormProps {
  onSuccess: () => void;
}

export function LoginForm({ onSuccess }: LoginFormProps) {
  const login = useLogin();
  const [codeStep, setCodeStep] = useState(false);
  const form = useForm<LoginInput>({
    name: "login",
    mode: "uncontrolled",
    initialValues: { email: "", password: "" },
  });

  const signedIn = (user: { firstName: string }) => {
    notifySuccess(MESSAGES.loginSuccessful, welcomeBack(user.firstName));
    onSuccess();
  };
  const submit = useFormSubmit(form, login, {
    loadRules: () => validateLogin,
    onSuccess: (answer) => {
      if ("user" in answer) signedIn(answer.user);
      else setCodeStep(true);
    },
    failure: (error) => [MESSAGES.loginFailed, serverMessageOf(error) ?? MESSAGES.invalidCredentials],
  });

  if (codeStep) return <TwoFactorCodeForm onSuccess={signedIn} />;
  return (
    <form onSubmit={submit} noValidate aria-label="Login">
      <Stack gap="md">
        <EmailField form={form} />
        <div>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            key={form.key("password")}
            {...form.getInputProps("password")}
          />
          <Text size="sm" ta="right" mt={6}>
            <AnchorLink to="/forgot-password">Forgot password?</AnchorLink>
          </Text>
        </div>
        <Button type="submit" fullWidth loading={login.isPending}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}

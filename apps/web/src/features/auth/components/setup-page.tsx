import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/Divider.css";
import { Button, Divider, Loader, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { BRAND_DEFAULTS, MESSAGES, setupInput, type SetupInput } from "@scalemsp/validators";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { ImageUploadField } from "../../../components/image-upload-field";
import { EmailField, NameFields } from "../../../components/person-fields";
import { aaContrast } from "../../../components/aa-contrast-scope";
import { notifySuccess } from "../../../lib/notify";
import { useFormSubmit } from "../../../lib/use-form-submit";
import { fieldErrorsOf, serverMessageOf } from "../../../lib/trpc-errors";
import { useSetup, useSetupCheck } from "../hooks/use-setup";
import { AuthFrame } from "./auth-frame";
import { InvalidLink } from "./invalid-link";

const validateSetup = schemaResolver(setupInput, { sync: true });

/** /setup?token=…: the first-run page behind the link `pnpm start` prints while no admin exists. */
export function SetupPage({ token }: { token: string | undefined }) {
  return (
    <AuthFrame
      title="Set up your site"
      subtitle="Create your admin account and tell visitors who you are."
      mainProps={aaContrast}
    >
      {token ? <SetupStep token={token} /> : <InvalidLink message={MESSAGES.setupLinkInvalid} />}
    </AuthFrame>
  );
}

function SetupStep({ token }: { token: string }) {
  const check = useSetupCheck(token);
  if (check.isPending) return <Loader aria-label="Checking the setup link" mx="auto" />;
  if (check.isError) return <InvalidLink message={MESSAGES.setupLinkInvalid} />;
  return <SetupForm token={token} />;
}

function SetupForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const setup = useSetup();
  const form = useForm<SetupInput>({
    name: "setup",
    mode: "uncontrolled",
    initialValues: {
      token,
      firstName: "",
      lastName: "",
      email: "",
      password: "",
      product: BRAND_DEFAULTS.product,
      brandEmail: "",
      phone: "",
      logo: null,
    },
  });
  const [logo, setLogo] = useState<string | null>(null);
  const submit = useFormSubmit(form, setup, {
    loadRules: () => validateSetup,
    onSuccess: () => {
      notifySuccess(
        "Your site is ready",
        "Your admin account is signed in. Add your logo and images in Settings.",
      );
      void navigate({ to: "/admin" });
    },
    errorsOf: fieldErrorsOf,
    failure: (error) => ["Setup failed", serverMessageOf(error) ?? MESSAGES.invalidInput],
  });

  if (setup.error && fieldErrorsOf(setup.error).token)
    return <InvalidLink message={MESSAGES.setupLinkInvalid} />;

  return (
    <form onSubmit={submit} noValidate aria-label="Set up your site">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          This link works once. You can change everything here later in the admin's Settings.
        </Text>
        <Divider label="Your admin account" labelPosition="left" />
        <NameFields form={form} />
        <EmailField form={form} />
        <PasswordInput
          label="Password"
          description="At least 8 characters, with an uppercase letter and a number"
          autoComplete="new-password"
          required
          key={form.key("password")}
          {...form.getInputProps("password")}
        />
        <Divider label="Your brand" labelPosition="left" />
        <TextInput
          label="Business or product name"
          description="Shown in every page's header, title and footer"
          required
          key={form.key("product")}
          {...form.getInputProps("product")}
        />
        <TextInput
          label="Contact email"
          description="Where visitors write to you"
          type="email"
          autoComplete="off"
          inputMode="email"
          required
          key={form.key("brandEmail")}
          {...form.getInputProps("brandEmail")}
        />
        <TextInput
          label="Contact phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          key={form.key("phone")}
          {...form.getInputProps("phone")}
        />
        <ImageUploadField
          label="Logo"
          description="Optional: shown in the header beside your name"
          purpose="logo"
          value={logo}
          setupToken={token}
          onChange={(value) => {
            setLogo(value);
            form.setFieldValue("logo", value);
          }}
        />
        <Button type="submit" fullWidth loading={setup.isPending}>
          Create admin account
        </Button>
      </Stack>
    </form>
  );
}

import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/Divider.css";
import "@mantine/core/styles/ScrollArea.css";
import { Button, Divider, Loader, PasswordInput, Select, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { BRAND_DEFAULTS, MESSAGES, setupInput, type SetupInput } from "@scalemsp/validators";
import { useMemo, useRef, useState } from "react";
import { ImageUploadField } from "../../../components/image-upload-field";
import { EmailField, NameFields } from "../../../components/person-fields";
import { useBrand } from "../../../lib/site-inputs";
import { noticeAfterReload } from "../../../lib/notice-after-reload";
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
      subtitle="Create your admin account, tell visitors who you are and where your leads should go."
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

/** The configured value, or empty where it is only the built-in placeholder. */
const configured = (value: string, placeholder: string) => (value === placeholder ? "" : value);

/** The browser's zone, which the coach's weekly hours are most likely kept in. */
const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return "";
  }
};

function SetupForm({ token }: { token: string }) {
  const setup = useSetup();
  const brand = useBrand();
  // The contact email follows the admin's own until the coach writes another.
  const contactFollowsAdmin = useRef(configured(brand.email, BRAND_DEFAULTS.email) === "");
  // The browser's own zone is offered even where the list leaves it out (UTC in Chromium).
  const zones = useMemo(() => {
    const listed = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    const own = browserTimeZone();
    return own && !listed.includes(own) ? [own, ...listed] : listed;
  }, []);
  const form = useForm<SetupInput>({
    name: "setup",
    mode: "uncontrolled",
    initialValues: {
      token,
      firstName: "",
      lastName: "",
      email: "",
      password: "",
      product: brand.product,
      brandEmail: configured(brand.email, BRAND_DEFAULTS.email),
      phone: configured(brand.phone, BRAND_DEFAULTS.phone),
      postalAddress: "",
      coachName: "",
      meetingUrl: "",
      timeZone: browserTimeZone(),
      logo: null,
    },
    onValuesChange: (values, previous) => {
      if (!contactFollowsAdmin.current) return;
      if (values.email !== previous.email) form.setFieldValue("brandEmail", values.email);
      // Written by the coach rather than copied: it stays as written.
      else if (values.brandEmail !== values.email) contactFollowsAdmin.current = false;
    },
  });
  const [logo, setLogo] = useState<string | null>(null);
  const submit = useFormSubmit(form, setup, {
    loadRules: () => validateSetup,
    onSuccess: () => {
      noticeAfterReload(
        "Your site is ready",
        logo
          ? "Your admin account is signed in. Add your images and your coach profile in Settings and Coaching."
          : "Your admin account is signed in. Add your logo and images in Settings.",
      );
      // A full load: every page, the header first, is served with the new brand.
      window.location.assign("/admin");
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
          description="Shown to visitors; every new lead and plan request is emailed here"
          type="email"
          autoComplete="off"
          inputMode="email"
          required
          key={form.key("brandEmail")}
          {...form.getInputProps("brandEmail")}
        />
        <TextInput
          label="Contact phone"
          description="Optional: shown on your site and in your emails"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          key={form.key("phone")}
          {...form.getInputProps("phone")}
        />
        <TextInput
          label="Postal address"
          description="Optional now: the law asks for it in the foot of every email, so add it here or later in Settings"
          autoComplete="street-address"
          key={form.key("postalAddress")}
          {...form.getInputProps("postalAddress")}
        />
        <Divider label="You as the coach" labelPosition="left" />
        <TextInput
          label="Your name as clients see it"
          description="Optional: your first and last name when empty"
          autoComplete="name"
          key={form.key("coachName")}
          {...form.getInputProps("coachName")}
        />
        <TextInput
          label="Meeting link"
          description="Optional: your video call address, sent to clients before each session"
          placeholder="https://"
          type="url"
          inputMode="url"
          key={form.key("meetingUrl")}
          {...form.getInputProps("meetingUrl")}
        />
        <Select
          label="Time zone"
          description="Your weekly hours are kept in this zone"
          searchable
          data={zones}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          key={form.key("timeZone")}
          {...form.getInputProps("timeZone")}
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

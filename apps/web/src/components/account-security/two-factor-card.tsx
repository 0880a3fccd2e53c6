import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Code.css";
import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/SimpleGrid.css";
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Image,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { TWO_FACTOR_MESSAGES } from "@scalemsp/validators";
import { toDataURL } from "qrcode";
import { type FormEvent, useEffect, useState } from "react";
import { notifyError, notifySuccess } from "../../lib/notify";
import { errorMessageOf, fieldErrorsOf } from "../../lib/trpc-errors";
import { SettingsCard } from "../settings-card";
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateRecoveryCodes,
  useStartTwoFactorSetup,
  useTwoFactorStatus,
} from "./use-account-security";

/** The otpauth URI as a QR code picture, drawn in the browser: the key never leaves for another site. */
function useQrCode(uri: string | null) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (uri) void toDataURL(uri, { margin: 1, width: 200 }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [uri]);
  return uri ? src : null;
}

/** Set-up: the key as a QR code and as text, then the app's first code confirms it. */
function SetupForm({
  setup,
  onEnabled,
}: {
  setup: { key: string; uri: string };
  onEnabled: (codes: string[]) => void;
}) {
  const enable = useEnableTwoFactor();
  const qr = useQrCode(setup.uri);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(
      { code: code.trim() },
      {
        onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
        onError: (failure) => setError(fieldErrorsOf(failure).code ?? errorMessageOf(failure)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={TWO_FACTOR_MESSAGES.confirmButton}>
      <Stack gap="sm">
        <Text size="sm">{TWO_FACTOR_MESSAGES.scanHint}</Text>
        {qr ? <Image src={qr} alt="QR code for your authenticator app" w={200} h={200} /> : null}
        <Text size="sm">
          {TWO_FACTOR_MESSAGES.keyLabel}: <Code data-testid="two-factor-key">{setup.key}</Code>
        </Text>
        <TextInput
          label={TWO_FACTOR_MESSAGES.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={enable.isPending}>
            {TWO_FACTOR_MESSAGES.confirmButton}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The recovery codes, shown once right after they are made. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="yellow" title={TWO_FACTOR_MESSAGES.recoveryTitle}>
        {TWO_FACTOR_MESSAGES.recoveryHint}
      </Alert>
      <SimpleGrid
        cols={2}
        spacing="xs"
        aria-label={TWO_FACTOR_MESSAGES.recoveryTitle}
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <Code key={code} ta="center">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button onClick={onDone}>{TWO_FACTOR_MESSAGES.recoveryDone}</Button>
      </Group>
    </Stack>
  );
}

/** A change that the password confirms: one form, for new recovery codes and for turning it off. */
function PasswordConfirmForm({
  label,
  hint,
  pending,
  danger = false,
  onConfirm,
}: {
  label: string;
  hint: string;
  pending: boolean;
  danger?: boolean;
  onConfirm: (password: string, failed: (fieldError: string | null) => void, done: () => void) => void;
}) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(password, setError, () => setPassword(""));
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="sm">
        <PasswordInput
          label="Password"
          description={hint}
          autoComplete="current-password"
          value={password}
          error={error}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="default" color={danger ? "red" : undefined} loading={pending}>
            {label}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A refusal: the password field's own error beside it, the message in a notice. */
const onRefused = (failed: (fieldError: string | null) => void) => (failure: unknown) => {
  failed(fieldErrorsOf(failure).password ?? null);
  notifyError(TWO_FACTOR_MESSAGES.title, errorMessageOf(failure));
};

/** New recovery codes in place of the old ones (used up, or seen by someone else), shown once. */
function RegenerateForm({ onRegenerated }: { onRegenerated: (codes: string[]) => void }) {
  const regenerate = useRegenerateRecoveryCodes();
  return (
    <PasswordConfirmForm
      label={TWO_FACTOR_MESSAGES.regenerateButton}
      hint={TWO_FACTOR_MESSAGES.regenerateHint}
      pending={regenerate.isPending}
      onConfirm={(password, failed, done) =>
        regenerate.mutate(
          { password },
          {
            onSuccess: ({ recoveryCodes }) => {
              done();
              onRegenerated(recoveryCodes);
              notifySuccess(TWO_FACTOR_MESSAGES.title, TWO_FACTOR_MESSAGES.regenerated);
            },
            onError: onRefused(failed),
          },
        )
      }
    />
  );
}

/** Turning it off takes the password; not offered while the admin rule requires it. */
function DisableForm() {
  const disable = useDisableTwoFactor();
  return (
    <PasswordConfirmForm
      label={TWO_FACTOR_MESSAGES.disableButton}
      hint={TWO_FACTOR_MESSAGES.disableHint}
      pending={disable.isPending}
      danger
      onConfirm={(password, failed, done) =>
        disable.mutate(
          { password },
          {
            onSuccess: () => {
              done();
              notifySuccess(TWO_FACTOR_MESSAGES.title, TWO_FACTOR_MESSAGES.disabled);
            },
            onError: onRefused(failed),
          },
        )
      }
    />
  );
}

/** Two-factor sign-in with an authenticator app: set it up, keep the recovery codes (and make new ones), turn it off. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const start = useStartTwoFactorSetup();
  const [setup, setSetup] = useState<{ key: string; uri: string } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const enabled = status.data?.enabled ?? false;

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: setSetup,
      onError: (failure) => notifyError(TWO_FACTOR_MESSAGES.title, errorMessageOf(failure)),
    });

  let body;
  if (recoveryCodes) body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  else if (enabled)
    body = (
      <Stack gap="sm">
        <Text size="sm">{TWO_FACTOR_MESSAGES.recoveryLeft(status.data?.recoveryCodesLeft ?? 0)}</Text>
        <RegenerateForm onRegenerated={setRecoveryCodes} />
        {status.data?.required ? null : <DisableForm />}
      </Stack>
    );
  else if (setup)
    body = (
      <SetupForm
        setup={setup}
        onEnabled={(codes) => {
          setSetup(null);
          setRecoveryCodes(codes);
          notifySuccess(TWO_FACTOR_MESSAGES.title, TWO_FACTOR_MESSAGES.enabled);
        }}
      />
    );
  else
    body = (
      <Group>
        <Button onClick={begin} loading={start.isPending} disabled={status.isPending}>
          {TWO_FACTOR_MESSAGES.enableButton}
        </Button>
      </Group>
    );

  return (
    <SettingsCard
      id="security-two-factor"
      title={TWO_FACTOR_MESSAGES.title}
      description={TWO_FACTOR_MESSAGES.intro}
    >
      {status.data ? (
        <Group gap="xs">
          <Badge variant="default" data-testid="two-factor-status">
            {enabled ? TWO_FACTOR_MESSAGES.statusOn : TWO_FACTOR_MESSAGES.statusOff}
          </Badge>
        </Group>
      ) : null}
      {status.data?.setupRequired ? (
        <Alert color="yellow" role="alert">
          {TWO_FACTOR_MESSAGES.requiredNotice}
        </Alert>
      ) : null}
      {body}
    </SettingsCard>
  );
}

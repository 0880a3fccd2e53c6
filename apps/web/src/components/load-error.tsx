import "@mantine/core/styles/Alert.css";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { errorMessageOf } from "../lib/trpc-errors";

interface LoadErrorProps {
  /** What failed, e.g. spec §8's 'Error Loading Modules'. */
  title?: string | undefined;
  /** The failure itself: its message says why (spec §8's '{status}: {text}'). */
  error?: unknown;
  /** A fixed text in place of the failure's own, where the spec words it. */
  message?: string | undefined;
  onRetry?: (() => void) | undefined;
  retrying?: boolean;
}

/** Spec §8: a read that failed names itself, says why and offers Retry. */
export function LoadError({ title, error, message, onRetry, retrying = false }: LoadErrorProps) {
  const said = message ?? (error === undefined ? undefined : errorMessageOf(error));
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />} role="alert">
      <Stack gap="sm" align="flex-start">
        {said === undefined ? null : <Text size="sm">{said}</Text>}
        {onRetry ? (
          <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
            Retry
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

import "@mantine/core/styles/Alert.css";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { errorMessageOf } from "../lib/trpc-errors";

interface LoadErrorProps {
  /** What failed, e.g. spec §8's 'Error Loading Modules'. */
  title?: string | undefined;
  /** The failure itself: its message says why (spec §8's '{status}: {text}'). */
  error?: unknown;
  onRetry?: (() => void) | undefined;
  retrying?: boolean;
}

/** Spec §8: a read that failed names itself, says why and offers Retry. */
export function LoadError({ title, error, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />} role="alert">
      <Stack gap="sm" align="flex-start">
        {error === undefined ? null : <Text size="sm">{errorMessageOf(error)}</Text>}
        {onRetry ? (
          <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
            Retry
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

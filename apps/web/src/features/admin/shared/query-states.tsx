import "@mantine/core/styles/Alert.css";
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ButtonLink } from "../../../components/router-links";
import { errorMessageOf } from "../../../lib/trpc-errors";

/** A spinner that screen readers announce by name. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Loader aria-hidden />
    </Center>
  );
}

interface LoadErrorProps {
  /** What failed, e.g. spec §8's 'Error Loading Modules'. */
  title: string;
  /** The failure itself: its message says why (spec §8's '{status}: {text}'). */
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
}

/** Spec §8: each admin load failure names itself, says why and offers Retry. */
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

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Stack align="center" gap="sm" py="lg" ta="center">
      <Text c="dimmed">{children}</Text>
      {action}
    </Stack>
  );
}

/** An id that names no business or user: say so and lead back to the admin lists. */
export function NotFoundPanel({ title, text }: { title: string; text: string }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <ButtonLink to="/admin" variant="default">
          Back to Admin Dashboard
        </ButtonLink>
      </Stack>
    </Paper>
  );
}

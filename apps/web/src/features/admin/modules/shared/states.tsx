import "@mantine/core/styles/Alert.css";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { errorMessageOf } from "../../../../lib/trpc-errors";

// One spinner for the whole admin area.
export { LoadingState } from "../../shell/query-states";

interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** Spec §8: each admin load failure names itself and offers Retry. */
export function LoadError({ title, error, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessageOf(error)}</Text>
        <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
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

import { Button, Center, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { ButtonLink } from "../../../components/router-links";

/** A spinner that screen readers announce by name. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Loader aria-hidden />
    </Center>
  );
}

interface LoadErrorProps {
  message: string;
  detail?: string | undefined;
  onRetry?: () => void;
}

export function LoadError({ message, detail, onRetry }: LoadErrorProps) {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" ta="center" role="alert">
        <Text fw={600} c="red">
          {message}
        </Text>
        {detail ? (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        ) : null}
        {onRetry ? (
          <Button variant="default" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </Stack>
    </Center>
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

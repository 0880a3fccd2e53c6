import { Center, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { ButtonLink } from "../../../components/router-links";

/** A spinner that screen readers announce by name. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Loader aria-hidden />
    </Center>
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

import { Button, Center, Stack, Text, Title } from "@mantine/core";

/** The session could not be read (API unreachable): say so and offer another try. */
export function SessionError({ onRetry }: { onRetry: () => void }) {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">We could not check your session. Please try again.</Text>
        <Button onClick={onRetry}>Try again</Button>
      </Stack>
    </Center>
  );
}

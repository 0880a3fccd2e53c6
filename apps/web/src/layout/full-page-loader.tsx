import { Center, Loader, Stack, Text } from "@mantine/core";

/** Spec §2: protected pages show a 'Loading...' spinner while the session loads. */
export function FullPageLoader() {
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">Loading...</Text>
      </Stack>
    </Center>
  );
}

import { Button, Center, Group, Stack, Text, Title } from "@mantine/core";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { ButtonLink } from "../components/router-links";

/** Shown when a page fails to load (the API is down, a chunk failed to download). */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">This page could not be loaded. Please try again.</Text>
        <Group justify="center">
          <Button onClick={retry}>Try again</Button>
          <ButtonLink to="/" variant="default">
            Go to Homepage
          </ButtonLink>
        </Group>
      </Stack>
    </Center>
  );
}

import { Center, Stack, Text, Title } from "@mantine/core";
import { ButtonLink } from "../components/router-links";

export function NotFoundPage() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <ButtonLink to="/">Go to Homepage</ButtonLink>
      </Stack>
    </Center>
  );
}

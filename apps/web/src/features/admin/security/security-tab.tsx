import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";

/** Spec §2/§4: security settings are not available yet. */
export function SecurityTab() {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm" ta="center">
        <IconShieldLock size={40} stroke={1.5} aria-hidden />
        <Title order={2} fz="h3">
          Security Settings
        </Title>
        <Text c="dimmed">Coming soon</Text>
        <Text size="sm" c="dimmed" maw={480}>
          Password policies, two-factor authentication and audit logs will be managed here.
        </Text>
        <Button disabled>Configure Security</Button>
      </Stack>
    </Paper>
  );
}

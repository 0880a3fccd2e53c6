import { Stack, Text, Title } from "@mantine/core";
import { dashboardGreeting } from "@scalemsp/validators";

interface WelcomeHeaderProps {
  firstName: string;
  /** When the member registered: their first visit is greeted differently. */
  accountCreatedAt: string;
  businessName: string | undefined;
}

export function WelcomeHeader({ firstName, accountCreatedAt, businessName }: WelcomeHeaderProps) {
  return (
    <Stack gap={4}>
      <Title order={1}>{dashboardGreeting(firstName, accountCreatedAt, new Date())}</Title>
      {businessName ? (
        <Text c="dimmed" size="lg">
          {businessName}
        </Text>
      ) : null}
    </Stack>
  );
}

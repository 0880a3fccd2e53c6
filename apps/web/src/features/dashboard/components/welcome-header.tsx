import { Stack, Text, Title } from "@mantine/core";
import { welcomeBack } from "@scalemsp/validators";

interface WelcomeHeaderProps {
  firstName: string;
  businessName: string | undefined;
}

export function WelcomeHeader({ firstName, businessName }: WelcomeHeaderProps) {
  return (
    <Stack gap={4}>
      <Title order={1}>{welcomeBack(firstName)}</Title>
      {businessName ? (
        <Text c="dimmed" size="lg">
          {businessName}
        </Text>
      ) : null}
    </Stack>
  );
}

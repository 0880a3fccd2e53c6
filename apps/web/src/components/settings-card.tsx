import "@mantine/core/styles/Card.css";
import { Card, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface SettingsCardProps {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}

/** One titled section of the Settings tab. */
export function SettingsCard({ id, title, description, children }: SettingsCardProps) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} size="h4" id={id}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

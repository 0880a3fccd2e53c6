import "@mantine/core/styles/Card.css";
import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconCalendarEvent } from "@tabler/icons-react";
import { AnchorLink } from "../../../components/router-links";
import { UPCOMING_SESSIONS } from "../../sessions/sample-sessions";

/** Spec §2: the dashboard's upcoming sessions are fixed sample data. */
export function UpcomingSessionsCard() {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="upcoming-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id="upcoming-title">
            Upcoming Sessions
          </Title>
          <AnchorLink to="/sessions" size="sm">
            All sessions
          </AnchorLink>
        </Group>
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {UPCOMING_SESSIONS.map((session) => (
            <li key={session.id}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <IconCalendarEvent size={20} aria-hidden color="var(--mantine-color-indigo-7)" />
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {session.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {session.date} · {session.time} · {session.kind}
                  </Text>
                </Stack>
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

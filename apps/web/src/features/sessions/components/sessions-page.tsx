import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/ThemeIcon.css";
import "@mantine/core/styles/Tooltip.css";
import { Badge, Card, Grid, Group, List, Stack, Tabs, Text, ThemeIcon, Title, Tooltip } from "@mantine/core";
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "@scalemsp/validators";
import { IconCalendarEvent, IconCheck, IconClock, IconUser, IconUsersGroup } from "@tabler/icons-react";
import type { ReactNode } from "react";
import {
  COACHING_PACKAGE,
  COACH_AVAILABILITY,
  PAST_SESSIONS,
  type SampleSession,
  UPCOMING_SESSIONS,
} from "../sample-sessions";
import { ComingSoonButton } from "./coming-soon-button";
import { formatDuration } from "../../courses/format-duration";

function SessionMeta({ session }: { session: SampleSession }) {
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap">
        <IconCalendarEvent size={16} aria-hidden />
        <Text size="sm">
          {session.date} · {session.time}
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        <IconClock size={16} aria-hidden />
        <Text size="sm">{formatDuration(session.durationMinutes)}</Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        <IconUser size={16} aria-hidden />
        <Text size="sm">Coach: {session.coach}</Text>
      </Group>
    </Stack>
  );
}

function KindBadge({ kind }: { kind: SampleSession["kind"] }) {
  return (
    <Badge
      variant="light"
      color={kind === "Group" ? "grape" : "indigo"}
      c={kind === "Group" ? "grape.9" : "indigo.9"}
      leftSection={
        kind === "Group" ? <IconUsersGroup size={12} aria-hidden /> : <IconUser size={12} aria-hidden />
      }
    >
      {kind}
    </Badge>
  );
}

/** A session's card: title, kind and when; `children` adds what this list offers for it. */
function SessionCard({ session, children }: { session: SampleSession; children: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4">
            {session.title}
          </Title>
          <KindBadge kind={session.kind} />
        </Group>
        <SessionMeta session={session} />
        {children}
      </Stack>
    </Card>
  );
}

/** Spec §2 /sessions: static sample sessions; actions are shown but not offered yet. */
export function SessionsPage() {
  return (
    <Tooltip.Group openDelay={TOOLTIP_OPEN_DELAY_MS} closeDelay={TOOLTIP_SKIP_DELAY_MS}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Coaching Sessions</Title>
          <Text c="dimmed">Your one-to-one and group coaching, past and upcoming.</Text>
        </Stack>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Tabs defaultValue="upcoming" keepMounted={false}>
              <Tabs.List aria-label="Sessions">
                <Tabs.Tab value="upcoming">Upcoming</Tabs.Tab>
                <Tabs.Tab value="past">Past</Tabs.Tab>
                <Tabs.Tab value="availability">Coach Availability</Tabs.Tab>
              </Tabs.List>

              <Tabs.Panel value="upcoming" pt="md">
                <Stack gap="sm">
                  {UPCOMING_SESSIONS.map((session) => (
                    <SessionCard key={session.id} session={session}>
                      <Group gap="sm">
                        <ComingSoonButton size="sm">Join Session</ComingSoonButton>
                        <ComingSoonButton size="sm" variant="default">
                          Reschedule
                        </ComingSoonButton>
                      </Group>
                    </SessionCard>
                  ))}
                </Stack>
              </Tabs.Panel>

              <Tabs.Panel value="past" pt="md">
                <Stack gap="sm">
                  {PAST_SESSIONS.map((session) => (
                    <SessionCard key={session.id} session={session}>
                      <Text size="sm" c="dimmed">
                        {session.summary}
                      </Text>
                      <Group gap="sm">
                        <ComingSoonButton size="sm" variant="default">
                          View Notes
                        </ComingSoonButton>
                      </Group>
                    </SessionCard>
                  ))}
                </Stack>
              </Tabs.Panel>

              <Tabs.Panel value="availability" pt="md">
                <Stack gap="sm">
                  {COACH_AVAILABILITY.map((slot) => (
                    <Card key={slot.id} withBorder padding="md" radius="md">
                      <Stack gap="sm">
                        <Title order={2} size="h4">
                          {slot.day}
                        </Title>
                        <Text size="sm" c="dimmed">
                          Coach: {slot.coach}
                        </Text>
                        <Group gap="xs">
                          {slot.times.map((time) => (
                            <ComingSoonButton key={time} size="xs" variant="light">
                              {`Book ${time}`}
                            </ComingSoonButton>
                          ))}
                        </Group>
                      </Stack>
                    </Card>
                  ))}
                </Stack>
              </Tabs.Panel>
            </Tabs>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder padding="lg" radius="md">
              <Stack gap="md">
                <Title order={2} size="h4">
                  Your Coaching Package
                </Title>
                <List
                  spacing="xs"
                  icon={
                    <ThemeIcon color="green" size={20} radius="xl" aria-hidden>
                      <IconCheck size={12} />
                    </ThemeIcon>
                  }
                >
                  {COACHING_PACKAGE.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
                <ComingSoonButton fullWidth variant="light">
                  Upgrade Package
                </ComingSoonButton>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </Stack>
    </Tooltip.Group>
  );
}

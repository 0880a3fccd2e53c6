import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Skeleton.css";
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import {
  SESSION_KIND_LABELS,
  SESSION_TEXTS,
  sessionClock,
  sessionDayShort,
  zoneAbbreviation,
} from "@scalemsp/validators";
import { IconCalendarEvent, IconVideo } from "@tabler/icons-react";
import { AnchorLink } from "../../../components/router-links";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useViewerTimeZone } from "../../../session/time-zone";
import { useCoachingData, useOpenedAt } from "../hooks/use-coaching";

const SHOWN = 3;

/** The dashboard's upcoming sessions (contract §10): the next three, with the link once it shows. */
export function UpcomingSessionsCard() {
  const timeZone = useViewerTimeZone();
  const openedAt = useOpenedAt();
  const { sessions } = useCoachingData();
  const upcoming = (sessions.data ?? [])
    .filter((s) => s.status === "booked" && new Date(s.endsAt).getTime() > openedAt)
    .slice(0, SHOWN);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="upcoming-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id="upcoming-title">
            {SESSION_TEXTS.upcomingTitle}
          </Title>
          <AnchorLink to="/sessions" size="sm">
            {SESSION_TEXTS.allSessions}
          </AnchorLink>
        </Group>
        {sessions.isLoading ? (
          <Stack gap="xs" aria-busy="true" aria-label={SESSION_TEXTS.loading}>
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        ) : sessions.error ? (
          <Alert color="red">{errorMessageOf(sessions.error)}</Alert>
        ) : upcoming.length === 0 ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {SESSION_TEXTS.noUpcoming}
            </Text>
            <Button component={AnchorLink} to="/sessions" variant="light" size="xs" w="fit-content">
              {SESSION_TEXTS.bookSession}
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {upcoming.map((session) => (
              <li key={session.id}>
                <Group gap="sm" wrap="nowrap" align="flex-start" justify="space-between">
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <IconCalendarEvent size={20} aria-hidden color="var(--mantine-color-indigo-7)" />
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {session.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        <time dateTime={session.startsAt}>
                          {sessionDayShort(session.startsAt, timeZone)} ·{" "}
                          {sessionClock(session.startsAt, timeZone)}{" "}
                          {zoneAbbreviation(session.startsAt, timeZone)}
                        </time>{" "}
                        · {SESSION_KIND_LABELS[session.kind]} · {session.coach.name}
                      </Text>
                    </Stack>
                  </Group>
                  {session.meetingUrl ? (
                    <Button
                      component="a"
                      href={session.meetingUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="xs"
                      leftSection={<IconVideo size={14} aria-hidden />}
                    >
                      {SESSION_TEXTS.join}
                    </Button>
                  ) : null}
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

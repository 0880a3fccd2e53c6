import { Button, Group, Stack, Text } from "@mantine/core";
import {
  SESSION_KIND_LABELS,
  SESSION_TEXTS,
  sessionClock,
  sessionDayShort,
  zoneAbbreviation,
  type SessionKind,
} from "@scalemsp/validators";
import { IconCalendarEvent, IconVideo } from "@tabler/icons-react";

interface UpcomingSession {
  title: string;
  startsAt: string;
  kind: SessionKind;
  meetingUrl: string | null;
}

/**
 * One upcoming session in a dashboard's list (a member's, or the coach's): its title, when in the
 * viewer's zone, what and with whom, and the meeting link once it shows.
 */
export function UpcomingSessionItem({
  session,
  timeZone,
  withWhom,
}: {
  session: UpcomingSession;
  timeZone: string;
  withWhom: string;
}) {
  return (
    <li>
      <Group gap="sm" wrap="nowrap" align="flex-start" justify="space-between">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
          <IconCalendarEvent size={20} aria-hidden color="var(--mantine-color-indigo-7)" />
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600}>
              {session.title}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={session.startsAt}>
                {sessionDayShort(session.startsAt, timeZone)} · {sessionClock(session.startsAt, timeZone)}{" "}
                {zoneAbbreviation(session.startsAt, timeZone)}
              </time>{" "}
              · {SESSION_KIND_LABELS[session.kind]} · {withWhom}
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
  );
}

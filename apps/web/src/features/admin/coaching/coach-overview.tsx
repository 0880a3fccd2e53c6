import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Skeleton.css";
import { Alert, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import {
  COACHING_ADMIN_TEXTS as T,
  sessionClock,
  sessionDayShort,
  zoneAbbreviation,
} from "@scalemsp/validators";
import { useState } from "react";
import { AnchorLink } from "../../../components/router-links";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { whoOf } from "./who-of";
import { useCalendarWeek } from "./use-coaching-admin";
import { useViewerTimeZone } from "../../../session/time-zone";

const DAY = 86_400_000;
const SHOWN = 5;

/** The top of /admin: the coach's next sessions this week, with the way into the calendar. */
export function CoachOverview() {
  const timeZone = useViewerTimeZone();
  const [range] = useState(() => ({
    from: new Date(Date.now()).toISOString(),
    to: new Date(Date.now() + 7 * DAY).toISOString(),
  }));
  const sessions = useCalendarWeek(range);
  const next = (sessions.data ?? []).filter((s) => s.status === "booked").slice(0, SHOWN);
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="coach-overview-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="coach-overview-title">
            {T.overviewTitle}
          </Title>
          <AnchorLink to="/admin/calendar" size="sm">
            {T.openCalendar}
          </AnchorLink>
        </Group>
        {sessions.isLoading ? (
          <Skeleton height={48} />
        ) : sessions.error ? (
          <Alert color="red">{errorMessageOf(sessions.error)}</Alert>
        ) : next.length === 0 ? (
          <Text size="sm" c="dimmed">
            {T.overviewEmpty}
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {next.map((s) => (
              <li key={s.id}>
                <Text size="sm">
                  <Text span fw={600}>
                    {sessionDayShort(s.startsAt, timeZone)}, {sessionClock(s.startsAt, timeZone)}{" "}
                    {zoneAbbreviation(s.startsAt, timeZone)}
                  </Text>{" "}
                  · {s.title} · {whoOf(s)}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

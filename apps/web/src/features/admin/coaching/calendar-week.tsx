import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Skeleton.css";
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import {
  COACHING_ADMIN_TEXTS as T,
  SESSION_KIND_LABELS,
  SESSION_STATUS_LABELS,
  dayKey,
  sessionClock,
  sessionDayShort,
  zoneName,
} from "@scalemsp/validators";
import { IconCalendarEvent, IconChevronLeft, IconChevronRight, IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { errorMessageOf } from "../../../lib/trpc-errors";
import type { AdminSession } from "./types";
import { useCalendarWeek } from "./use-coaching-admin";
import { whoOf } from "./who-of";
import { weekOf } from "./week";

const KIND_COLORS = { strategy: "teal", one_to_one: "indigo", group: "grape" } as const;

interface CalendarWeekProps {
  timeZone: string;
  openedAt: number;
  onOpen: (session: AdminSession) => void;
  onSchedule: () => void;
}

/** The coach's week: every session of every kind, by the viewer's day, Monday first. */
export function CalendarWeek({ timeZone, openedAt, onOpen, onSchedule }: CalendarWeekProps) {
  const [offset, setOffset] = useState(0);
  const week = useMemo(() => weekOf(openedAt, timeZone, offset), [openedAt, timeZone, offset]);
  const sessions = useCalendarWeek({ from: week.from, to: week.to });
  const byDay = useMemo(() => {
    const map = new Map<string, AdminSession[]>(week.days.map((d) => [d, []]));
    for (const s of sessions.data ?? []) map.get(dayKey(s.startsAt, timeZone))?.push(s);
    return map;
  }, [sessions.data, week.days, timeZone]);
  const firstDay = `${week.days[0]}T12:00:00Z`;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            onClick={() => setOffset((o) => o - 1)}
            aria-label={T.previousWeek}
            leftSection={<IconChevronLeft size={14} aria-hidden />}
          >
            {T.previous}
          </Button>
          <Button variant="default" size="xs" onClick={() => setOffset(0)} disabled={offset === 0}>
            {T.thisWeek}
          </Button>
          <Button
            variant="default"
            size="xs"
            onClick={() => setOffset((o) => o + 1)}
            aria-label={T.nextWeek}
            rightSection={<IconChevronRight size={14} aria-hidden />}
          >
            {T.next}
          </Button>
        </Group>
        <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={onSchedule}>
          {T.scheduleGroup}
        </Button>
      </Group>
      {/* The week's own heading: the days below are its sections. */}
      <Title order={2} fz="xs" fw={400} c="dimmed">
        {T.weekOf(sessionDayShort(firstDay, "UTC"), zoneName(firstDay, timeZone), timeZone)}
      </Title>
      {sessions.error ? (
        <Alert color="red" title={T.calendarLoadFailed}>
          {errorMessageOf(sessions.error)}
        </Alert>
      ) : null}
      {!sessions.isLoading && !sessions.error && (sessions.data ?? []).length === 0 ? (
        <Card withBorder radius="md" padding="lg" component="section" aria-label={T.weekEmpty}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconCalendarEvent
              size={22}
              aria-hidden
              color="var(--mantine-color-dimmed)"
              style={{ flexShrink: 0, marginTop: 2 }}
            />
            <Stack gap={2}>
              <Title order={3} size="h5">
                {T.weekEmpty}
              </Title>
              <Text size="sm" c="dimmed">
                {T.weekEmptyHint}
              </Text>
            </Stack>
          </Group>
        </Card>
      ) : (
        // A phone and a tablet read the week as a list, a desktop as seven columns; a day
        // without sessions is one quiet line, so the days with sessions stand out.
        <SimpleGrid
          cols={{ base: 1, lg: 7 }}
          spacing="xs"
          // While the week's sessions are on their way, the days are not yet the week.
          aria-busy={sessions.isLoading}
          data-testid="calendar-week"
        >
          {week.days.map((day) => {
            const label = sessionDayShort(`${day}T12:00:00Z`, "UTC");
            const daySessions = byDay.get(day) ?? [];
            if (!sessions.isLoading && daySessions.length === 0)
              return (
                <Group
                  key={day}
                  component="section"
                  aria-label={label}
                  gap={6}
                  px="xs"
                  py={4}
                  align="baseline"
                  // As tall as its line, not as the busiest day beside it.
                  style={{
                    alignSelf: "start",
                    border: "1px dashed var(--mantine-color-default-border)",
                    borderRadius: 8,
                  }}
                >
                  <Title order={3} size="h6" c="dimmed">
                    {label}
                  </Title>
                  <Text size="xs" c="dimmed">
                    {T.noSessions}
                  </Text>
                </Group>
              );
            return (
              <Card key={day} withBorder padding="xs" radius="md" component="section" aria-label={label}>
                <Stack gap={6}>
                  <Title order={3} size="h6">
                    {label}
                  </Title>
                  {sessions.isLoading ? (
                    <Skeleton height={40} />
                  ) : (
                    daySessions.map((s) => (
                      <UnstyledButton
                        key={s.id}
                        onClick={() => onOpen(s)}
                        p={6}
                        style={{
                          borderRadius: 6,
                          borderLeft: `3px solid var(--mantine-color-${KIND_COLORS[s.kind]}-6)`,
                          background: "var(--mantine-color-default-hover)",
                          opacity: s.status === "cancelled" ? 0.6 : 1,
                        }}
                        aria-label={`${sessionClock(s.startsAt, timeZone)} ${s.title}, ${whoOf(s)}, ${SESSION_STATUS_LABELS[s.status]}`}
                      >
                        <Text size="xs" fw={700}>
                          {sessionClock(s.startsAt, timeZone)}
                        </Text>
                        <Text
                          size="xs"
                          lineClamp={2}
                          td={s.status === "cancelled" ? "line-through" : undefined}
                        >
                          {s.kind === "group" ? s.title : SESSION_KIND_LABELS[s.kind]}
                        </Text>
                        <Text size="xs" c="dimmed" lineClamp={2}>
                          {whoOf(s)}
                        </Text>
                        {s.status !== "booked" ? (
                          <Badge size="xs" variant="light" color="gray" mt={2}>
                            {SESSION_STATUS_LABELS[s.status]}
                          </Badge>
                        ) : null}
                      </UnstyledButton>
                    ))
                  )}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}

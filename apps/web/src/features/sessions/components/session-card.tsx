import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Badge.css";
import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import {
  ACTION_ITEM_TEXTS,
  COACHING_RULES,
  SESSION_KIND_LABELS,
  SESSION_STATUS_LABELS,
  SESSION_TEXTS,
  sessionClock,
  sessionDayShort,
} from "@scalemsp/validators";
import { IconUser, IconUsersGroup, IconVideo } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ActionItemRow, type ActionItemView } from "../../../components/action-item-row";
import { SanitizedHtml } from "../../../components/sanitized-html";
import type { MemberSession } from "../types";
import { SessionWhen } from "./session-when";

const STATUS_COLORS = { booked: "indigo", cancelled: "gray", completed: "green", no_show: "orange" } as const;

/** When the meeting link shows: 24 hours before the start. */
const linkFrom = (startsAt: string) =>
  new Date(new Date(startsAt).getTime() - COACHING_RULES.meetingLinkVisibleHours * 3_600_000).toISOString();

interface SessionCardProps {
  session: MemberSession;
  timeZone: string;
  /** Booked and not yet over: the meeting link, or when it comes, shows. */
  upcoming: boolean;
  /** The actions this list offers for it (reschedule, cancel, leave). */
  actions?: ReactNode;
  /** A past session's action items (contract §15), ticked off here as on the dashboard. */
  actionItems?: { items: readonly ActionItemView[]; onToggle: (item: ActionItemView) => void };
}

/** One session: title, kind, status, when in the viewer's zone, coach, topic, the link or when it comes, notes. */
export function SessionCard({ session, timeZone, upcoming, actions, actionItems }: SessionCardProps) {
  const group = session.kind === "group";
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={session.title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h4">
            {session.title}
          </Title>
          <Group gap={6}>
            <Badge
              variant="light"
              color={group ? "grape" : "indigo"}
              leftSection={
                group ? <IconUsersGroup size={12} aria-hidden /> : <IconUser size={12} aria-hidden />
              }
            >
              {SESSION_KIND_LABELS[session.kind]}
            </Badge>
            {session.status !== "booked" ? (
              <Badge variant="outline" color={STATUS_COLORS[session.status]}>
                {SESSION_STATUS_LABELS[session.status]}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <SessionWhen startsAt={session.startsAt} endsAt={session.endsAt} timeZone={timeZone} />
        <Text size="sm">{SESSION_TEXTS.coach(session.coach.name)}</Text>
        {session.topic ? <Text size="sm">{SESSION_TEXTS.topic(session.topic)}</Text> : null}
        {session.bookedBy ? (
          <Text size="xs" c="dimmed">
            {SESSION_TEXTS.bookedBy(session.bookedBy.name)}
          </Text>
        ) : null}
        {group && session.seatsLeft !== null && upcoming ? (
          <Text size="xs" c="dimmed">
            {SESSION_TEXTS.seatsLeft(session.seatsLeft)}
          </Text>
        ) : null}
        {session.sharedNotes ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {SESSION_TEXTS.notesFromCoach}
            </Text>
            <SanitizedHtml html={session.sharedNotes} testId="session-notes" />
          </Stack>
        ) : null}
        {actionItems && actionItems.items.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={600} id={`session-${session.id}-items`}>
              {ACTION_ITEM_TEXTS.sessionItems}
            </Text>
            <Stack
              gap="xs"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: "none" }}
              aria-labelledby={`session-${session.id}-items`}
            >
              {actionItems.items.map((item) => (
                <ActionItemRow key={item.id} item={item} onToggle={actionItems.onToggle} />
              ))}
            </Stack>
          </Stack>
        ) : null}
        {upcoming || actions ? (
          <Group gap="sm">
            {upcoming && session.meetingUrl ? (
              <Button
                component="a"
                href={session.meetingUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                leftSection={<IconVideo size={16} aria-hidden />}
              >
                {SESSION_TEXTS.joinSession}
              </Button>
            ) : upcoming ? (
              <Text size="xs" c="dimmed">
                {SESSION_TEXTS.linkShowsFrom(
                  `${sessionDayShort(linkFrom(session.startsAt), timeZone)}, ${sessionClock(linkFrom(session.startsAt), timeZone)}`,
                )}
              </Text>
            ) : null}
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

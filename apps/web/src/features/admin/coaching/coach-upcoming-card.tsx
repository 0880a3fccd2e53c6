import { Text } from "@mantine/core";
import { COACHING_ADMIN_TEXTS as T, COACHING_RULES } from "@scalemsp/validators";
import { useState } from "react";
import { ListCard } from "../../../components/list-card";
import { AnchorLink } from "../../../components/router-links";
import { UpcomingSessionItem } from "../../../components/upcoming-session-item";
import { useViewerTimeZone } from "../../../session/time-zone";
import { whoOf } from "./who-of";
import { useCalendarWeek } from "./use-coaching-admin";

const DAY = 86_400_000;
const SHOWN = 3;

/**
 * The coach's dashboard card: the next sessions booked with them. A coach's sessions are
 * others' bookings (the coach is their `coach`), so the member's read of their own business's
 * sessions finds none; this reads the coach's calendar over the booking window instead.
 */
export function CoachUpcomingSessionsCard({ coachId }: { coachId: number }) {
  const timeZone = useViewerTimeZone();
  const [range] = useState(() => {
    const from = Date.now();
    return {
      openedAt: from,
      from: new Date(from).toISOString(),
      to: new Date(from + COACHING_RULES.windowDays * DAY).toISOString(),
    };
  });
  const sessions = useCalendarWeek({ from: range.from, to: range.to });
  const upcoming = (sessions.data ?? [])
    .filter(
      (s) => s.coach.id === coachId && s.status === "booked" && new Date(s.endsAt).getTime() > range.openedAt,
    )
    .slice(0, SHOWN);
  return (
    <ListCard
      title={T.coachUpcomingTitle}
      titleId="coach-upcoming-title"
      action={
        <AnchorLink to="/admin/calendar" size="sm">
          {T.openCalendar}
        </AnchorLink>
      }
      read={sessions}
      loadingLabel={T.coachUpcomingLoading}
      empty={
        <Text size="sm" c="dimmed">
          {T.coachUpcomingEmpty}
        </Text>
      }
      items={upcoming.map((session) => (
        <UpcomingSessionItem
          key={session.id}
          session={session}
          timeZone={timeZone}
          withWhom={whoOf(session)}
        />
      ))}
    />
  );
}

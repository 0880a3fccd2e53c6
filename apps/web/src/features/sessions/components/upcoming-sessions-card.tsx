import { Stack, Text } from "@mantine/core";
import { SESSION_TEXTS } from "@scalemsp/validators";
import { ListCard } from "../../../components/list-card";
import { AnchorLink, ButtonLink } from "../../../components/router-links";
import { UpcomingSessionItem } from "../../../components/upcoming-session-item";
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
    <ListCard
      title={SESSION_TEXTS.upcomingTitle}
      titleId="upcoming-title"
      action={
        <AnchorLink to="/sessions" size="sm">
          {SESSION_TEXTS.allSessions}
        </AnchorLink>
      }
      read={sessions}
      loadingLabel={SESSION_TEXTS.loading}
      empty={
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {SESSION_TEXTS.noUpcoming}
          </Text>
          <ButtonLink to="/sessions" variant="light" size="xs" w="fit-content">
            {SESSION_TEXTS.bookSession}
          </ButtonLink>
        </Stack>
      }
      items={upcoming.map((session) => (
        <UpcomingSessionItem
          key={session.id}
          session={session}
          timeZone={timeZone}
          withWhom={session.coach.name}
        />
      ))}
    />
  );
}

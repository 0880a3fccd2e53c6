import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Skeleton.css";
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { SESSION_TEXTS } from "@scalemsp/validators";
import { AnchorLink } from "../../../components/router-links";
import { UpcomingSessionItem } from "../../../components/upcoming-session-item";
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
              <UpcomingSessionItem
                key={session.id}
                session={session}
                timeZone={timeZone}
                withWhom={session.coach.name}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

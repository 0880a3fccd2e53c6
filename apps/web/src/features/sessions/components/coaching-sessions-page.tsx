import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Skeleton.css";
import { Alert, Button, Grid, Group, Skeleton, Stack, Tabs, Text, Title } from "@mantine/core";
import { SESSION_TEXTS, type PlanLevel } from "@scalemsp/validators";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { lazy, useState, type ReactNode } from "react";
import { DeferredDialogs } from "../../../components/deferred-dialogs";
import { CalendarFeedCard } from "../../../components/calendar-feed-card";
import { SlotPicker } from "../../../components/slot-picker";
import { errorMessageOf } from "../../../lib/trpc-errors";
import {
  useCoachingData,
  useFreeSlotsQuery,
  useReadAhead,
  useOpenedAt,
  useSessionActions,
} from "../hooks/use-coaching";
import { useViewerTimeZone } from "../../../session/time-zone";
import { useSessionActionItems } from "../hooks/use-session-action-items";
import type { GroupOccurrence, MemberSession } from "../types";

import { PackageCard } from "./package-card";
import { PlanWithoutOneToOne } from "./plan-without-one-to-one";
import { SessionCard } from "./session-card";
import { SessionWhen } from "./session-when";

// Dialogs load after the first render: the first screen does not wait for them.
const BookSessionModal = lazy(() =>
  import("./book-session-modal").then((m) => ({ default: m.BookSessionModal })),
);
const CancelSessionModal = lazy(() =>
  import("./cancel-session-modal").then((m) => ({ default: m.CancelSessionModal })),
);

const isUpcoming = (s: MemberSession, now: number) =>
  s.status === "booked" && new Date(s.endsAt).getTime() > now;

function ListState({
  loading,
  error,
  empty,
  children,
}: {
  loading: boolean;
  error: unknown;
  empty: string | null;
  children: ReactNode;
}) {
  if (loading)
    return (
      <Stack gap="sm" aria-busy="true" aria-label={SESSION_TEXTS.loading}>
        <Skeleton height={120} radius="md" />
        <Skeleton height={120} radius="md" />
      </Stack>
    );
  if (error)
    return (
      <Alert color="red" title={SESSION_TEXTS.loadFailed}>
        {errorMessageOf(error)}
      </Alert>
    );
  if (empty) return <Text c="dimmed">{empty}</Text>;
  return <Stack gap="sm">{children}</Stack>;
}

function GroupCard({ group, timeZone }: { group: GroupOccurrence; timeZone: string }) {
  const { join } = useSessionActions();
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="sm"
      p="sm"
      style={{ border: "1px solid var(--mantine-color-default-border)", borderRadius: 8 }}
    >
      <Stack gap={4}>
        <Text fw={600}>{group.title}</Text>
        <SessionWhen startsAt={group.startsAt} endsAt={group.endsAt} timeZone={timeZone} />
        <Text size="xs" c="dimmed">
          {SESSION_TEXTS.groupWith(group.coach.name, group.seatsLeft)}
        </Text>
      </Stack>
      {group.seatsLeft > 0 ? (
        <Button
          size="sm"
          variant="light"
          loading={join.isPending}
          onClick={() => join.mutate({ id: group.id })}
        >
          {SESSION_TEXTS.join}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          {SESSION_TEXTS.full}
        </Text>
      )}
    </Group>
  );
}

/** The next free times, read by the page as it opens and shown here alone. */
function FreeTimes({
  query,
  value,
  onChange,
  timeZone,
}: {
  query: ReturnType<typeof useFreeSlotsQuery>;
  value: string | null;
  onChange: (startsAt: string) => void;
  timeZone: string;
}) {
  const free = useQuery(query);
  return (
    <SlotPicker
      slots={free.data}
      loading={free.isLoading}
      error={free.error ? errorMessageOf(free.error) : null}
      value={value}
      onChange={onChange}
      timeZone={timeZone}
      label={SESSION_TEXTS.nextFreeTimes}
      emptyText={SESSION_TEXTS.noFreeTimesSoon}
    />
  );
}

/** Contract §10: the Sessions page with real data; every button works. */
export function CoachingSessionsPage({ planLevel }: { planLevel: PlanLevel | null }) {
  const timeZone = useViewerTimeZone();
  const { sessions, allowance, groups } = useCoachingData();
  const { leave } = useSessionActions();
  const [booking, setBooking] = useState<{ startsAt: string | null } | null>(null);
  const [moving, setMoving] = useState<MemberSession | null>(null);
  const [cancelling, setCancelling] = useState<MemberSession | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const freeSlots = useFreeSlotsQuery(0);
  useReadAhead(freeSlots);
  const now = useOpenedAt();
  const upcoming = (sessions.data ?? []).filter((s) => isUpcoming(s, now));
  const past = (sessions.data ?? []).filter((s) => !isUpcoming(s, now)).reverse();
  const joinable = (groups.data ?? []).filter((g) => !g.joined);
  // A plan without one-to-one sessions says so, and what it includes, before a time is chosen.
  const planNotice =
    planLevel && allowance.data?.oneToOne.included === 0 ? (
      <PlanWithoutOneToOne planLevel={planLevel} />
    ) : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{SESSION_TEXTS.pageTitle}</Title>
          <Text c="dimmed">{SESSION_TEXTS.pageIntro}</Text>
        </Stack>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setBooking({ startsAt: null })}
        >
          {SESSION_TEXTS.bookSession}
        </Button>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Tabs defaultValue="upcoming" keepMounted={false}>
            <Tabs.List aria-label={SESSION_TEXTS.tabsLabel}>
              <Tabs.Tab value="upcoming">{SESSION_TEXTS.tabUpcoming}</Tabs.Tab>
              <Tabs.Tab value="past">{SESSION_TEXTS.tabPast}</Tabs.Tab>
              <Tabs.Tab value="availability">{SESSION_TEXTS.tabAvailability}</Tabs.Tab>
            </Tabs.List>

            <Tabs.Panel value="upcoming" pt="md">
              <Stack gap="lg">
                <ListState
                  loading={sessions.isLoading}
                  error={sessions.error}
                  empty={
                    upcoming.length === 0
                      ? planNotice
                        ? SESSION_TEXTS.upcomingEmptyOnPlan
                        : SESSION_TEXTS.upcomingEmpty
                      : null
                  }
                >
                  {upcoming.map((session) => (
                    <SessionCard
                      key={session.id}
                      session={session}
                      timeZone={timeZone}
                      upcoming
                      actions={
                        <>
                          {session.canReschedule ? (
                            <Button size="sm" variant="default" onClick={() => setMoving(session)}>
                              {SESSION_TEXTS.reschedule}
                            </Button>
                          ) : null}
                          {session.canCancel ? (
                            <Button
                              size="sm"
                              variant="subtle"
                              color="red"
                              onClick={() => setCancelling(session)}
                            >
                              {SESSION_TEXTS.cancel}
                            </Button>
                          ) : null}
                          {session.canLeave ? (
                            <Button
                              size="sm"
                              variant="subtle"
                              color="red"
                              loading={leave.isPending}
                              onClick={() => leave.mutate({ id: session.id })}
                            >
                              {SESSION_TEXTS.leaveGroup}
                            </Button>
                          ) : null}
                        </>
                      }
                    />
                  ))}
                </ListState>
                {joinable.length > 0 ? (
                  <Stack gap="sm" component="section" aria-labelledby="group-sessions-title">
                    <Title order={2} size="h4" id="group-sessions-title">
                      {SESSION_TEXTS.groupsToJoin}
                    </Title>
                    {joinable.map((group) => (
                      <GroupCard key={group.id} group={group} timeZone={timeZone} />
                    ))}
                  </Stack>
                ) : null}
              </Stack>
            </Tabs.Panel>

            <Tabs.Panel value="past" pt="md">
              <ListState
                loading={sessions.isLoading}
                error={sessions.error}
                empty={past.length === 0 ? SESSION_TEXTS.pastEmpty : null}
              >
                <PastSessionCards past={past} timeZone={timeZone} />
              </ListState>
            </Tabs.Panel>

            <Tabs.Panel value="availability" pt="md">
              <Stack gap="md">
                <Text size="sm">{SESSION_TEXTS.availabilityIntro}</Text>
                {planNotice ?? (
                  <>
                    <FreeTimes query={freeSlots} value={chosen} onChange={setChosen} timeZone={timeZone} />
                    <Group>
                      <Button disabled={!chosen} onClick={() => setBooking({ startsAt: chosen })}>
                        {chosen ? SESSION_TEXTS.bookThisTime : SESSION_TEXTS.chooseTimeToBook}
                      </Button>
                    </Group>
                  </>
                )}
              </Stack>
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <PackageCard allowance={allowance.data} planLevel={planLevel} loading={allowance.isLoading} />
            <CalendarFeedCard />
          </Stack>
        </Grid.Col>
      </Grid>
      <DeferredDialogs>
        <BookSessionModal
          key={booking ? `book-${booking.startsAt}` : "book-closed"}
          opened={booking !== null}
          onClose={() => setBooking(null)}
          timeZone={timeZone}
          initialStartsAt={booking?.startsAt ?? null}
          planNotice={planNotice}
        />
        <BookSessionModal
          key={moving ? `move-${moving.id}` : "move-closed"}
          opened={moving !== null}
          onClose={() => setMoving(null)}
          timeZone={timeZone}
          moving={moving}
        />
        <CancelSessionModal session={cancelling} onClose={() => setCancelling(null)} timeZone={timeZone} />
      </DeferredDialogs>
    </Stack>
  );
}

/** The past sessions, each with its notes and the action items that came from it. */
function PastSessionCards({ past, timeZone }: { past: MemberSession[]; timeZone: string }) {
  const { bySession, toggle } = useSessionActionItems(past.length > 0);
  return past.map((session) => (
    <SessionCard
      key={session.id}
      session={session}
      timeZone={timeZone}
      upcoming={false}
      actionItems={{
        items: bySession.get(session.id) ?? [],
        onToggle: (item) => toggle.mutate({ id: item.id, status: item.status === "done" ? "open" : "done" }),
      }}
    />
  ));
}
